import type { AdminRole, VendorAccount } from '@quincena/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatPhone } from '../../../lib/format.ts';

/*
 * What the users page's lists and its dialogs both show. Kept apart from the dialogs, so the lists
 * do not pull the dialogs' forms into the page's first view.
 */

/** What a users tab has open: nothing, the create form, or one account's detail or edit form. */
export type AccountModal<T> =
  | { kind: 'create' }
  | { kind: 'view'; account: T }
  | { kind: 'edit'; account: T }
  | null;

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  SUPER_ADMIN: 'Super administrador',
  ADMIN: 'Administrador',
};

export const vendorName = (v: Pick<VendorAccount, 'firstName' | 'lastName'>) =>
  `${v.firstName} ${v.lastName}`;

export interface CustomerRef {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
}

/** A customer whose name is not known yet shows its phone. */
export const customerName = (c: { firstName: string | null; lastName: string | null; phoneNumber: string }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ').trim() || formatPhone(c.phoneNumber);

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge tone="success">Activo</Badge> : <Badge>Inactivo</Badge>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge tone="success">Verificado</Badge> : <Badge tone="warning">Pendiente</Badge>;
}
