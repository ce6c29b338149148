import { CalendarDays } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header.tsx';
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
      <PageHeader title="Calendario de Pagos" />
    </>
  );
}
