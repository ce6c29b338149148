import type { ComponentProps } from 'react';
import { TableHead } from './table.tsx';

/** The header of a column of row buttons: its name is for screen readers, the buttons say the rest. */
export function TableActionsHead(props: ComponentProps<'th'>) {
  return (
    <TableHead {...props}>
      <span className="sr-only">Acciones</span>
    </TableHead>
  );
}
