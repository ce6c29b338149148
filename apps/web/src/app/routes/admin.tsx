import { Bike, ChartColumn, FileText, LayoutDashboard, Settings, Users, Wallet } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AdminApplicationsPage as ApplicationsPage } from '../../features/admin-applications/components/admin-applications-page.tsx';
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard.tsx';
import { MotorcycleManagementPage } from '../../features/admin-motorcycles/components/motorcycle-management-page.tsx';
import { AdminPaymentsPage as PaymentsPage } from '../../features/admin-payments/components/admin-payments-page.tsx';
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
      <PageHeader title="Reportes y Analytics" />
    </>
  );
}

export function AdminSettingsPage() {
  return (
    <>
      <title>Configuración · Quincena</title>
      <PageHeader title="Configuración del Sistema" />
    </>
  );
}
