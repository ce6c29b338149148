import { EMPLOYMENT_TYPE_LABELS } from '@quincena/shared';
import { FileText, Pencil } from 'lucide-react';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { QueryView } from '../../../components/domain/query-view.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatDate, formatMoney, formatPhone } from '../../../lib/format.ts';
import { useCreateVendorCustomer } from '../api/create-vendor-customer.ts';
import { useVendorCustomer, type VendorCustomerDetail } from '../api/get-vendor-customer.ts';
import { useUpdateVendorCustomer } from '../api/update-vendor-customer.ts';
import { CustomerForm, customerFormValues, IDENTITY_TYPE_LABELS } from './customer-form.tsx';

export const VERIFIED_LABEL = 'Verificado';
export const UNVERIFIED_LABEL = 'Pendiente';

export function VerificationBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">{VERIFIED_LABEL}</Badge>
  ) : (
    <Badge tone="warning">{UNVERIFIED_LABEL}</Badge>
  );
}

export const customerName = (c: { firstName: string | null; lastName: string | null; phoneNumber: string }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ').trim() || formatPhone(c.phoneNumber);

/** New customer: an empty form; 409 CUSTOMER_ALREADY_EXISTS shows the server's message. */
export function CreateCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateVendorCustomer();
  const { toast } = useToast();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Nuevo cliente"
        description="Los campos marcados con * son obligatorios."
        size="lg"
        onInteractOutside={(event) => event.preventDefault()}
      >
        {open && (
          <CustomerForm
            defaultValues={customerFormValues()}
            submitLabel="Crear cliente"
            onSubmit={async (body) => {
              const customer = await create.mutateAsync(body);
              toast.success('Cliente creado', `${customerName(customer)} ya está en tu lista de clientes.`);
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Edit: loads the full profile (the list row holds only a summary), then the same form. */
export function EditCustomerDialog({
  customerId,
  onClose,
}: {
  customerId: string | null;
  onClose: () => void;
}) {
  const detail = useVendorCustomer(customerId);
  const update = useUpdateVendorCustomer();
  const { toast } = useToast();
  return (
    <Dialog open={customerId !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        title="Editar cliente"
        description="Los campos marcados con * son obligatorios."
        size="lg"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <QueryView
          query={detail}
          loadingLabel="Cargando el cliente..."
          errorTitle="Error al cargar el cliente"
        >
          {(found) => (
            <CustomerForm
              key={found.customer.id}
              defaultValues={customerFormValues(found.customer)}
              submitLabel="Guardar cambios"
              phoneLocked
              onSubmit={async (body) => {
                const customer = await update.mutateAsync({ id: found.customer.id, body });
                toast.success('Cliente actualizado', `Se guardaron los datos de ${customerName(customer)}.`);
                onClose();
              }}
            />
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}

export interface CustomerDetailDialogProps {
  customerId: string | null;
  onClose: () => void;
  onEdit: (id: string) => void;
}

/** Personal info, location and employment, status, and the vendor's credit applications for the customer. */
export function CustomerDetailDialog({ customerId, onClose, onEdit }: CustomerDetailDialogProps) {
  const query = useVendorCustomer(customerId);
  const { data } = query;
  return (
    <Dialog open={customerId !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={data ? customerName(data.customer) : 'Detalle del cliente'} size="lg">
        <QueryView
          query={query}
          loadingLabel="Cargando el cliente..."
          errorTitle="Error al cargar el cliente"
        >
          {(data) => <CustomerDetailBody detail={data} />}
        </QueryView>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cerrar</Button>
          </DialogClose>
          {data && (
            <Button onClick={() => onEdit(data.customer.id)}>
              <Pencil aria-hidden="true" />
              Editar cliente
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CustomerDetailBody({
  detail: { customer: c, creditApplications },
}: {
  detail: VendorCustomerDetail;
}) {
  const employment = c.employmentType
    ? (EMPLOYMENT_TYPE_LABELS[c.employmentType as keyof typeof EMPLOYMENT_TYPE_LABELS] ?? c.employmentType)
    : null;
  return (
    <div className="grid gap-6">
      <Section title="Estado">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-muted/60 px-4 py-3 text-sm">
          <VerificationBadge verified={c.isVerified} />
          <span className="text-muted-foreground">Registrado el {formatDate(c.createdAt, 'long')}</span>
          <span className="text-muted-foreground">
            {c.applicationsCount === 1 ? '1 aplicación' : `${c.applicationsCount} aplicaciones`}
          </span>
        </div>
      </Section>

      <Section title="Información personal">
        <DescriptionList>
          <DescriptionItem label="Nombre">
            {[c.firstName, c.lastName].filter(Boolean).join(' ')}
          </DescriptionItem>
          <DescriptionItem label="Teléfono">{formatPhone(c.phoneNumber)}</DescriptionItem>
          <DescriptionItem label="Correo electrónico">{c.email}</DescriptionItem>
          <DescriptionItem label="Fecha de nacimiento">
            {c.dateOfBirth && formatDate(c.dateOfBirth, 'long')}
          </DescriptionItem>
          <DescriptionItem label="Identificación">
            {c.identityType || c.identityNumber
              ? [c.identityType && IDENTITY_TYPE_LABELS[c.identityType], c.identityNumber]
                  .filter(Boolean)
                  .join(' · ')
              : null}
          </DescriptionItem>
        </DescriptionList>
      </Section>

      <Section title="Ubicación y empleo">
        <DescriptionList>
          <DescriptionItem label="Dirección" className="sm:col-span-2">
            {c.address}
          </DescriptionItem>
          <DescriptionItem label="Ciudad">{c.city}</DescriptionItem>
          <DescriptionItem label="Provincia">{c.province}</DescriptionItem>
          <DescriptionItem label="Código postal">{c.postalCode}</DescriptionItem>
          <DescriptionItem label="Ocupación">{c.occupation}</DescriptionItem>
          <DescriptionItem label="Empleador">{c.employerName}</DescriptionItem>
          <DescriptionItem label="Tipo de empleo">{employment}</DescriptionItem>
          <DescriptionItem label="Ingreso mensual">
            {c.monthlyIncome === null ? null : formatMoney(c.monthlyIncome)}
          </DescriptionItem>
        </DescriptionList>
      </Section>

      <Section title="Aplicaciones de crédito">
        {creditApplications.length === 0 ? (
          <EmptyState
            icon={FileText}
            title="Sin aplicaciones"
            description="Este cliente aún no tiene solicitudes contigo."
          />
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border">
            {creditApplications.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium text-foreground">
                    {a.motorcycle.brand} {a.motorcycle.model} {a.motorcycle.year}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(a.createdAt)} · Préstamo{' '}
                    {a.loanAmount === null ? 'N/A' : formatMoney(a.loanAmount)} · {a.termMonths} meses
                  </p>
                </div>
                <ApplicationStatusBadge status={a.status} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
