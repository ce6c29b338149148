// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { Bike, CircleUser, FileText, LayoutDashboard, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { AppShell, type NavItem } from '../app-shell.tsx';

const ProfilePage = lazyNamed(
  () => import('../../features/vendor-profile/components/vendor-profile-page.tsx'),
  'VendorProfilePage',
);
const VendorDashboard = lazyNamed(
  () => import('../../features/vendor-dashboard/components/vendor-dashboard.tsx'),
  'VendorDashboard',
);
const CustomersPage = lazyNamed(
  () => import('../../features/vendor-customers/components/vendor-customers-page.tsx'),
  'VendorCustomersPage',
);
const CatalogPage = lazyNamed(
  () => import('../../features/vendor-catalog/components/vendor-catalog-page.tsx'),
  'VendorCatalogPage',
);

const ApplicationsPage = lazyNamed(
  () => import('../../features/vendor-applications/components/vendor-applications-page.tsx'),
  'VendorApplicationsPage',
);

/*
 * Lazy route module for /vendor/*: the layout; each page is a chunk of its own. The pages are
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

export function VendorLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell areaLabel="Portal del vendedor" navItems={VENDOR_NAV}>
      {children}
    </AppShell>
  );
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
