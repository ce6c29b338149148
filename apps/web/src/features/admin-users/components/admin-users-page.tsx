import {
  type AdminAccount,
  type AdminCustomerSummary,
  accountListQuery,
  type VendorAccount,
} from '@quincena/shared';
import { SearchX, ShieldCheck, Store, UserPlus, Users } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { z } from 'zod';
import { ExportCsvButton } from '../../../components/domain/export-csv-button.tsx';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { useViewParam } from '../../../components/domain/use-view-param.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { lazyNamed, useLazyMount } from '../../../lib/lazy-named.ts';
import { useExportCustomers } from '../api/export-customers.ts';
import { type AccountFilters, useAdminAccounts } from '../api/list-admin-accounts.ts';
import { useCustomers } from '../api/list-customers.ts';
import { useVendorAccounts } from '../api/list-vendor-accounts.ts';
import type { AccountModal, CustomerRef } from './account-labels.tsx';
import { adminListViews, customerListViews, vendorListViews } from './account-lists.tsx';

// The dialogs' forms and validation are a chunk of their own, loaded once the lists have rendered.
const UserDialogs = lazyNamed(() => import('./user-dialogs.tsx'), 'UserDialogs');
const USER_TABS = ['admins', 'vendors', 'customers'] as const;
type UserTab = (typeof USER_TABS)[number];

/** The page's URL: the tab (spec §2.5), its search and its page. */
const usersPageQuery = accountListQuery.extend({ tab: z.enum(USER_TABS).default('admins') });

const TAB_INFO = {
  admins: { label: 'Administradores', icon: ShieldCheck, search: 'Usuario o correo' },
  vendors: { label: 'Vendedores', icon: Store, search: 'Nombre, usuario, correo, concesionario o teléfono' },
  customers: { label: 'Clientes', icon: Users, search: 'Nombre, teléfono o correo' },
} as const satisfies Record<UserTab, unknown>;

const emptyFiltered = {
  icon: SearchX,
  title: 'Nadie coincide con la búsqueda',
  description: 'Prueba con otro nombre, usuario, teléfono o correo.',
};

/**
 * /admin/users ('Gestión de Usuarios'): administrators, vendors and customers in tabs. Only a
 * SUPER_ADMIN sees the administrators (the API refuses them to ADMIN); customers are only viewed and
 * deleted here, admins and vendors only created, viewed and edited.
 */
export function UserManagementPage() {
  const { user } = useAuth();
  const isSuperAdmin = user?.userType === 'admin' && user.role === 'SUPER_ADMIN';
  const { filters, setFilters, setPage } = useUrlFilters(usersPageQuery);
  const tabs = USER_TABS.filter((tab) => tab !== 'admins' || isSuperAdmin);
  const tab: UserTab = tabs.includes(filters.tab) ? filters.tab : 'vendors';
  const listFilters: AccountFilters = { page: filters.page, search: filters.search };
  const exportCustomers = useExportCustomers();

  const [adminModal, setAdminModal] = useState<AccountModal<AdminAccount>>(null);
  const [vendorModal, setVendorModal] = useState<AccountModal<VendorAccount>>(null);
  const [viewedCustomer, setViewedCustomer] = useState<string | null>(null);
  // The global search opens a customer here (`?tab=customers&view=<id>`).
  useViewParam(setViewedCustomer);
  // Kept while the confirmation animates out, so its text does not vanish.
  const [toDelete, setToDelete] = useState<CustomerRef | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const dialogsMounted = useLazyMount(UserDialogs, {
    asked: adminModal !== null || vendorModal !== null || viewedCustomer !== null || deleteOpen,
  });
  const askDelete = (customer: CustomerRef) => {
    setToDelete(customer);
    setDeleteOpen(true);
  };

  const createButton =
    tab === 'admins' ? (
      <Button onClick={() => setAdminModal({ kind: 'create' })}>
        <UserPlus aria-hidden="true" />
        Nuevo administrador
      </Button>
    ) : tab === 'vendors' ? (
      <Button onClick={() => setVendorModal({ kind: 'create' })}>
        <UserPlus aria-hidden="true" />
        Nuevo vendedor
      </Button>
    ) : null;
  const headerAction =
    tab === 'customers' ? (
      <ExportCsvButton
        exportFile={() => exportCustomers.mutateAsync({ search: filters.search })}
        pending={exportCustomers.isPending}
        fileName="clientes.csv"
        errorTitle="Error al exportar los clientes"
      />
    ) : (
      createButton
    );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Gestión de Usuarios"
        description="Administradores, vendedores y clientes de Quincena."
        actions={headerAction}
      />
      {/* min-w-0: on a phone the row of tabs scrolls instead of widening the page. */}
      <Tabs
        value={tab}
        onValueChange={(next) => setFilters({ tab: next as UserTab, search: undefined })}
        className="min-w-0"
      >
        <TabsList aria-label="Tipo de usuario" className="w-fit">
          {tabs.map((t) => {
            const Icon = TAB_INFO[t].icon;
            return (
              <TabsTrigger key={t} value={t}>
                <Icon aria-hidden="true" />
                {TAB_INFO[t].label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {tabs.map((t) => (
          <TabsContent key={t} value={t} className="mt-4 grid grid-cols-1 gap-4">
            <FilterBar
              label={`Buscar ${TAB_INFO[t].label.toLowerCase()}`}
              active={Boolean(filters.search)}
              onClear={() => setFilters({ search: undefined })}
              className="sm:grid-cols-[minmax(0,1fr)_auto]"
            >
              <SearchInput
                label="Buscar"
                placeholder={TAB_INFO[t].search}
                value={filters.search ?? ''}
                onSearch={(search) => setFilters({ search })}
              />
            </FilterBar>
            {t === 'admins' ? (
              <AdminsList
                filters={listFilters}
                onPageChange={setPage}
                create={createButton}
                onView={(account) => setAdminModal({ kind: 'view', account })}
                onEdit={(account) => setAdminModal({ kind: 'edit', account })}
              />
            ) : t === 'vendors' ? (
              <VendorsList
                filters={listFilters}
                onPageChange={setPage}
                create={createButton}
                onView={(account) => setVendorModal({ kind: 'view', account })}
                onEdit={(account) => setVendorModal({ kind: 'edit', account })}
              />
            ) : (
              <CustomersList
                filters={listFilters}
                onPageChange={setPage}
                onView={(c) => setViewedCustomer(c.id)}
                onDelete={askDelete}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      {dialogsMounted && (
        <Suspense fallback={null}>
          <UserDialogs
            adminModal={adminModal}
            setAdminModal={setAdminModal}
            vendorModal={vendorModal}
            setVendorModal={setVendorModal}
            viewedCustomer={viewedCustomer}
            setViewedCustomer={setViewedCustomer}
            askDelete={askDelete}
            toDelete={toDelete}
            deleteOpen={deleteOpen}
            setDeleteOpen={setDeleteOpen}
          />
        </Suspense>
      )}
    </div>
  );
}

interface ListProps<T> {
  filters: AccountFilters;
  onPageChange: (page: number) => void;
  onView: (item: T) => void;
}

function AdminsList({
  filters,
  onPageChange,
  onView,
  onEdit,
  create,
}: ListProps<AdminAccount> & { onEdit: (a: AdminAccount) => void; create: ReactNode }) {
  return (
    <ListResults
      query={useAdminAccounts(filters)}
      items={(data) => data.admins}
      errorTitle="Error al cargar los administradores"
      filtered={Boolean(filters.search)}
      empty={{ icon: ShieldCheck, title: 'No hay administradores', action: create }}
      emptyFiltered={emptyFiltered}
      onPageChange={onPageChange}
      wideFrom="lg"
      {...adminListViews({ onView, onEdit })}
    />
  );
}

function VendorsList({
  filters,
  onPageChange,
  onView,
  onEdit,
  create,
}: ListProps<VendorAccount> & { onEdit: (v: VendorAccount) => void; create: ReactNode }) {
  return (
    <ListResults
      query={useVendorAccounts(filters)}
      items={(data) => data.vendors}
      errorTitle="Error al cargar los vendedores"
      filtered={Boolean(filters.search)}
      empty={{
        icon: Store,
        title: 'Aún no hay vendedores',
        description: 'Crea la cuenta de un concesionario para que registre solicitudes.',
        action: create,
      }}
      emptyFiltered={emptyFiltered}
      onPageChange={onPageChange}
      {...vendorListViews({ onView, onEdit })}
    />
  );
}

function CustomersList({
  filters,
  onPageChange,
  onView,
  onDelete,
}: ListProps<AdminCustomerSummary> & { onDelete: (c: AdminCustomerSummary) => void }) {
  return (
    <ListResults
      query={useCustomers(filters)}
      items={(data) => data.customers}
      errorTitle="Error al cargar los clientes"
      filtered={Boolean(filters.search)}
      empty={{
        icon: Users,
        title: 'Aún no hay clientes',
        description: 'Los clientes aparecen aquí cuando un vendedor los registra o inician sesión.',
      }}
      emptyFiltered={emptyFiltered}
      onPageChange={onPageChange}
      wideFrom="lg"
      {...customerListViews({ onView, onDelete })}
    />
  );
}
