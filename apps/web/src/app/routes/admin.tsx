import { Bike, ChartColumn, FileText, History, LayoutDashboard, Settings, Users, Wallet } from 'lucide-react';
import { AdminActivityPage as ActivityPage } from '../../features/admin-activity/components/admin-activity-page.tsx';
import { AdminApplicationsPage as ApplicationsPage } from '../../features/admin-applications/components/admin-applications-page.tsx';
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard.tsx';
import { MotorcycleManagementPage } from '../../features/admin-motorcycles/components/motorcycle-management-page.tsx';
import { AdminPaymentsPage as PaymentsPage } from '../../features/admin-payments/components/admin-payments-page.tsx';
import { AdminReportsPage as ReportsPage } from '../../features/admin-reports/components/admin-reports-page.tsx';
import { SystemSettingsPage } from '../../features/admin-settings/components/system-settings-page.tsx';
import { UserManagementPage } from '../../features/admin-users/components/admin-users-page.tsx';
import { AppShell, type NavItem } from '../app-shell.tsx';

/* Lazy route module for /admin/*: the admin layout and every admin page share this chunk. */

const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/applications', label: 'Solicitudes', icon: FileText },
  { to: '/admin/users', label: 'Usuarios', icon: Users },
  { to: '/admin/motorcycles', label: 'Motos', icon: Bike },
  { to: '/admin/payments', label: 'Pagos', icon: Wallet },
  { to: '/admin/reports', label: 'Reportes', icon: ChartColumn },
  { to: '/admin/activity', label: 'Actividad', icon: History },
  { to: '/admin/settings', label: 'Configuración', icon: Settings },
];

export function AdminLayout() {
  return <AppShell areaLabel="Administración" navItems={ADMIN_NAV} />;
}

export function AdminDashboardPage() {
  return (
    <>
      <title>Panel de Administración · Quincena</title>
      <AdminDashboard />
    </>
  );
}

export function AdminApplicationsPage() {
  return (
    <>
      <title>Solicitudes · Quincena</title>
      <ApplicationsPage />
    </>
  );
}

export function AdminUsersPage() {
  return (
    <>
      <title>Usuarios · Quincena</title>
      <UserManagementPage />
    </>
  );
}

export function AdminMotorcyclesPage() {
  return (
    <>
      <title>Motos · Quincena</title>
      <MotorcycleManagementPage />
    </>
  );
}

export function AdminPaymentsPage() {
  return (
    <>
      <title>Pagos · Quincena</title>
      <PaymentsPage />
    </>
  );
}

export function AdminReportsPage() {
  return (
    <>
      <title>Reportes · Quincena</title>
      <ReportsPage />
    </>
  );
}

export function AdminSettingsPage() {
  return (
    <>
      <title>Configuración · Quincena</title>
      <SystemSettingsPage />
    </>
  );
}

export function AdminActivityPage() {
  return (
    <>
      <title>Actividad · Quincena</title>
      <ActivityPage />
    </>
  );
}
