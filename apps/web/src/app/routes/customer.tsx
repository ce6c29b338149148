import { PageHeader } from '../../components/ui/page-header.tsx';
import { AreaLayout } from '../area-layout.tsx';

/* Lazy route module for /customer/*: the layout and the customer pages share this chunk. */

export function CustomerLayout() {
  return <AreaLayout areaLabel="Mi financiamiento" />;
}

export function CustomerPaymentsPage() {
  return (
    <>
      <title>Calendario de Pagos · Quincena</title>
      <PageHeader title="Calendario de Pagos" />
    </>
  );
}
