import { PageHeader } from '../../components/ui/page-header.tsx';
import { AreaLayout } from '../area-layout.tsx';

/* Lazy route module for /vendor/*: the layout and every vendor page share this chunk. */

export function VendorLayout() {
  return <AreaLayout areaLabel="Portal del vendedor" />;
}

export function VendorDashboardPage() {
  return (
    <>
      <title>Dashboard · Quincena</title>
      <PageHeader title="Dashboard" />
    </>
  );
}

export function VendorCustomersPage() {
  return (
    <>
      <title>Clientes · Quincena</title>
      <PageHeader title="Clientes" />
    </>
  );
}

export function VendorApplicationsPage() {
  return (
    <>
      <title>Aplicaciones · Quincena</title>
      <PageHeader title="Aplicaciones" />
    </>
  );
}

export function VendorOnboardingPage() {
  return (
    <>
      <title>Registrar cliente · Quincena</title>
      <PageHeader title="Registrar nuevo cliente" />
    </>
  );
}

export function VendorCatalogPage() {
  return (
    <>
      <title>Catálogo · Quincena</title>
      <PageHeader title="Catálogo" description="Próximamente..." />
    </>
  );
}

export function VendorProfilePage() {
  return (
    <>
      <title>Mi Perfil · Quincena</title>
      <PageHeader title="Mi Perfil" />
    </>
  );
}
