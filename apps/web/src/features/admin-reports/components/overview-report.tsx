import type { OverviewReport } from '@quincena/shared';
import { Bike, CircleCheck, Clock, FilePlus, FileText, HandCoins, Users, Wallet } from 'lucide-react';
import { formatMoney } from '../../../lib/format.ts';
import { ChartCard } from './chart-card.tsx';
import { FigureCards } from './figure-cards.tsx';
import { formatCompactNumber, formatCount, timeCategory } from './report-format.ts';

/** 'Resumen General': the headline figures and the applications and disbursements over time. */
export function OverviewReportView({ report }: { report: OverviewReport }) {
  const { figures } = report;
  return (
    <>
      <FigureCards
        label="Indicadores del período"
        items={[
          {
            label: 'Total Usuarios',
            figure: figures.totalCustomers,
            kind: 'count',
            icon: Users,
            tone: 'sky',
          },
          {
            label: 'Solicitudes Activas',
            figure: figures.activeApplications,
            kind: 'count',
            icon: FileText,
            tone: 'amber',
          },
          {
            label: 'Valor Total Prestado',
            figure: figures.totalLent,
            kind: 'money',
            icon: Wallet,
            tone: 'emerald',
          },
          {
            label: 'Motos en Inventario',
            figure: figures.availableMotorcycles,
            kind: 'count',
            icon: Bike,
            tone: 'violet',
          },
          {
            label: 'Tasa de Aprobación',
            figure: figures.approvalRate,
            kind: 'percent',
            icon: CircleCheck,
            tone: 'emerald',
          },
          {
            label: 'Tiempo Promedio',
            figure: figures.averageProcessingDays,
            kind: 'days',
            icon: Clock,
            tone: 'sky',
            better: 'down',
          },
          {
            label: 'Nuevas Solicitudes',
            figure: figures.newApplications,
            kind: 'count',
            icon: FilePlus,
            tone: 'amber',
          },
          {
            label: 'Total Cobrado',
            figure: figures.collected,
            kind: 'money',
            icon: HandCoins,
            tone: 'brand',
          },
        ]}
      />
      <ChartCard
        title="Solicitudes y desembolsos"
        description="Solicitudes recibidas y préstamos desembolsados en cada intervalo del período."
        spec={{
          kind: 'cartesian',
          rows: report.series,
          category: timeCategory(report.window.bucket),
          series: [
            { key: 'applications', label: 'Solicitudes', color: 'sky', format: formatCount },
            { key: 'disbursements', label: 'Desembolsos', color: 'emerald', format: formatCount },
            {
              key: 'disbursedAmount',
              label: 'Monto desembolsado',
              color: 'emerald',
              format: formatMoney,
              tableOnly: true,
            },
          ],
          axisFormat: { left: formatCompactNumber },
        }}
      />
    </>
  );
}
