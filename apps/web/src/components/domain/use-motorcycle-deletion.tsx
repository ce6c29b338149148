import type { Motorcycle } from '@quincena/shared';
import { useState } from 'react';
import { API_MESSAGES, isApiError } from '../../lib/api-client.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useToast } from '../ui/toast.tsx';
import { motorcycleName } from './motorcycle-name.ts';

export interface MotorcycleDeletionOptions {
  remove: (id: string) => Promise<unknown>;
  /** Where the motorcycle is listed, as the texts say it: 'en el inventario' and 'del inventario'. */
  place: { in: string; from: string };
  onDeleted?: () => void;
}

/**
 * Deleting a motorcycle of a list: `ask(m)` opens the confirmation (`dialog`, to render once); the
 * deletion is said in a toast, and a failure keeps the confirmation open.
 */
export function useMotorcycleDeletion({ remove, place, onDeleted }: MotorcycleDeletionOptions) {
  // Kept while the confirmation animates out, so its text does not vanish.
  const [toDelete, setToDelete] = useState<Motorcycle | null>(null);
  const [open, setOpen] = useState(false);
  const { toast } = useToast();

  const confirm = async () => {
    if (!toDelete) return;
    try {
      await remove(toDelete.id);
      toast.success('Moto eliminada', `${motorcycleName(toDelete)} ya no está ${place.in}.`);
      onDeleted?.();
    } catch (err) {
      toast.error('No se pudo eliminar la moto', isApiError(err) ? err.message : API_MESSAGES.unexpected);
      throw err;
    }
  };

  const ask = (motorcycle: Motorcycle) => {
    setToDelete(motorcycle);
    setOpen(true);
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="¿Eliminar esta moto?"
      description={
        toDelete
          ? `${motorcycleName(toDelete)} saldrá ${place.from}. Las solicitudes que ya la financian la conservan.`
          : undefined
      }
      confirmLabel="Eliminar"
      tone="destructive"
      onConfirm={confirm}
    />
  );
  return { ask, dialog };
}
