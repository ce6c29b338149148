import { type AdminCustomerDetail, adminCustomerMessages } from '@quincena/shared';
import { Trash2 } from 'lucide-react';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { CustomerDetailDialogFrame } from '../../../components/domain/customer-detail-dialog.tsx';
import { DetailDialogFooter } from '../../../components/domain/detail-dialog-footer.tsx';
import { LoanLink } from '../../../components/domain/loan-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatMoney, formatPhone } from '../../../lib/format.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useCustomer } from '../api/get-customer.ts';
import { type CustomerRef, customerName, VerifiedBadge } from './account-labels.tsx';

/** The profile and the applications of one customer, with the delete button. */
export function CustomerDetailDialog({
  customerId,
  onClose,
  onDelete,
}: {
  customerId: string | null;
  onClose: () => void;
  onDelete: (customer: CustomerRef) => void;
}) {
  const query = useCustomer(customerId);
  const { data } = query;
  return (
    <CustomerDetailDialogFrame
      customerId={customerId}
      name={customerName}
      onClose={onClose}
      description="Cliente"
      query={query}
      footer={
        <DetailDialogFooter>
          {data?.canDelete && (
            <Button variant="destructive" onClick={() => onDelete(data)}>
              <Trash2 aria-hidden="true" />
              Eliminar cliente
            </Button>
          )}
        </DetailDialogFooter>
      }
    >
      {(data) => <CustomerDetail customer={data} />}
    </CustomerDetailDialogFrame>
  );
}

function CustomerDetail({ customer: c }: { customer: AdminCustomerDetail }) {
  return (
    <div className="grid gap-6">
      <DescriptionList>
        <DescriptionItem label="Nombre">
          {[c.firstName, c.lastName].filter(Boolean).join(' ')}
        </DescriptionItem>
        <DescriptionItem label="Teléfono">{formatPhone(c.phoneNumber)}</DescriptionItem>
        <DescriptionItem label="Correo electrónico">{c.email}</DescriptionItem>
        <DescriptionItem label="Identificación">{c.identityNumber}</DescriptionItem>
        <DescriptionItem label="Ciudad">{[c.city, c.province].filter(Boolean).join(', ')}</DescriptionItem>
        <DescriptionItem label="Estado">
          <VerifiedBadge verified={c.isVerified} />
        </DescriptionItem>
        <DescriptionItem label="Registrado">{formatDate(c.createdAt, 'long')}</DescriptionItem>
      </DescriptionList>
      <section aria-label="Solicitudes" className="grid gap-3">
        <h3 className="text-sm font-semibold text-foreground">Solicitudes</h3>
        {c.applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">Este cliente no tiene solicitudes.</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {c.applications.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-3 sm:px-4">
                <div className="grid min-w-0 gap-0.5">
                  <p className="truncate text-sm font-medium text-foreground">{a.motorcycle}</p>
                  <p className="text-xs text-muted-foreground">
                    {[
                      formatMoney(a.requestedAmount),
                      `${a.loanTermMonths} meses`,
                      a.vendor,
                      formatDate(a.createdAt),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <ApplicationStatusBadge status={a.status} />
                  <LoanLink applicationId={a.id} status={a.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * Confirms and deletes. A refusal (409: the customer has a financing or payments) is not worth a
 * retry: the dialog closes and the server's message stays on screen as an error toast.
 */
export function DeleteCustomerDialog({
  customer,
  open,
  onOpenChange,
  onDeleted,
}: {
  customer: CustomerRef | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteCustomer();
  const { toast } = useToast();
  const confirm = async () => {
    if (!customer) return;
    try {
      await remove.mutateAsync(customer.id);
      toast.success(
        adminCustomerMessages.deleted,
        `${customerName(customer)} ya no está en la lista de clientes.`,
      );
      onDeleted();
    } catch (err) {
      const message = isApiError(err) ? err.message : 'Error inesperado. Intente nuevamente.';
      toast.error('No se pudo eliminar el cliente', message);
      if (!isApiError(err) || err.status !== 409) throw err;
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="¿Eliminar este cliente?"
      description={
        customer
          ? `${customerName(customer)} dejará de poder iniciar sesión y sus solicitudes pendientes se retirarán. Un cliente con un financiamiento aprobado o desembolsado, o con pagos, no se puede eliminar.`
          : undefined
      }
      confirmLabel="Eliminar"
      tone="destructive"
      onConfirm={confirm}
    />
  );
}
