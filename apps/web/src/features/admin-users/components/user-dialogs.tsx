import type { AdminAccount, VendorAccount } from '@quincena/shared';
import { AdminDialogs, VendorDialogs } from './account-dialogs.tsx';
import type { AccountModal, CustomerRef } from './account-labels.tsx';
import { CustomerDetailDialog, DeleteCustomerDialog } from './customer-dialogs.tsx';

interface UserDialogsProps {
  adminModal: AccountModal<AdminAccount>;
  setAdminModal: (modal: AccountModal<AdminAccount>) => void;
  vendorModal: AccountModal<VendorAccount>;
  setVendorModal: (modal: AccountModal<VendorAccount>) => void;
  viewedCustomer: string | null;
  setViewedCustomer: (id: string | null) => void;
  askDelete: (customer: CustomerRef) => void;
  toDelete: CustomerRef | null;
  deleteOpen: boolean;
  setDeleteOpen: (open: boolean) => void;
}

/** The users page's dialogs: an account's detail and forms per tab, a customer's detail and deletion. */
export function UserDialogs(props: UserDialogsProps) {
  return (
    <>
      <AdminDialogs
        modal={props.adminModal}
        onClose={() => props.setAdminModal(null)}
        onEdit={(account) => props.setAdminModal({ kind: 'edit', account })}
      />
      <VendorDialogs
        modal={props.vendorModal}
        onClose={() => props.setVendorModal(null)}
        onEdit={(account) => props.setVendorModal({ kind: 'edit', account })}
      />
      <CustomerDetailDialog
        customerId={props.viewedCustomer}
        onClose={() => props.setViewedCustomer(null)}
        onDelete={props.askDelete}
      />
      <DeleteCustomerDialog
        customer={props.toDelete}
        open={props.deleteOpen}
        onOpenChange={props.setDeleteOpen}
        onDeleted={() => props.setViewedCustomer(null)}
      />
    </>
  );
}
