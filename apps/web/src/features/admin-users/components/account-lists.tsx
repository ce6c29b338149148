import type { AdminAccount, AdminCustomerSummary, VendorAccount } from '@quincena/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';
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
import { formatDate, formatPercent, formatPhone } from '../../../lib/format.ts';
import {
  ActiveBadge,
  ADMIN_ROLE_LABELS,
  customerName,
  VerifiedBadge,
  vendorName,
} from './account-labels.tsx';

/** One action of a row: an icon button in the table, a labelled button on the card. */
interface RowAction {
  label: string;
  icon: typeof Eye;
  onClick: () => void;
  destructive?: boolean;
}

const PAD = 'px-3 first:pl-4 last:pr-4';

function TableActions({ name, actions }: { name: string; actions: RowAction[] }) {
  return (
    <div className="flex justify-end gap-1">
      {actions.map(({ label, icon: Icon, onClick, destructive }) => (
        <Button
          key={label}
          variant="ghost"
          size="icon"
          className={cn('size-9', destructive && 'text-destructive hover:text-destructive')}
          onClick={onClick}
          aria-label={`${label} ${name}`}
          title={label}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}

function CardActions({ name, actions }: { name: string; actions: RowAction[] }) {
  return (
    <div className={cn('grid gap-2', actions.length === 2 ? 'grid-cols-2' : 'grid-cols-1')}>
      {actions.map(({ label, icon: Icon, onClick, destructive }) => (
        <Button
          key={label}
          variant="outline"
          size="sm"
          className={cn(destructive && 'text-destructive hover:text-destructive')}
          onClick={onClick}
          aria-label={`${label} ${name}`}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}

/** A list of people as a table (wide screens) or cards (phones), from the same columns. */
interface PeopleListProps<T> {
  caption: string;
  items: T[];
  columns: { header: string; cell: (item: T) => ReactNode; className?: string }[];
  name: (item: T) => string;
  /** The card's lines under the name. */
  summary: (item: T) => ReactNode;
  badges: (item: T) => ReactNode;
  actions: (item: T) => RowAction[];
}

function PeopleTable<T extends { id: string }>({
  caption,
  items,
  columns,
  name,
  actions,
}: PeopleListProps<T>) {
  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header} className={cn(PAD, c.className)}>
              {c.header}
            </TableHead>
          ))}
          <TableActionsHead className={cn(PAD, 'text-right')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            {columns.map((c) => (
              <TableCell key={c.header} className={cn(PAD, c.className)}>
                {c.cell(item)}
              </TableCell>
            ))}
            <TableCell className={PAD}>
              <TableActions name={name(item)} actions={actions(item)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PeopleCards<T extends { id: string }>({
  caption,
  items,
  name,
  summary,
  badges,
  actions,
}: PeopleListProps<T>) {
  return (
    // Columns of minmax(0, 1fr): a long e-mail wraps (EmailAddress) instead of widening the page.
    <ul aria-label={caption} className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <Card className="grid h-full grid-cols-1 grid-rows-[auto_1fr_auto] gap-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 truncate font-semibold text-foreground">{name(item)}</p>
              <div className="flex shrink-0 flex-wrap justify-end gap-1.5">{badges(item)}</div>
            </div>
            <div className="grid min-w-0 content-start gap-0.5 text-sm text-muted-foreground">
              {summary(item)}
            </div>
            <CardActions name={name(item)} actions={actions(item)} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The list's two renderings, for `ListResults`' `cards` and `table`. */
function renderings<T extends { id: string }>(props: Omit<PeopleListProps<T>, 'items'>) {
  return {
    cards: (items: T[]) => <PeopleCards {...props} items={items} />,
    table: (items: T[]) => <PeopleTable {...props} items={items} />,
  };
}

const truncated = (text: string | null) =>
  text ? (
    <span className="block max-w-56 truncate" title={text}>
      {text}
    </span>
  ) : null;

/** In a table cell: a long address wraps before its '@' instead of losing its end. */
const email = (address: string | null) =>
  address ? <EmailAddress address={address} className="block max-w-56" /> : null;

export function adminListViews(handlers: {
  onView: (a: AdminAccount) => void;
  onEdit: (a: AdminAccount) => void;
}) {
  return renderings<AdminAccount>({
    caption: 'Administradores',
    name: (a) => a.username,
    columns: [
      { header: 'Usuario', cell: (a) => <span className="font-medium text-foreground">{a.username}</span> },
      { header: 'Correo', cell: (a) => email(a.email) },
      { header: 'Rol', cell: (a) => ADMIN_ROLE_LABELS[a.role] },
      { header: 'Estado', cell: (a) => <ActiveBadge active={a.isActive} /> },
      { header: 'Creado', cell: (a) => formatDate(a.createdAt), className: 'whitespace-nowrap' },
    ],
    summary: (a) => (
      <>
        <p>
          <EmailAddress address={a.email} />
        </p>
        <p>
          {ADMIN_ROLE_LABELS[a.role]} · Creado el {formatDate(a.createdAt)}
        </p>
      </>
    ),
    badges: (a) => <ActiveBadge active={a.isActive} />,
    actions: (a) => [
      { label: 'Ver', icon: Eye, onClick: () => handlers.onView(a) },
      { label: 'Editar', icon: Pencil, onClick: () => handlers.onEdit(a) },
    ],
  });
}

export function vendorListViews(handlers: {
  onView: (v: VendorAccount) => void;
  onEdit: (v: VendorAccount) => void;
}) {
  return renderings<VendorAccount>({
    caption: 'Vendedores',
    name: vendorName,
    columns: [
      {
        header: 'Vendedor',
        cell: (v) => (
          <>
            <p className="font-medium text-foreground">{vendorName(v)}</p>
            <p className="text-xs text-muted-foreground">{v.username}</p>
          </>
        ),
      },
      {
        header: 'Contacto',
        cell: (v) => (
          <>
            <p className="whitespace-nowrap tabular-nums">{formatPhone(v.phoneNumber)}</p>
            <span className="text-xs text-muted-foreground">{email(v.email)}</span>
          </>
        ),
      },
      { header: 'Concesionario', cell: (v) => truncated(v.dealershipName) ?? '—' },
      {
        header: 'Comisión',
        cell: (v) => formatPercent(v.commissionRate),
        className: 'text-right tabular-nums',
      },
      {
        header: 'Estado',
        cell: (v) => (
          <span className="flex flex-wrap gap-1.5">
            <ActiveBadge active={v.isActive} />
            <VerifiedBadge verified={v.isVerified} />
          </span>
        ),
      },
    ],
    summary: (v) => (
      <>
        <p className="tabular-nums">
          {formatPhone(v.phoneNumber)} · {v.username}
        </p>
        <p>
          <EmailAddress address={v.email} />
        </p>
        <p>{[v.dealershipName, `Comisión ${formatPercent(v.commissionRate)}`].filter(Boolean).join(' · ')}</p>
      </>
    ),
    badges: (v) => (
      <>
        <ActiveBadge active={v.isActive} />
        <VerifiedBadge verified={v.isVerified} />
      </>
    ),
    actions: (v) => [
      { label: 'Ver', icon: Eye, onClick: () => handlers.onView(v) },
      { label: 'Editar', icon: Pencil, onClick: () => handlers.onEdit(v) },
    ],
  });
}

const applicationsLabel = (n: number) => (n === 1 ? '1 solicitud' : `${n} solicitudes`);

export function customerListViews(handlers: {
  onView: (c: AdminCustomerSummary) => void;
  onDelete: (c: AdminCustomerSummary) => void;
}) {
  return renderings<AdminCustomerSummary>({
    caption: 'Clientes',
    name: customerName,
    columns: [
      {
        header: 'Cliente',
        cell: (c) => <span className="font-medium text-foreground">{customerName(c)}</span>,
      },
      {
        header: 'Contacto',
        cell: (c) => (
          <>
            <p className="whitespace-nowrap tabular-nums">{formatPhone(c.phoneNumber)}</p>
            <span className="text-xs text-muted-foreground">{email(c.email)}</span>
          </>
        ),
      },
      { header: 'Estado', cell: (c) => <VerifiedBadge verified={c.isVerified} /> },
      { header: 'Solicitudes', cell: (c) => c.applicationsCount, className: 'text-right tabular-nums' },
      { header: 'Registrado', cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
    ],
    summary: (c) => (
      <>
        <p className="tabular-nums">{formatPhone(c.phoneNumber)}</p>
        {c.email && (
          <p>
            <EmailAddress address={c.email} />
          </p>
        )}
        <p>
          {applicationsLabel(c.applicationsCount)} · Registrado el {formatDate(c.createdAt)}
        </p>
      </>
    ),
    badges: (c) => <VerifiedBadge verified={c.isVerified} />,
    actions: (c) => [
      { label: 'Ver', icon: Eye, onClick: () => handlers.onView(c) },
      // Offered only where the API says it would delete (no granted financing, no payment).
      ...(c.canDelete
        ? [{ label: 'Eliminar', icon: Trash2, onClick: () => handlers.onDelete(c), destructive: true }]
        : []),
    ],
  });
}
