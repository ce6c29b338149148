import { CalendarDays, UserRound } from 'lucide-react';
import { CustomerAccountPage } from '../../features/customer-account/components/customer-account-page.tsx';
import { CustomerCalendarPage } from '../../features/customer-calendar/components/customer-calendar-page.tsx';
import { AppShell, type NavItem } from '../app-shell.tsx';

/* Lazy route module for /customer/*: the layout and the customer pages share this chunk. */

const CUSTOMER_NAV: readonly NavItem[] = [
  { to: '/customer', label: 'Pagos', icon: CalendarDays, end: true },
  { to: '/customer/account', label: 'Mi cuenta', icon: UserRound },
];

export function CustomerLayout() {
  return <AppShell areaLabel="Mi financiamiento" navItems={CUSTOMER_NAV} />;
}

export function CustomerPaymentsPage() {
  return (
    <>
      <title>Calendario de Pagos · Quincena</title>
      <CustomerCalendarPage />
    </>
  );
}

export function CustomerAccountRoute() {
  return (
    <>
      <title>Mi cuenta · Quincena</title>
      <CustomerAccountPage />
    </>
  );
}
