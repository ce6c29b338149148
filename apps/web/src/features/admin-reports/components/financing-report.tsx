import { COLLECTION_CHANNEL_LABELS, type FinancingReport, percentOf } from '@quincena/shared';
import {
  Banknote,
  CalendarClock,
  CircleAlert,
  FileCheck,
  HandCoins,
  Landmark,
  Percent,
  TriangleAlert,
} from 'lucide-react';
import { type Stat, StatCards } from '../../../components/domain/stat-cards.tsx';
import { formatMoney, formatMoneyNoDecimals } from '../../../lib/format.ts';
import { ChartCard } from './chart-card.tsx';
import { FigureCards, financedAmountItem } from './figure-cards.tsx';
import { formatCompactMoney, formatCount, formatPercentValue, timeCategory } from './report-format.ts';
import { ReportSection } from './report-section.tsx';

const PAR_BUCKETS = [
  { key: 'par1', label: 'PAR 1' },
  { key: 'par30', label: 'PAR 30' },
  { key: 'par60', label: 'PAR 60' },
  { key: 'par90', label: 'PAR 90' },
] as const;

/** 'Financiamiento': income, interest, the portfolio at risk and what is still to fall due. */
export function FinancingReportView({ report }: { report: FinancingReport }) {
  const { figures, delinquency, incomeSplit, projections, collectionsByChannel } = report;
  const channelRows = collectionsByChannel.map((c) => ({
    channel: COLLECTION_CHANNEL_LABELS[c.channel],
    current: c.amount.current,
    previous: c.amount.previous,
    receipts: c.receipts.current,
  }));
  const incomeTotal =
    incomeSplit.principal + incomeSplit.interest + incomeSplit.lateFees + incomeSplit.unapplied;
  const incomeRows = [
    { part: 'Capital', amount: incomeSplit.principal },
    { part: 'Intereses', amount: incomeSplit.interest },
    { part: 'Recargos por mora', amount: incomeSplit.lateFees },
    { part: 'Saldo a favor', amount: incomeSplit.unapplied },
  ].map((row) => ({ ...row, share: percentOf(row.amount, incomeTotal) }));
  const parRows = PAR_BUCKETS.map(({ key, label }) => ({
    bucket: label,
    current: delinquency[key].current,
    previous: delinquency[key].previous,
  }));
  const projectionStats: Stat[] = [
    {
      label: 'Próximos 30 días',
      value: formatMoneyNoDecimals(projections.nextMonth),
      note: 'Cuotas por vencer',
      icon: CalendarClock,
      tone: 'sky',
    },
    {
      label: 'Próximos 3 meses',
      value: formatMoneyNoDecimals(projections.nextQuarter),
      note: 'Cuotas por vencer en 91 días',
      icon: CalendarClock,
      tone: 'violet',
    },
    {
      label: 'Próximo año',
      value: formatMoneyNoDecimals(projections.nextYear),
      note: 'Cuotas por vencer en 365 días',
      icon: CalendarClock,
      tone: 'emerald',
    },
  ];

  return (
    <>
      <FigureCards
        label="Indicadores de financiamiento"
        items={[
          {
            label: 'Ingresos Totales',
            figure: figures.totalIncome,
            kind: 'money',
            icon: HandCoins,
            tone: 'emerald',
          },
          {
            label: 'Financiamientos Aprobados',
            figure: figures.approvedFinancings,
            kind: 'count',
            icon: FileCheck,
            tone: 'sky',
          },
          financedAmountItem(figures.financedAmount),
          {
            label: 'Capital Pendiente',
            figure: figures.outstandingPrincipal,
            kind: 'money',
            icon: Landmark,
            tone: 'violet',
          },
          {
            label: 'Intereses Programados',
            figure: figures.interestScheduled,
            kind: 'money',
            icon: Percent,
            tone: 'amber',
          },
          {
            label: 'Intereses Cobrados',
            figure: figures.interestCollected,
            kind: 'money',
            icon: Banknote,
            tone: 'emerald',
          },
          {
            label: 'Recargos por Mora',
            figure: figures.lateFeesCollected,
            kind: 'money',
            icon: CircleAlert,
            tone: 'red',
          },
          {
            label: 'Cartera Castigada',
            figure: figures.writtenOff,
            kind: 'money',
            icon: CircleAlert,
            tone: 'red',
          },
          {
            label: 'Recuperaciones',
            figure: figures.recovered,
            kind: 'money',
            icon: HandCoins,
            tone: 'emerald',
          },
        ]}
      />

      <ChartCard
        title="Cobrado vs. programado"
        description="Lo que vencía en cada intervalo y lo que se cobró."
        spec={{
          kind: 'cartesian',
          rows: report.series,
          category: timeCategory(report.window.bucket),
          series: [
            { key: 'scheduled', label: 'Programado', color: 'sky', format: formatMoney },
            { key: 'collected', label: 'Cobrado', color: 'emerald', format: formatMoney },
          ],
          axisFormat: { left: formatCompactMoney },
        }}
      />

      <ReportSection
        title="Cartera en riesgo"
        description="Capital pendiente de los préstamos con una cuota atrasada al menos esos días, sobre todo el capital pendiente, al cierre del período."
      >
        <FigureCards
          label="Cartera en riesgo"
          items={[
            ...PAR_BUCKETS.map(({ key, label }) => ({
              label,
              figure: delinquency[key],
              kind: 'percent' as const,
              icon: TriangleAlert,
              tone: 'red' as const,
              better: 'down' as const,
            })),
            // Restructured loans still under their 6-installment watch (PRODUCT.md §9).
            {
              label: 'En observación',
              figure: figures.watchedLoans,
              kind: 'count' as const,
              icon: CalendarClock,
              tone: 'amber' as const,
              better: 'down' as const,
            },
          ]}
        />
      </ReportSection>

      <div className="grid min-w-0 gap-6 xl:grid-cols-2">
        <ChartCard
          title="Cartera en riesgo por atraso"
          description="PAR del período frente al período anterior."
          spec={{
            kind: 'cartesian',
            rows: parRows,
            category: { key: 'bucket', label: 'Atraso' },
            series: [
              {
                key: 'current',
                label: 'Período actual',
                color: 'rose',
                format: formatPercentValue,
                summable: false,
              },
              {
                key: 'previous',
                label: 'Período anterior',
                color: 'slate',
                format: formatPercentValue,
                summable: false,
              },
            ],
            axisFormat: { left: formatPercentValue },
          }}
        />
        <ChartCard
          title="Composición de los ingresos"
          description="De qué se compone el dinero recibido en el período."
          spec={{
            kind: 'donut',
            rows: incomeRows,
            category: { key: 'part', label: 'Concepto' },
            series: [
              { key: 'amount', label: 'Monto', color: 'emerald', format: formatMoney },
              {
                key: 'share',
                label: 'Porcentaje',
                color: 'emerald',
                format: formatPercentValue,
                tableOnly: true,
              },
            ],
            rowColors: ['emerald', 'sky', 'amber', 'violet'],
          }}
        />
      </div>

      <ChartCard
        title="Cobros por canal"
        description="Dinero recibido en el período por canal: efectivo, transferencia, Yappy, tarjeta, cheque y pagos reportados por el cliente."
        spec={{
          kind: 'cartesian',
          horizontal: true,
          rows: channelRows,
          category: { key: 'channel', label: 'Canal' },
          series: [
            { key: 'current', label: 'Período actual', color: 'emerald', format: formatMoney },
            { key: 'previous', label: 'Período anterior', color: 'slate', format: formatMoney },
            {
              key: 'receipts',
              label: 'Recibos',
              color: 'emerald',
              format: formatCount,
              tableOnly: true,
            },
          ],
          axisFormat: { left: formatCompactMoney },
        }}
      />

      <ReportSection title="Proyección de cobros" description="Lo que falta por vencer desde hoy.">
        <StatCards label="Proyección de cobros" stats={projectionStats} className="lg:grid-cols-3" />
      </ReportSection>
    </>
  );
}
