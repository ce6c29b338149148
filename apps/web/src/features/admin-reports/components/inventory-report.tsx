import type { InventoryReport } from '@quincena/shared';
import { Bike, PackageCheck, ShoppingCart, Warehouse } from 'lucide-react';
import { formatMoney } from '../../../lib/format.ts';
import { ChartCard } from './chart-card.tsx';
import { FigureCards } from './figure-cards.tsx';
import { formatCompactMoney, formatCompactNumber, formatCount } from './report-format.ts';

/** 'Inventario': the motorcycles in stock, their value and what sold, by brand. */
export function InventoryReportView({ report }: { report: InventoryReport }) {
  const { figures, brandBreakdown } = report;
  return (
    <>
      <FigureCards
        label="Indicadores de inventario"
        items={[
          { label: 'Total de Motos', figure: figures.total, kind: 'count', icon: Bike, tone: 'violet' },
          {
            label: 'Disponibles',
            figure: figures.available,
            kind: 'count',
            icon: PackageCheck,
            tone: 'emerald',
          },
          {
            label: 'Valor del Inventario',
            figure: figures.totalValue,
            kind: 'money',
            icon: Warehouse,
            tone: 'sky',
          },
          {
            label: 'Vendidas en el Período',
            figure: figures.soldInPeriod,
            kind: 'count',
            icon: ShoppingCart,
            tone: 'amber',
          },
        ]}
      />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <ChartCard
          title="Motos por marca"
          description="Total, disponibles y vendidas en el período, por marca."
          spec={{
            kind: 'cartesian',
            horizontal: true,
            rows: brandBreakdown,
            category: { key: 'brand', label: 'Marca' },
            series: [
              { key: 'total', label: 'Total', color: 'violet', format: formatCount },
              { key: 'available', label: 'Disponibles', color: 'emerald', format: formatCount },
              { key: 'soldInPeriod', label: 'Vendidas', color: 'amber', format: formatCount },
            ],
            axisFormat: { left: formatCompactNumber },
          }}
        />
        <ChartCard
          title="Valor disponible por marca"
          description="Precio de las motos disponibles de cada marca."
          spec={{
            kind: 'cartesian',
            horizontal: true,
            rows: brandBreakdown,
            category: { key: 'brand', label: 'Marca' },
            series: [{ key: 'value', label: 'Valor', color: 'sky', format: formatMoney }],
            axisFormat: { left: formatCompactMoney },
          }}
        />
      </div>
    </>
  );
}
