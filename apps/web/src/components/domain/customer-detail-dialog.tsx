import { QueryDialog, type QueryDialogProps } from './query-dialog.tsx';

export type CustomerDetailDialogFrameProps<T> = Omit<
  QueryDialogProps<T>,
  'open' | 'title' | 'size' | 'loadingLabel' | 'errorTitle'
> & {
  /** The customer shown; null closes the dialog. */
  customerId: string | null;
  /** The customer's name, the dialog's title once the record is in. */
  name: (record: T) => string;
};

/** The frame the admin's and the vendor's customer detail share: open by id, titled with the name. */
export function CustomerDetailDialogFrame<T>({
  customerId,
  name,
  ...dialog
}: CustomerDetailDialogFrameProps<T>) {
  const { data } = dialog.query;
  return (
    <QueryDialog
      open={customerId !== null}
      title={data ? name(data) : 'Detalle del cliente'}
      size="lg"
      loadingLabel="Cargando el cliente..."
      errorTitle="Error al cargar el cliente"
      {...dialog}
    />
  );
}
