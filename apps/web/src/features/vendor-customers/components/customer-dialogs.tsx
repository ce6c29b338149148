import { EMPLOYMENT_TYPE_LABELS } from '@quincena/shared';
import { FilePlus, FileText, Pencil, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { CustomerDetailDialogFrame } from '../../../components/domain/customer-detail-dialog.tsx';
import {
  type CustomerBody,
  CustomerForm,
  type CustomerFormValues,
  customerFormErrors,
  customerFormValues,
  emptyCustomerForm,
  identityTypeLabel,
  VENDOR_EMPLOYMENT_TYPES,
} from '../../../components/domain/customer-form.tsx';
import { DetailDialogFooter } from '../../../components/domain/detail-dialog-footer.tsx';
import { FormDialogFooter } from '../../../components/domain/form-dialog-footer.tsx';
import { QueryView } from '../../../components/domain/query-view.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatMoney, formatPhone } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useCreateVendorCustomer } from '../api/create-vendor-customer.ts';
import { useVendorCustomer, type VendorCustomerDetail } from '../api/get-vendor-customer.ts';
import { useUpdateVendorCustomer } from '../api/update-vendor-customer.ts';

/** The vendor's registration wizard (a route of the vendor area). */
const WIZARD_PATH = '/vendor/onboarding';

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

/**
 * The create and edit dialogs' form: the one customer form with the vendor's employment types, its
 * buttons in a footer that stays in sight, and the API's answer said once (under a field, else above).
 */
function CustomerDialogForm({
  defaultValues,
  phone,
  submitLabel,
  save,
}: {
  defaultValues: CustomerFormValues;
  phone: 'editable' | 'locked';
  submitLabel: string;
  save: (body: CustomerBody) => Promise<unknown>;
}) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [existingPhone, setExistingPhone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <CustomerForm
      defaultValues={defaultValues}
      phone={phone}
      employmentTypes={VENDOR_EMPLOYMENT_TYPES}
      serverErrors={serverErrors}
      onEdit={() => setMessage(null)}
      onSubmit={async (body) => {
        setMessage(null);
        setExistingPhone(null);
        setSaving(true);
        try {
          await save(body as CustomerBody);
        } catch (error) {
          if (!isApiError(error)) throw error;
          const found = customerFormErrors(error);
          if (error.code === 'CUSTOMER_ALREADY_EXISTS') {
            // Said under the phone; what to do about it is said above.
            setServerErrors({ phoneNumber: error.message });
            setExistingPhone(body.phoneNumber ?? null);
          } else {
            setServerErrors(found.fields);
            setMessage(found.message);
          }
        } finally {
          setSaving(false);
        }
      }}
      banner={
        <>
          <FormAlert>{message}</FormAlert>
          {existingPhone && <ExistingCustomerNote phone={existingPhone} />}
        </>
      }
      actions={
        <FormDialogFooter sticky submitting={saving}>
          {submitLabel}
        </FormDialogFooter>
      }
    />
  );
}

/**
 * The phone belongs to a customer already (maybe another vendor's): the API reveals nothing more, and
 * the registration wizard is the way on, since it asks the customer's consent with a code by SMS.
 */
function ExistingCustomerNote({ phone }: { phone: string }) {
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-3 text-sm text-sky-900 sm:flex sm:items-center sm:justify-between dark:border-sky-900/70 dark:bg-sky-950/40 dark:text-sky-200"
    >
      <p>
        Este cliente ya existe. Regístralo con el asistente: le enviaremos un código por SMS para que autorice
        su solicitud contigo.
      </p>
      <Button asChild size="sm" variant="outline" className="shrink-0">
        <Link to={WIZARD_PATH} state={{ phone: phone.replace(/^\+507/, '') }}>
          <UserPlus aria-hidden="true" />
          Abrir el asistente
        </Link>
      </Button>
    </div>
  );
}

/** New customer: an empty form; an existing phone points to the wizard. */
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
          <CustomerDialogForm
            defaultValues={emptyCustomerForm}
            phone="editable"
            submitLabel="Crear cliente"
            save={async (body) => {
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
            <CustomerDialogForm
              key={found.customer.id}
              defaultValues={customerFormValues(found.customer)}
              phone="locked"
              submitLabel="Guardar cambios"
              save={async ({ phoneNumber: _unchanged, ...body }) => {
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
    <CustomerDetailDialogFrame
      customerId={customerId}
      name={(detail) => customerName(detail.customer)}
      onClose={onClose}
      query={query}
      footer={
        <DetailDialogFooter>
          {data && (
            <>
              <Button variant="outline" onClick={() => onEdit(data.customer.id)}>
                <Pencil aria-hidden="true" />
                Editar cliente
              </Button>
              {/* Already the vendor's customer: the wizard opens at the financing, with no new SMS code. */}
              <Button asChild>
                <Link to={WIZARD_PATH} state={{ customer: data.customer }}>
                  <FilePlus aria-hidden="true" />
                  Nueva solicitud
                </Link>
              </Button>
            </>
          )}
        </DetailDialogFooter>
      }
    >
      {(data) => <CustomerDetailBody detail={data} />}
    </CustomerDetailDialogFrame>
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
          <DescriptionItem label="Correo electrónico">
            {c.email && <EmailAddress address={c.email} />}
          </DescriptionItem>
          <DescriptionItem label="Fecha de nacimiento">
            {c.dateOfBirth && formatDate(c.dateOfBirth, 'long')}
          </DescriptionItem>
          <DescriptionItem label="Identificación">
            {c.identityType || c.identityNumber
              ? [c.identityType && identityTypeLabel(c.identityType), c.identityNumber]
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
