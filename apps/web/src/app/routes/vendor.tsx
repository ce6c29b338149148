import { Bike, CircleUser, FileText, LayoutDashboard, Users } from 'lucide-react';
import { VendorApplicationsPage as ApplicationsPage } from '../../features/vendor-applications/components/vendor-applications-page.tsx';
import { VendorCatalogPage as CatalogPage } from '../../features/vendor-catalog/components/vendor-catalog-page.tsx';
import { VendorCustomersPage as CustomersPage } from '../../features/vendor-customers/components/vendor-customers-page.tsx';
import { VendorDashboard } from '../../features/vendor-dashboard/components/vendor-dashboard.tsx';
import { VendorProfilePage as ProfilePage } from '../../features/vendor-profile/components/vendor-profile-page.tsx';
import { AppShell, type NavItem } from '../app-shell.tsx';

/*
 * Lazy route module for /vendor/*: the layout and every vendor page share this chunk. The pages are
 * composed here from the vendor features, which do not import each other (what they share, such as the
 * application status badge, lives in components/domain).
 */

const VENDOR_NAV: readonly NavItem[] = [
  { to: '/vendor', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/vendor/customers', label: 'Clientes', icon: Users },
  { to: '/vendor/applications', label: 'Aplicaciones', icon: FileText },
  { to: '/vendor/catalog', label: 'Catálogo', icon: Bike },
  { to: '/vendor/profile', label: 'Mi Perfil', icon: CircleUser },
];

export function VendorLayout() {
  return <AppShell areaLabel="Portal del vendedor" navItems={VENDOR_NAV} />;
}

export function VendorDashboardPage() {
  return (
    <>
      <title>Dashboard · Quincena</title>
      <VendorDashboard />
    </>
  );
}

export function VendorCustomersPage() {
  return (
    <>
      <title>Clientes · Quincena</title>
      <CustomersPage />
    </>
  );
}

export function VendorApplicationsPage() {
  return (
    <>
      <title>Aplicaciones · Quincena</title>
      <ApplicationsPage />
    </>
  );
}

export function VendorCatalogPage() {
  return (
    <>
      <title>Catálogo · Quincena</title>
      <CatalogPage />
    </>
  );
}

export function VendorProfilePage() {
  return (
    <>
      <title>Mi Perfil · Quincena</title>
      <ProfilePage />
    </>
  );
}
