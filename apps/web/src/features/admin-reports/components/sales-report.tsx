import type { SalesReport } from '@quincena/shared';
import { Banknote, Bike, PiggyBank, Receipt } from 'lucide-react';
import { formatMoney } from '../../../lib/format.ts';
import { ChartCard } from './chart-card.tsx';
import { FigureCards } from './figure-cards.tsx';
import { formatCompactMoney, formatCompactNumber, formatCount, timeCategory } from './report-format.ts';

/** 'Ventas': what the approved applications sold, over time and by model. */
export function SalesReportView({ report }: { report: SalesReport }) {
  const { figures } = report;
  const models = report.bestSellingModels.map((m) => ({
    name: `${m.brand} ${m.model}`,
    units: m.units,
    amount: m.amount,
  }));
  return (
    <>
      <FigureCards
        label="Indicadores de ventas"
        items={[
          {
            label: 'Ventas Totales',
            figure: figures.totalSales,
            kind: 'money',
            icon: Banknote,
            tone: 'emerald',
          },
          {
            label: 'Unidades Vendidas',
            figure: figures.unitsSold,
            kind: 'count',
            icon: Bike,
            tone: 'violet',
          },
          {
            label: 'Ticket Promedio',
            figure: figures.averageTicket,
            kind: 'money',
            icon: Receipt,
            tone: 'sky',
          },
          {
            label: 'Abonos Iniciales',
            figure: figures.downPayments,
            kind: 'money',
            icon: PiggyBank,
            tone: 'amber',
          },
        ]}
      />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <ChartCard
          title="Ventas en el tiempo"
          description="Unidades vendidas (barras) y monto de venta (línea)."
          spec={{
            kind: 'cartesian',
            rows: report.series,
            category: timeCategory(report.window.bucket),
            series: [
              { key: 'units', label: 'Unidades', color: 'violet', format: formatCount },
              {
                key: 'amount',
                label: 'Monto',
                color: 'emerald',
                format: formatMoney,
                shape: 'line',
                axis: 'right',
              },
            ],
            axisFormat: { left: formatCompactNumber, right: formatCompactMoney },
          }}
        />
        <ChartCard
          title="Modelos más vendidos"
          description="Unidades vendidas por modelo en el período."
          spec={{
            kind: 'cartesian',
            horizontal: true,
            rows: models,
            category: { key: 'name', label: 'Modelo' },
            series: [
              { key: 'units', label: 'Unidades', color: 'violet', format: formatCount },
              { key: 'amount', label: 'Monto', color: 'emerald', format: formatMoney, tableOnly: true },
            ],
            axisFormat: { left: formatCompactNumber },
          }}
        />
      </div>
    </>
  );
}
