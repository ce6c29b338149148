import { updateVendorProfileBody, type VendorAccount } from '@quincena/shared';
import { Building2, KeyRound, Pencil, ShieldCheck, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { PhoneNumberInput } from '../../../components/domain/phone-number-input.tsx';
import { fieldIn } from '../../../components/domain/use-server-errors.ts';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import {
  VENDOR_PROFILE_FIELDS,
  vendorProfileValues,
} from '../../../components/domain/vendor-profile-fields.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormAlert, fieldIssuesOf } from '../../../components/ui/form-alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatPercent, formatPhone } from '../../../lib/format.ts';
import { useVendorProfile } from '../api/get-vendor-profile.ts';
import { useUpdateVendorProfile } from '../api/update-vendor-profile.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

export const PROFILE_ERROR_TITLE = 'Error al cargar el perfil';

/** /vendor/profile: personal and company data (view, then edit), account status, password change. */
export function VendorProfilePage() {
  const { data: vendor, isPending, isError, error, refetch, isFetching } = useVendorProfile();
  const [editing, setEditing] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Mi Perfil"
        description="Tus datos personales y los de tu concesionario."
        actions={
          vendor && (
            <>
              <Button variant="outline" onClick={() => setPasswordOpen(true)}>
                <KeyRound aria-hidden="true" />
                Cambiar contraseña
              </Button>
              {!editing && (
                <Button onClick={() => setEditing(true)}>
                  <Pencil aria-hidden="true" />
                  Editar perfil
                </Button>
              )}
            </>
          )
        }
      />

      {isPending ? (
        <ProfileSkeleton />
      ) : isError ? (
        <ErrorState
          title={PROFILE_ERROR_TITLE}
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {editing ? (
              <ProfileForm vendor={vendor} onDone={() => setEditing(false)} />
            ) : (
              <ProfileView vendor={vendor} />
            )}
          </div>
          <AccountStatusCard vendor={vendor} />
        </div>
      )}

      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </div>
  );
}

function SectionCard({
  icon: Icon,
  title,
  description,
  children,
  footer,
}: {
  icon: typeof UserRound;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer}
    </Card>
  );
}

function ProfileView({ vendor }: { vendor: VendorAccount }) {
  return (
    <div className="grid gap-6">
      <SectionCard icon={UserRound} title="Información personal">
        <DescriptionList>
          <DescriptionItem label="Nombre">{vendor.firstName}</DescriptionItem>
          <DescriptionItem label="Apellido">{vendor.lastName}</DescriptionItem>
          <DescriptionItem label="Correo electrónico">
            <EmailAddress address={vendor.email} />
          </DescriptionItem>
          <DescriptionItem label="Teléfono">{formatPhone(vendor.phoneNumber)}</DescriptionItem>
          <DescriptionItem label="Dirección" className="sm:col-span-2">
            {vendor.address}
          </DescriptionItem>
          <DescriptionItem label="Ciudad">{vendor.city}</DescriptionItem>
          <DescriptionItem label="Región">{vendor.region}</DescriptionItem>
        </DescriptionList>
      </SectionCard>
      <SectionCard icon={Building2} title="Información de la empresa">
        <DescriptionList>
          <DescriptionItem label="Concesionario">{vendor.dealershipName}</DescriptionItem>
          <DescriptionItem label="Número de licencia">{vendor.licenseNumber}</DescriptionItem>
        </DescriptionList>
      </SectionCard>
    </div>
  );
}

const isProfileField = fieldIn(VENDOR_PROFILE_FIELDS);

function ProfileForm({ vendor, onDone }: { vendor: VendorAccount; onDone: () => void }) {
  const update = useUpdateVendorProfile();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  // The API's own body schema: the same rules and messages as the server.
  const { handleSubmit, setError, setFocus, isSubmitting, fieldProps } = useZodForm(updateVendorProfileBody, {
    defaultValues: vendorProfileValues(vendor),
  });

  // Editing starts in the first field.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await update.mutateAsync(body);
      toast.success('Perfil actualizado', 'Tus datos se guardaron.');
      onDone();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerError(error.message);
      for (const issue of fieldIssuesOf(error.details)) {
        if (isProfileField(issue.field)) setError(issue.field, { message: issue.message });
      }
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Editar perfil" className="grid gap-6">
      <FormAlert>{serverError}</FormAlert>
      <SectionCard icon={UserRound} title="Información personal">
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Nombre" required autoComplete="given-name" {...fieldProps('firstName')} />
          <Input label="Apellido" required autoComplete="family-name" {...fieldProps('lastName')} />
          <Input
            label="Correo electrónico"
            type="email"
            value={vendor.email}
            disabled
            readOnly
            hint="Solo un administrador puede cambiar el correo."
          />
          <PhoneNumberInput autoComplete="tel-national" {...fieldProps('phoneNumber')} />
          <Input
            label="Dirección"
            autoComplete="street-address"
            containerClassName="sm:col-span-2"
            {...fieldProps('address')}
          />
          <Input label="Ciudad" autoComplete="address-level2" {...fieldProps('city')} />
          <Input label="Región" autoComplete="address-level1" {...fieldProps('region')} />
        </div>
      </SectionCard>
      <SectionCard
        icon={Building2}
        title="Información de la empresa"
        footer={
          <CardFooter className="flex-col-reverse justify-end sm:flex-row">
            <Button variant="outline" onClick={onDone} disabled={isSubmitting} className="w-full sm:w-auto">
              Cancelar
            </Button>
            <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
              Guardar cambios
            </Button>
          </CardFooter>
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Concesionario" autoComplete="organization" {...fieldProps('dealershipName')} />
          <Input label="Número de licencia" autoComplete="off" {...fieldProps('licenseNumber')} />
        </div>
      </SectionCard>
    </form>
  );
}

function AccountStatusCard({ vendor }: { vendor: VendorAccount }) {
  return (
    <SectionCard icon={ShieldCheck} title="Estado de la cuenta">
      <dl className="grid gap-4 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted-foreground">Cuenta</dt>
          <dd>
            {vendor.isActive ? <Badge tone="success">Activa</Badge> : <Badge tone="danger">Inactiva</Badge>}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted-foreground">Verificación</dt>
          <dd>
            {vendor.isVerified ? (
              <Badge tone="success">Verificada</Badge>
            ) : (
              <Badge tone="warning">Pendiente</Badge>
            )}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted-foreground">Comisión</dt>
          <dd className="font-semibold text-foreground tabular-nums">
            {formatPercent(vendor.commissionRate)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted-foreground">Usuario</dt>
          <dd className="font-medium text-foreground">{vendor.username}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-muted-foreground">Miembro desde</dt>
          <dd className="text-foreground">{formatDate(vendor.createdAt)}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Cargando el perfil..." className="grid items-start gap-6 lg:grid-cols-3">
      <Card className="grid gap-4 p-6 lg:col-span-2">
        <Skeleton className="h-6 w-48" />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      </Card>
      <Card className="grid gap-4 p-6">
        <Skeleton className="h-6 w-40" />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-5" />
        ))}
      </Card>
    </div>
  );
}
