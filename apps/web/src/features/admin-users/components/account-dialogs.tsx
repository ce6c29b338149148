import type { AdminAccount, VendorAccount } from '@quincena/shared';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatDate, formatPercent, formatPhone } from '../../../lib/format.ts';
import { useCreateAdminAccount } from '../api/create-admin-account.ts';
import { useCreateVendorAccount } from '../api/create-vendor-account.ts';
import { useUpdateAdminAccount } from '../api/update-admin-account.ts';
import { useUpdateVendorAccount } from '../api/update-vendor-account.ts';
import { AdminAccountForm, adminFormValues, VendorAccountForm, vendorFormValues } from './account-forms.tsx';
import {
  type AccountModal,
  ActiveBadge,
  ADMIN_ROLE_LABELS,
  VerifiedBadge,
  vendorName,
} from './account-labels.tsx';

interface AccountDialogsProps<T> {
  modal: AccountModal<T>;
  onClose: () => void;
  onEdit: (account: T) => void;
}

const FORM_DESCRIPTION = 'Los campos marcados con * son obligatorios.';

function DetailFooter({ onEdit }: { onEdit: () => void }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cerrar</Button>
      </DialogClose>
      <Button onClick={onEdit}>
        <Pencil aria-hidden="true" />
        Editar
      </Button>
    </DialogFooter>
  );
}

/** Create, view and edit of administrator accounts (SUPER_ADMIN only, as the API). */
export function AdminDialogs({ modal, onClose, onEdit }: AccountDialogsProps<AdminAccount>) {
  const create = useCreateAdminAccount();
  const update = useUpdateAdminAccount();
  const { toast } = useToast();
  const onOpenChange = (open: boolean) => !open && onClose();
  return (
    <>
      <Dialog open={modal?.kind === 'create' || modal?.kind === 'edit'} onOpenChange={onOpenChange}>
        {(modal?.kind === 'create' || modal?.kind === 'edit') && (
          <DialogContent
            title={modal.kind === 'create' ? 'Nuevo administrador' : 'Editar administrador'}
            description={FORM_DESCRIPTION}
            size="lg"
            onInteractOutside={(event) => event.preventDefault()}
          >
            {modal.kind === 'create' ? (
              <AdminAccountForm
                mode="create"
                defaultValues={adminFormValues()}
                onSubmit={async (body) => {
                  const admin = await create.mutateAsync(body);
                  toast.success('Administrador creado', `${admin.username} ya puede iniciar sesión.`);
                  onClose();
                }}
              />
            ) : (
              <AdminAccountForm
                key={modal.account.id}
                mode="edit"
                defaultValues={adminFormValues(modal.account)}
                onSubmit={async (body) => {
                  const admin = await update.mutateAsync({ id: modal.account.id, body });
                  toast.success('Administrador actualizado', `Se guardaron los datos de ${admin.username}.`);
                  onClose();
                }}
              />
            )}
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={modal?.kind === 'view'} onOpenChange={onOpenChange}>
        {modal?.kind === 'view' && (
          <DialogContent title={modal.account.username} description="Administrador" size="md">
            <DescriptionList>
              <DescriptionItem label="Usuario">{modal.account.username}</DescriptionItem>
              <DescriptionItem label="Correo electrónico">{modal.account.email}</DescriptionItem>
              <DescriptionItem label="Rol">{ADMIN_ROLE_LABELS[modal.account.role]}</DescriptionItem>
              <DescriptionItem label="Estado">
                <ActiveBadge active={modal.account.isActive} />
              </DescriptionItem>
              <DescriptionItem label="Creado">{formatDate(modal.account.createdAt, 'long')}</DescriptionItem>
            </DescriptionList>
            <DetailFooter onEdit={() => onEdit(modal.account)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/** Create, view and edit of vendor accounts. */
export function VendorDialogs({ modal, onClose, onEdit }: AccountDialogsProps<VendorAccount>) {
  const create = useCreateVendorAccount();
  const update = useUpdateVendorAccount();
  const { toast } = useToast();
  const onOpenChange = (open: boolean) => !open && onClose();
  return (
    <>
      <Dialog open={modal?.kind === 'create' || modal?.kind === 'edit'} onOpenChange={onOpenChange}>
        {(modal?.kind === 'create' || modal?.kind === 'edit') && (
          <DialogContent
            title={modal.kind === 'create' ? 'Nuevo vendedor' : 'Editar vendedor'}
            description={FORM_DESCRIPTION}
            size="lg"
            onInteractOutside={(event) => event.preventDefault()}
          >
            {modal.kind === 'create' ? (
              <VendorAccountForm
                mode="create"
                defaultValues={vendorFormValues()}
                onSubmit={async (body) => {
                  const vendor = await create.mutateAsync(body);
                  toast.success('Vendedor creado', `${vendorName(vendor)} ya puede iniciar sesión.`);
                  onClose();
                }}
              />
            ) : (
              <VendorAccountForm
                key={modal.account.id}
                mode="edit"
                defaultValues={vendorFormValues(modal.account)}
                onSubmit={async (body) => {
                  const vendor = await update.mutateAsync({ id: modal.account.id, body });
                  toast.success('Vendedor actualizado', `Se guardaron los datos de ${vendorName(vendor)}.`);
                  onClose();
                }}
              />
            )}
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={modal?.kind === 'view'} onOpenChange={onOpenChange}>
        {modal?.kind === 'view' && (
          <DialogContent title={vendorName(modal.account)} description="Vendedor" size="lg">
            <VendorDetail vendor={modal.account} />
            <DetailFooter onEdit={() => onEdit(modal.account)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function VendorDetail({ vendor: v }: { vendor: VendorAccount }) {
  return (
    <DescriptionList>
      <DescriptionItem label="Usuario">{v.username}</DescriptionItem>
      <DescriptionItem label="Correo electrónico">{v.email}</DescriptionItem>
      <DescriptionItem label="Teléfono">{formatPhone(v.phoneNumber)}</DescriptionItem>
      <DescriptionItem label="Concesionario">{v.dealershipName}</DescriptionItem>
      <DescriptionItem label="Licencia">{v.licenseNumber}</DescriptionItem>
      <DescriptionItem label="Comisión">{formatPercent(v.commissionRate)}</DescriptionItem>
      <DescriptionItem label="Dirección">
        {[v.address, v.city, v.region].filter(Boolean).join(', ')}
      </DescriptionItem>
      <DescriptionItem label="Estado">
        <span className="flex flex-wrap gap-2">
          <ActiveBadge active={v.isActive} />
          <VerifiedBadge verified={v.isVerified} />
        </span>
      </DescriptionItem>
      <DescriptionItem label="Creado">{formatDate(v.createdAt, 'long')}</DescriptionItem>
    </DescriptionList>
  );
}
