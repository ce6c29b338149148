import { CalendarDays } from 'lucide-react';
import { CustomerCalendarPage } from '../../features/customer-calendar/components/customer-calendar-page.tsx';
import { AppShell, type NavItem } from '../app-shell.tsx';

/* Lazy route module for /customer/*: the layout and the customer pages share this chunk. */

const CUSTOMER_NAV: readonly NavItem[] = [{ to: '/customer', label: 'Pagos', icon: CalendarDays }];

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
