import type { AdminAccount, VendorAccount } from '@quincena/shared';
import type { ReactNode } from 'react';
import { DetailDialogFooter } from '../../../components/domain/detail-dialog-footer.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
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

interface AccountDialogFramesProps<T> extends AccountDialogsProps<T> {
  formTitle: { create: string; edit: string };
  /** The create form (no account) or the edit form of the account. */
  form: (account: T | null) => ReactNode;
  view: { title: (account: T) => string; description: string; size: 'md' | 'lg' };
  /** The account's details in the view dialog. */
  detail: (account: T) => ReactNode;
}

/** The create/edit dialog and the view dialog of one kind of account. */
function AccountDialogFrames<T>({
  modal,
  onClose,
  onEdit,
  formTitle,
  form,
  view,
  detail,
}: AccountDialogFramesProps<T>) {
  const onOpenChange = (open: boolean) => !open && onClose();
  return (
    <>
      <Dialog open={modal?.kind === 'create' || modal?.kind === 'edit'} onOpenChange={onOpenChange}>
        {(modal?.kind === 'create' || modal?.kind === 'edit') && (
          <DialogContent
            title={formTitle[modal.kind]}
            description={FORM_DESCRIPTION}
            size="lg"
            onInteractOutside={(event) => event.preventDefault()}
          >
            {form(modal.kind === 'create' ? null : modal.account)}
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={modal?.kind === 'view'} onOpenChange={onOpenChange}>
        {modal?.kind === 'view' && (
          <DialogContent title={view.title(modal.account)} description={view.description} size={view.size}>
            {detail(modal.account)}
            <DetailDialogFooter onEdit={() => onEdit(modal.account)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

/** Create, view and edit of administrator accounts (SUPER_ADMIN only, as the API). */
export function AdminDialogs(props: AccountDialogsProps<AdminAccount>) {
  const create = useCreateAdminAccount();
  const update = useUpdateAdminAccount();
  const { toast } = useToast();
  const { onClose } = props;
  return (
    <AccountDialogFrames
      {...props}
      formTitle={{ create: 'Nuevo administrador', edit: 'Editar administrador' }}
      form={(account) =>
        account === null ? (
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
            key={account.id}
            mode="edit"
            defaultValues={adminFormValues(account)}
            onSubmit={async (body) => {
              const admin = await update.mutateAsync({ id: account.id, body });
              toast.success('Administrador actualizado', `Se guardaron los datos de ${admin.username}.`);
              onClose();
            }}
          />
        )
      }
      view={{ title: (account) => account.username, description: 'Administrador', size: 'md' }}
      detail={(account) => (
        <DescriptionList>
          <DescriptionItem label="Usuario">{account.username}</DescriptionItem>
          <DescriptionItem label="Correo electrónico">{account.email}</DescriptionItem>
          <DescriptionItem label="Rol">{ADMIN_ROLE_LABELS[account.role]}</DescriptionItem>
          <DescriptionItem label="Estado">
            <ActiveBadge active={account.isActive} />
          </DescriptionItem>
          <DescriptionItem label="Creado">{formatDate(account.createdAt, 'long')}</DescriptionItem>
        </DescriptionList>
      )}
    />
  );
}

/** Create, view and edit of vendor accounts. */
export function VendorDialogs(props: AccountDialogsProps<VendorAccount>) {
  const create = useCreateVendorAccount();
  const update = useUpdateVendorAccount();
  const { toast } = useToast();
  const { onClose } = props;
  return (
    <AccountDialogFrames
      {...props}
      formTitle={{ create: 'Nuevo vendedor', edit: 'Editar vendedor' }}
      form={(account) =>
        account === null ? (
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
            key={account.id}
            mode="edit"
            defaultValues={vendorFormValues(account)}
            onSubmit={async (body) => {
              const vendor = await update.mutateAsync({ id: account.id, body });
              toast.success('Vendedor actualizado', `Se guardaron los datos de ${vendorName(vendor)}.`);
              onClose();
            }}
          />
        )
      }
      view={{ title: vendorName, description: 'Vendedor', size: 'lg' }}
      detail={(account) => <VendorDetail vendor={account} />}
    />
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
