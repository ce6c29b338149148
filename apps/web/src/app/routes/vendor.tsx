// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { Bike, CircleUser, FileText, LayoutDashboard, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { AppShell, type NavItem } from '../app-shell.tsx';
import { titledPage } from './titled-page.tsx';

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

export const VendorDashboardPage = titledPage('Dashboard · Quincena', VendorDashboard);
export const VendorCustomersPage = titledPage('Clientes · Quincena', CustomersPage);
export const VendorApplicationsPage = titledPage('Aplicaciones · Quincena', ApplicationsPage);
export const VendorCatalogPage = titledPage('Catálogo · Quincena', CatalogPage);
export const VendorProfilePage = titledPage('Mi Perfil · Quincena', ProfilePage);
