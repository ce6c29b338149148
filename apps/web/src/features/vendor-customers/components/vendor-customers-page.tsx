import type { ApplicationStatus, VendorCustomerSummary } from '@quincena/shared';
import { Eye, FilterX, Pencil, SearchX, UserPlus, Users } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPhone } from '../../../lib/format.ts';
import { useVendorCustomers, type VendorCustomerFilters } from '../api/list-vendor-customers.ts';
import {
  CreateCustomerDialog,
  CustomerDetailDialog,
  customerName,
  EditCustomerDialog,
  VerificationBadge,
} from './customer-dialogs.tsx';

export const CUSTOMERS_ERROR_TITLE = 'Error al cargar clientes';

const VERIFICATION_OPTIONS = [
  { value: 'all', label: 'Todos' },
  { value: 'true', label: 'Verificados' },
  { value: 'false', label: 'No verificados' },
];

/** The filters live in the URL (?page=&search=&isVerified=), so reload and back keep them. */
function filtersFromParams(params: URLSearchParams): VendorCustomerFilters {
  const page = Number(params.get('page'));
  const verified = params.get('isVerified');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    isVerified: verified === 'true' ? true : verified === 'false' ? false : null,
  };
}

function paramsFromFilters(filters: VendorCustomerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.search) params.set('search', filters.search);
  if (filters.isVerified !== null) params.set('isVerified', String(filters.isVerified));
  return params;
}

type Modal = { kind: 'create' } | { kind: 'view'; id: string } | { kind: 'edit'; id: string } | null;

export interface VendorCustomersPageProps {
  /** The application status badge, supplied by the route (it belongs to the applications feature). */
  StatusBadge: ComponentType<{ status: ApplicationStatus }>;
}

/** /vendor/customers: search, verification filter, paged list, and create / edit / detail dialogs. */
export function VendorCustomersPage({ StatusBadge }: VendorCustomersPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const [modal, setModal] = useState<Modal>(null);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } =
    useVendorCustomers(filters);

  const setFilters = (next: VendorCustomerFilters) =>
    setSearchParams(paramsFromFilters(next), { replace: true });
  const filtered = filters.search !== '' || filters.isVerified !== null;
  const close = () => setModal(null);
  const view = (id: string) => setModal({ kind: 'view', id });
  const edit = (id: string) => setModal({ kind: 'edit', id });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Clientes"
        description="Los clientes que registraste y sus solicitudes."
        actions={
          <Button onClick={() => setModal({ kind: 'create' })}>
            <UserPlus aria-hidden="true" />
            Nuevo cliente
          </Button>
        }
      />

      <div
        role="search"
        aria-label="Filtrar clientes"
        className="grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
      >
        <SearchInput
          label="Buscar"
          placeholder="Nombre, teléfono o correo"
          value={filters.search}
          onSearch={(search) => setFilters({ ...filters, search, page: 1 })}
        />
        <Select
          label="Verificación"
          options={VERIFICATION_OPTIONS}
          value={filters.isVerified === null ? 'all' : String(filters.isVerified)}
          onValueChange={(value) =>
            setFilters({ ...filters, page: 1, isVerified: value === 'all' ? null : value === 'true' })
          }
        />
        <div className={cn('flex sm:pt-6.5', !filtered && 'max-sm:hidden')}>
          <Button
            variant="ghost"
            disabled={!filtered}
            onClick={() => setFilters({ page: 1, search: '', isVerified: null })}
            className="w-full sm:w-auto"
          >
            <FilterX aria-hidden="true" />
            Limpiar
          </Button>
        </div>
      </div>

      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <ErrorState
          title={CUSTOMERS_ERROR_TITLE}
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.customers.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="Ningún cliente coincide con la búsqueda"
            description="Prueba con otro nombre, teléfono o correo, o cambia el filtro de verificación."
          />
        ) : (
          <EmptyState
            icon={Users}
            title="Aún no tienes clientes"
            description="Registra tu primer cliente para enviar su solicitud de crédito."
            action={
              <Button onClick={() => setModal({ kind: 'create' })}>
                <UserPlus aria-hidden="true" />
                Nuevo cliente
              </Button>
            }
          />
        )
      ) : (
        <div
          className={cn('grid gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
          aria-busy={isPlaceholderData || undefined}
        >
          <CustomerCards customers={data.customers} onView={view} onEdit={edit} />
          <CustomerTable customers={data.customers} onView={view} onEdit={edit} />
          <Pagination
            {...data.pagination}
            disabled={isPlaceholderData}
            onPageChange={(page) => setFilters({ ...filters, page })}
          />
        </div>
      )}

      <CreateCustomerDialog open={modal?.kind === 'create'} onClose={close} />
      <CustomerDetailDialog
        customerId={modal?.kind === 'view' ? modal.id : null}
        onClose={close}
        onEdit={edit}
        StatusBadge={StatusBadge}
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
    <Table containerClassName="hidden xl:block">
      <TableCaption className="sr-only">Clientes</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={pad}>Cliente</TableHead>
          <TableHead className={pad}>Contacto</TableHead>
          <TableHead className={pad}>Ciudad</TableHead>
          <TableHead className={pad}>Estado</TableHead>
          <TableHead className={cn(pad, 'text-right')}>Aplicaciones</TableHead>
          <TableHead className={cn(pad, 'text-right')}>
            <span className="sr-only">Acciones</span>
          </TableHead>
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
              {c.email && (
                <p className="max-w-48 truncate text-xs text-muted-foreground" title={c.email}>
                  {c.email}
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
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  onClick={() => onView(c.id)}
                  aria-label={`Ver ${customerName(c)}`}
                  title="Ver detalle"
                >
                  <Eye aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  onClick={() => onEdit(c.id)}
                  aria-label={`Editar ${customerName(c)}`}
                  title="Editar"
                >
                  <Pencil aria-hidden="true" />
                </Button>
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
    <ul aria-label="Clientes" className="grid gap-3 md:grid-cols-2 xl:hidden">
      {customers.map((c) => (
        <li key={c.id}>
          <Card className="grid h-full grid-rows-[auto_1fr_auto] gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="grid min-w-0 gap-0.5">
                <p className="truncate font-semibold text-foreground">{customerName(c)}</p>
                <p className="text-sm text-muted-foreground tabular-nums">{formatPhone(c.phoneNumber)}</p>
                {c.email && <p className="truncate text-xs text-muted-foreground">{c.email}</p>}
              </div>
              <VerificationBadge verified={c.isVerified} />
            </div>
            <p className="text-xs text-muted-foreground">
              {[c.city, applicationsLabel(c.applicationsCount), `Registrado el ${formatDate(c.createdAt)}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => onView(c.id)}
                aria-label={`Ver ${customerName(c)}`}
              >
                <Eye aria-hidden="true" />
                Ver
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onEdit(c.id)}
                aria-label={`Editar ${customerName(c)}`}
              >
                <Pencil aria-hidden="true" />
                Editar
              </Button>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}
