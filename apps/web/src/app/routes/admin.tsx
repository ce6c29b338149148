import { PageHeader } from '../../components/ui/page-header.tsx';
import { AreaLayout } from '../area-layout.tsx';

/* Lazy route module for /admin/*: the admin layout and every admin page share this chunk. */

export function AdminLayout() {
  return <AreaLayout areaLabel="Administración" />;
}

export function AdminDashboardPage() {
  return (
    <>
      <title>Panel de Administración · Quincena</title>
      <PageHeader title="Panel de Administración" />
    </>
  );
}

export function AdminApplicationsPage() {
  return (
    <>
      <title>Solicitudes · Quincena</title>
      <PageHeader title="Gestión de Solicitudes" />
    </>
  );
}

export function AdminUsersPage() {
  return (
    <>
      <title>Usuarios · Quincena</title>
      <PageHeader title="Gestión de Usuarios" />
    </>
  );
}

export function AdminMotorcyclesPage() {
  return (
    <>
      <title>Motos · Quincena</title>
      <PageHeader title="Gestión de Motos" />
    </>
  );
}

export function AdminPaymentsPage() {
  return (
    <>
      <title>Pagos · Quincena</title>
      <PageHeader title="Gestión de Pagos" />
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
