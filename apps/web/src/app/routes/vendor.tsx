import { CircleUser, FileText, LayoutDashboard, Users } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AppShell, type NavItem } from '../app-shell.tsx';

/* Lazy route module for /vendor/*: the layout and every vendor page share this chunk. */

const VENDOR_NAV: readonly NavItem[] = [
  { to: '/vendor', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/vendor/customers', label: 'Clientes', icon: Users },
  { to: '/vendor/applications', label: 'Aplicaciones', icon: FileText },
  { to: '/vendor/profile', label: 'Mi Perfil', icon: CircleUser },
];

export function VendorLayout() {
  return <AppShell areaLabel="Portal del vendedor" navItems={VENDOR_NAV} />;
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
