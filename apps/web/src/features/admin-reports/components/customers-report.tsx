import type { CustomersReport } from '@quincena/shared';
import { BadgeCheck, UserPlus, Users } from 'lucide-react';
import { ChartCard } from './chart-card.tsx';
import { FigureCards } from './figure-cards.tsx';
import { formatCompactNumber, formatCount, formatPercentValue, timeCategory } from './report-format.ts';

/** 'Clientes': how many, who they are (age, city) and how many joined. */
export function CustomersReportView({ report }: { report: CustomersReport }) {
  const { figures } = report;
  const distributionSeries = [
    { key: 'count', label: 'Clientes', color: 'sky', format: formatCount },
    { key: 'percent', label: 'Porcentaje', color: 'sky', format: formatPercentValue, tableOnly: true },
  ] as const;
  return (
    <>
      <FigureCards
        label="Indicadores de clientes"
        className="lg:grid-cols-3"
        items={[
          { label: 'Total Clientes', figure: figures.total, kind: 'count', icon: Users, tone: 'sky' },
          {
            label: 'Clientes Verificados',
            figure: figures.verified,
            kind: 'count',
            icon: BadgeCheck,
            tone: 'emerald',
          },
          {
            label: 'Nuevos en el Período',
            figure: figures.newInPeriod,
            kind: 'count',
            icon: UserPlus,
            tone: 'violet',
          },
        ]}
      />
      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <ChartCard
          title="Distribución por edad"
          description="Clientes por rango de edad."
          spec={{
            kind: 'cartesian',
            rows: report.ageDistribution,
            category: { key: 'label', label: 'Edad' },
            series: distributionSeries,
            axisFormat: { left: formatCompactNumber },
          }}
        />
        <ChartCard
          title="Distribución por ciudad"
          description="Las cinco ciudades con más clientes y el resto."
          spec={{
            kind: 'cartesian',
            horizontal: true,
            rows: report.cityDistribution,
            category: { key: 'label', label: 'Ciudad' },
            series: distributionSeries,
            axisFormat: { left: formatCompactNumber },
          }}
        />
      </div>
      <ChartCard
        title="Nuevos clientes en el tiempo"
        description="Clientes registrados en cada intervalo del período."
        spec={{
          kind: 'cartesian',
          rows: report.series,
          category: timeCategory(report.window.bucket),
          series: [{ key: 'newCustomers', label: 'Nuevos clientes', color: 'violet', format: formatCount }],
          axisFormat: { left: formatCompactNumber },
        }}
      />
    </>
  );
}
