import { type ApplicationSummary, applicationListQuery } from '@quincena/shared';
import { FileText, SearchX } from 'lucide-react';
import { useState } from 'react';
import {
  ApplicationCardHeader,
  CardTerm,
  MotorcycleTerm,
} from '../../../components/domain/application-card-parts.tsx';
import { ApplicationStatusBadge } from '../../../components/domain/application-status-badge.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { ViewDetailButton } from '../../../components/domain/view-detail-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
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
import { formatDate, formatMoney, formatPhone, LOCALE } from '../../../lib/format.ts';
import { useVendorApplications } from '../api/list-vendor-applications.ts';
import { ApplicationDetailDialog } from './application-detail-dialog.tsx';
import { ApplicationFilters, dateRangeError } from './application-filters.tsx';

export const APPLICATIONS_ERROR_TITLE = 'Error al cargar aplicaciones';

const customerName = (a: ApplicationSummary) =>
  [a.customer.firstName, a.customer.lastName].filter(Boolean).join(' ').trim() ||
  formatPhone(a.customer.phoneNumber);

const loanAmount = (a: ApplicationSummary) => (a.loanAmount === null ? 'N/A' : formatMoney(a.loanAmount));

/** /vendor/applications: the vendor's credit applications, filtered and paged, with a detail dialog. */
export function VendorApplicationsPage() {
  const { filters, setFilters, setPage, clearFilters, isFiltered } = useUrlFilters(applicationListQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useVendorApplications(filters);

  return (
    <div className="grid gap-6">
      <PageHeader title="Aplicaciones" description="Solicitudes de crédito de tus clientes." />
      <ApplicationFilters value={filters} onChange={setFilters} active={isFiltered} onClear={clearFilters} />
      <ListResults
        query={query}
        items={(data) => data.applications}
        errorTitle={APPLICATIONS_ERROR_TITLE}
        filtered={isFiltered}
        emptyFiltered={{
          icon: SearchX,
          title: 'Ninguna aplicación coincide con los filtros',
          description: dateRangeError(filters) ?? 'Prueba con otra búsqueda, otro estado u otras fechas.',
        }}
        empty={{
          icon: FileText,
          title: 'Aún no tienes aplicaciones',
          description: 'Las solicitudes que envíes desde el registro de clientes aparecerán aquí.',
        }}
        onPageChange={setPage}
        cards={(applications) => <ApplicationCards applications={applications} onView={setOpenId} />}
        table={(applications) => <ApplicationTable applications={applications} onView={setOpenId} />}
      />
      <ApplicationDetailDialog applicationId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

interface ListProps {
  applications: ApplicationSummary[];
  onView: (id: string) => void;
}

/** Amounts in the table without the currency code: the headers say USD, so the columns stay narrow. */
const amountFormatter = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const tableAmount = (value: number | null) => (value === null ? 'N/A' : amountFormatter.format(value));

/** Wide screens: the spec's columns. Narrower screens get the cards. */
function ApplicationTable({ applications, onView }: ListProps) {
  const head = 'px-2.5 first:pl-4 last:pr-4';
  const cell = 'px-2.5 first:pl-4 last:pr-4';
  return (
    <Table>
      <TableCaption className="sr-only">Aplicaciones de crédito</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={head}>Cliente</TableHead>
          <TableHead className={head}>Teléfono</TableHead>
          <TableHead className={head}>Moto</TableHead>
          <TableHead className={head}>Año</TableHead>
          <TableHead className={cn(head, 'text-right whitespace-normal')}>Precio (USD)</TableHead>
          <TableHead className={head}>Creada</TableHead>
          <TableHead className={cn(head, 'text-right whitespace-normal')}>Préstamo (USD)</TableHead>
          <TableHead className={head}>Estado</TableHead>
          <TableActionsHead className={head} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {applications.map((a) => (
          <TableRow key={a.id}>
            <TableCell className={cn(cell, 'min-w-36 font-medium text-foreground')}>
              {customerName(a)}
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap tabular-nums')}>
              {formatPhone(a.customer.phoneNumber)}
            </TableCell>
            <TableCell className={cn(cell, 'min-w-24')}>
              {a.motorcycle.brand} {a.motorcycle.model}
            </TableCell>
            <TableCell className={cn(cell, 'tabular-nums')}>{a.motorcycle.year}</TableCell>
            <TableCell className={cn(cell, 'text-right whitespace-nowrap tabular-nums')}>
              {tableAmount(a.requestedAmount)}
            </TableCell>
            <TableCell className={cn(cell, 'whitespace-nowrap')}>{formatDate(a.createdAt)}</TableCell>
            <TableCell className={cn(cell, 'text-right whitespace-nowrap tabular-nums')}>
              {tableAmount(a.loanAmount)}
            </TableCell>
            <TableCell className={cell}>
              <ApplicationStatusBadge status={a.status} />
            </TableCell>
            <TableCell className={cn(cell, 'text-right')}>
              <ViewDetailButton
                compact
                label={`Ver detalle de la aplicación de ${customerName(a)}`}
                onClick={() => onView(a.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phones: one card per application instead of a wide table. */
function ApplicationCards({ applications, onView }: ListProps) {
  return (
    <ul aria-label="Aplicaciones de crédito" className="grid gap-3 md:grid-cols-2">
      {applications.map((a) => (
        <li key={a.id}>
          <Card className="grid h-full grid-rows-[auto_1fr_auto] gap-3 p-4">
            <ApplicationCardHeader name={customerName(a)} phoneNumber={a.customer.phoneNumber}>
              <ApplicationStatusBadge status={a.status} />
            </ApplicationCardHeader>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <MotorcycleTerm motorcycle={a.motorcycle} />
              <CardTerm label="Precio">
                <dd className="tabular-nums">{formatMoney(a.requestedAmount)}</dd>
              </CardTerm>
              <CardTerm label="Préstamo">
                <dd className="tabular-nums">{loanAmount(a)}</dd>
              </CardTerm>
              <CardTerm label="Creada">
                <dd>{formatDate(a.createdAt)}</dd>
              </CardTerm>
            </dl>
            <ViewDetailButton
              label={`Ver detalle de la aplicación de ${customerName(a)}`}
              onClick={() => onView(a.id)}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
