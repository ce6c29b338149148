import { type VendorCustomerSummary, vendorCustomerListQuery } from '@quincena/shared';
import { Eye, Pencil, SearchX, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { FilterBar } from '../../../components/domain/filter-bar.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { RowActionButton } from '../../../components/domain/row-action-button.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { ViewDetailButton } from '../../../components/domain/view-detail-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { TableActionsHead } from '../../../components/ui/table-actions-head.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPhone } from '../../../lib/format.ts';
import { useVendorCustomers } from '../api/list-vendor-customers.ts';
import {
  CreateCustomerDialog,
  CustomerDetailDialog,
  customerName,
  EditCustomerDialog,
  VerificationBadge,
} from './customer-dialogs.tsx';

export const CUSTOMERS_ERROR_TITLE = 'Error al cargar clientes';

const ALL = 'all';

const VERIFICATION_OPTIONS = [
  { value: ALL, label: 'Todos' },
  { value: 'true', label: 'Verificados' },
  { value: 'false', label: 'No verificados' },
];

type Modal = { kind: 'create' } | { kind: 'view'; id: string } | { kind: 'edit'; id: string } | null;

/** /vendor/customers: search, verification filter, paged list, and create / edit / detail dialogs. */
export function VendorCustomersPage() {
  const { filters, setFilters, setPage, clearFilters, isFiltered } = useUrlFilters(vendorCustomerListQuery);
  const [modal, setModal] = useState<Modal>(null);
  const query = useVendorCustomers(filters);

  const close = () => setModal(null);
  const view = (id: string) => setModal({ kind: 'view', id });
  const edit = (id: string) => setModal({ kind: 'edit', id });
  const createButton = (
    <Button onClick={() => setModal({ kind: 'create' })}>
      <UserPlus aria-hidden="true" />
      Nuevo cliente
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Clientes"
        description="Los clientes que registraste y sus solicitudes."
        actions={createButton}
      />

      <FilterBar label="Filtrar clientes" active={isFiltered} onClear={clearFilters}>
        <SearchInput
          label="Buscar"
          placeholder="Nombre, teléfono o correo"
          value={filters.search ?? ''}
          onSearch={(search) => setFilters({ search })}
        />
        <Select
          label="Verificación"
          options={VERIFICATION_OPTIONS}
          value={filters.isVerified ?? ALL}
          onValueChange={(value) =>
            setFilters({ isVerified: value === 'true' || value === 'false' ? value : undefined })
          }
        />
      </FilterBar>

      <ListResults
        query={query}
        items={(data) => data.customers}
        errorTitle={CUSTOMERS_ERROR_TITLE}
        filtered={isFiltered}
        emptyFiltered={{
          icon: SearchX,
          title: 'Ningún cliente coincide con la búsqueda',
          description: 'Prueba con otro nombre, teléfono o correo, o cambia el filtro de verificación.',
        }}
        empty={{
          icon: Users,
          title: 'Aún no tienes clientes',
          description: 'Registra tu primer cliente para enviar su solicitud de crédito.',
          action: createButton,
        }}
        onPageChange={setPage}
        cards={(customers) => <CustomerCards customers={customers} onView={view} onEdit={edit} />}
        table={(customers) => <CustomerTable customers={customers} onView={view} onEdit={edit} />}
      />

      <CreateCustomerDialog open={modal?.kind === 'create'} onClose={close} />
      <CustomerDetailDialog
        customerId={modal?.kind === 'view' ? modal.id : null}
        onClose={close}
        onEdit={edit}
      />
      <EditCustomerDialog customerId={modal?.kind === 'edit' ? modal.id : null} onClose={close} />
    </div>
  );
}

interface ListProps {
  customers: VendorCustomerSummary[];
  onView: (id: string) => void;
  onEdit: (id: string) => void;
}

const applicationsLabel = (n: number) => (n === 1 ? '1 aplicación' : `${n} aplicaciones`);

/** Wide screens: the spec's columns. Narrower screens get the cards. */
function CustomerTable({ customers, onView, onEdit }: ListProps) {
  const pad = 'px-3 first:pl-4 last:pr-4';
  return (
    <Table>
      <TableCaption className="sr-only">Clientes</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={pad}>Cliente</TableHead>
          <TableHead className={pad}>Contacto</TableHead>
          <TableHead className={pad}>Ciudad</TableHead>
          <TableHead className={pad}>Estado</TableHead>
          <TableHead className={cn(pad, 'text-right')}>Aplicaciones</TableHead>
          <TableActionsHead className={cn(pad, 'text-right')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((c) => (
          <TableRow key={c.id}>
            <TableCell className={cn(pad, 'min-w-48')}>
              <p className="font-medium text-foreground">{customerName(c)}</p>
              <p className="text-xs whitespace-nowrap text-muted-foreground">
                Registrado el {formatDate(c.createdAt)}
              </p>
            </TableCell>
            <TableCell className={pad}>
              <p className="whitespace-nowrap tabular-nums">{formatPhone(c.phoneNumber)}</p>
              {/* Wraps before the '@' when the table is short of room, rather than hiding the end. */}
              {c.email && (
                <p className="text-xs text-muted-foreground">
                  <EmailAddress address={c.email} />
                </p>
              )}
            </TableCell>
            <TableCell className={pad}>{c.city ?? '—'}</TableCell>
            <TableCell className={pad}>
              <VerificationBadge verified={c.isVerified} />
            </TableCell>
            <TableCell className={cn(pad, 'text-right tabular-nums')}>{c.applicationsCount}</TableCell>
            <TableCell className={pad}>
              <div className="flex justify-end gap-1">
                <ViewDetailButton compact label={`Ver ${customerName(c)}`} onClick={() => onView(c.id)} />
                <RowActionButton
                  compact
                  icon={Pencil}
                  label="Editar"
                  aria-label={`Editar ${customerName(c)}`}
                  onClick={() => onEdit(c.id)}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one card per customer instead of a wide table. */
function CustomerCards({ customers, onView, onEdit }: ListProps) {
  return (
    <ul aria-label="Clientes" className="grid gap-3 md:grid-cols-2">
      {customers.map((c) => (
        <li key={c.id}>
          <Card className="grid h-full grid-rows-[auto_1fr_auto] gap-3 p-4">
            {/* Only the name shares its row with the badge: the e-mail gets the card's whole width. */}
            <div className="grid min-w-0 gap-0.5">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-semibold wrap-break-word text-foreground">{customerName(c)}</p>
                <VerificationBadge verified={c.isVerified} />
              </div>
              <p className="text-sm text-muted-foreground tabular-nums">{formatPhone(c.phoneNumber)}</p>
              {c.email && (
                <p className="text-xs text-muted-foreground">
                  <EmailAddress address={c.email} />
                </p>
              )}
            </div>
            <p className="text-xs text-muted-foreground">
              {[c.city, applicationsLabel(c.applicationsCount), `Registrado el ${formatDate(c.createdAt)}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <RowActionButton
                icon={Eye}
                label="Ver"
                aria-label={`Ver ${customerName(c)}`}
                onClick={() => onView(c.id)}
              />
              <RowActionButton
                icon={Pencil}
                label="Editar"
                aria-label={`Editar ${customerName(c)}`}
                onClick={() => onEdit(c.id)}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
