// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { CalendarDays, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { AppShell, type NavItem } from '../app-shell.tsx';
import { titledPage } from './titled-page.tsx';

const CustomerCalendarPage = lazyNamed(
  () => import('../../features/customer-calendar/components/customer-calendar-page.tsx'),
  'CustomerCalendarPage',
);

const CustomerAccountPage = lazyNamed(
  () => import('../../features/customer-account/components/customer-account-page.tsx'),
  'CustomerAccountPage',
);

/* Lazy route module for /customer/*: the layout; each page is a chunk of its own, fetched on first visit. */

const CUSTOMER_NAV: readonly NavItem[] = [
  { to: '/customer', label: 'Pagos', icon: CalendarDays, end: true },
  { to: '/customer/account', label: 'Mi cuenta', icon: UserRound },
];

export function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell areaLabel="Mi financiamiento" navItems={CUSTOMER_NAV}>
      {children}
    </AppShell>
  );
}

export const CustomerPaymentsPage = titledPage('Calendario de Pagos · Quincena', CustomerCalendarPage);
export const CustomerAccountRoute = titledPage('Mi cuenta · Quincena', CustomerAccountPage);
