// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import {
  Bike,
  BookOpenText,
  ChartColumn,
  FileText,
  History,
  LayoutDashboard,
  Settings,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { usePendingApprovalsCount } from '../../features/admin-approvals/api/get-pending-approvals-count.ts';
import { usePendingReportsCount } from '../../features/admin-payments/api/get-pending-reports-count.ts';
import { AdminSearch } from '../../features/admin-search/components/admin-search.tsx';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { AppShell, type NavItem } from '../app-shell.tsx';
import { titledPage } from './titled-page.tsx';

const UserManagementPage = lazyNamed(
  () => import('../../features/admin-users/components/admin-users-page.tsx'),
  'UserManagementPage',
);
const SystemSettingsPage = lazyNamed(
  () => import('../../features/admin-settings/components/system-settings-page.tsx'),
  'SystemSettingsPage',
);
const ReportsPage = lazyNamed(
  () => import('../../features/admin-reports/components/admin-reports-page.tsx'),
  'AdminReportsPage',
);
const PaymentsPage = lazyNamed(
  () => import('../../features/admin-payments/components/admin-payments-page.tsx'),
  'AdminPaymentsPage',
);
const MotorcycleManagementPage = lazyNamed(
  () => import('../../features/admin-motorcycles/components/motorcycle-management-page.tsx'),
  'MotorcycleManagementPage',
);
const AdminDashboard = lazyNamed(
  () => import('../../features/admin-dashboard/components/admin-dashboard.tsx'),
  'AdminDashboard',
);
const ApplicationsPage = lazyNamed(
  () => import('../../features/admin-applications/components/admin-applications-page.tsx'),
  'AdminApplicationsPage',
);

const ApprovalsPage = lazyNamed(
  () => import('../../features/admin-approvals/components/admin-approvals-page.tsx'),
  'AdminApprovalsPage',
);
const LoanPage = lazyNamed(
  () => import('../../features/admin-loans/components/admin-loan-page.tsx'),
  'AdminLoanPage',
);

const AccountingPage = lazyNamed(
  () => import('../../features/admin-accounting/components/admin-accounting-page.tsx'),
  'AdminAccountingPage',
);

const ActivityPage = lazyNamed(
  () => import('../../features/admin-activity/components/admin-activity-page.tsx'),
  'AdminActivityPage',
);

/* Lazy route module for /admin/*: the admin layout; each page is a chunk of its own, fetched on first visit. */

const PAYMENTS_PATH = '/admin/payments';
const APPROVALS_PATH = '/admin/approvals';

const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/applications', label: 'Solicitudes', icon: FileText },
  { to: '/admin/users', label: 'Usuarios', icon: Users },
  { to: '/admin/motorcycles', label: 'Motos', icon: Bike },
  { to: PAYMENTS_PATH, label: 'Pagos', icon: Wallet },
  { to: APPROVALS_PATH, label: 'Aprobaciones', icon: ShieldCheck },
  { to: '/admin/reports', label: 'Reportes', icon: ChartColumn },
  { to: '/admin/accounting', label: 'Contabilidad', icon: BookOpenText },
  { to: '/admin/activity', label: 'Actividad', icon: History },
  { to: '/admin/settings', label: 'Configuración', icon: Settings },
];

const pendingDescription = (count: number) =>
  count === 1 ? '1 pago reportado por revisar' : `${count} pagos reportados por revisar`;
const approvalsDescription = (count: number) =>
  count === 1 ? '1 solicitud por aprobar' : `${count} solicitudes por aprobar`;

export function AdminLayout({ children }: { children: ReactNode }) {
  // Customers' reported payments waiting for review, beside 'Pagos' in the menu.
  const pending = usePendingReportsCount().data ?? 0;
  // Requests waiting for a second admin, beside 'Aprobaciones'.
  const approvals = usePendingApprovalsCount().data ?? 0;
  const badges: Record<string, NavItem['badge']> = {
    [PAYMENTS_PATH]: { count: pending, description: pendingDescription },
    [APPROVALS_PATH]: { count: approvals, description: approvalsDescription },
  };
  const navItems = ADMIN_NAV.map((item) => (badges[item.to] ? { ...item, badge: badges[item.to] } : item));
  return (
    <AppShell areaLabel="Administración" navItems={navItems} search={<AdminSearch />}>
      {children}
    </AppShell>
  );
}

export const AdminDashboardPage = titledPage('Panel de Administración · Quincena', AdminDashboard);
export const AdminApplicationsPage = titledPage('Solicitudes · Quincena', ApplicationsPage);
export const AdminUsersPage = titledPage('Usuarios · Quincena', UserManagementPage);
export const AdminMotorcyclesPage = titledPage('Motos · Quincena', MotorcycleManagementPage);
export const AdminPaymentsPage = titledPage('Pagos · Quincena', PaymentsPage);
export const AdminReportsPage = titledPage('Reportes · Quincena', ReportsPage);
export const AdminSettingsPage = titledPage('Configuración · Quincena', SystemSettingsPage);
export const AdminActivityPage = titledPage('Actividad · Quincena', ActivityPage);
export const AdminApprovalsPage = titledPage('Aprobaciones · Quincena', ApprovalsPage);
export const AdminAccountingPage = titledPage('Contabilidad · Quincena', AccountingPage);
export const AdminLoanPage = titledPage('Préstamo · Quincena', LoanPage);
