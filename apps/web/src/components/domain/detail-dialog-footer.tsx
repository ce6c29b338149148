import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { DialogClose, DialogFooter } from '../ui/dialog.tsx';

/** Cerrar and the record's actions (Editar when `onEdit` is given) at the bottom of a detail dialog. */
export function DetailDialogFooter({ onEdit, children }: { onEdit?: () => void; children?: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cerrar</Button>
      </DialogClose>
      {onEdit && (
        <Button onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
      )}
      {children}
    </DialogFooter>
  );
}
