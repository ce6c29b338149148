import type { VendorsReport } from '@quincena/shared';
import { Banknote, FileText, HandCoins, Store } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { EMPTY_VALUE, formatMoney, formatPercent } from '../../../lib/format.ts';
import { ChartCard, NO_DATA_TITLE } from './chart-card.tsx';
import { FigureCards, financedAmountItem } from './figure-cards.tsx';
import { formatCompactMoney, formatCount } from './report-format.ts';
import { ReportSection } from './report-section.tsx';

/** 'Vendedores': each vendor's applications, loans and commission (rate × financed amount disbursed). */
export function VendorsReportView({ report }: { report: VendorsReport }) {
  const { figures, vendors } = report;
  const byCommission = [...vendors]
    .sort((a, b) => b.commission - a.commission)
    .map((v) => ({ name: v.name, commission: v.commission, financedAmount: v.financedAmount }));
  return (
    <>
      <FigureCards
        label="Indicadores de vendedores"
        items={[
          {
            label: 'Solicitudes',
            figure: figures.applications,
            kind: 'count',
            icon: FileText,
            tone: 'amber',
          },
          {
            label: 'Préstamos Desembolsados',
            figure: figures.disbursedLoans,
            kind: 'count',
            icon: Banknote,
            tone: 'sky',
          },
          financedAmountItem(figures.financedAmount),
          {
            label: 'Comisiones',
            figure: figures.commissions,
            kind: 'money',
            icon: HandCoins,
            tone: 'emerald',
          },
        ]}
      />
      <ChartCard
        title="Comisión por vendedor"
        description="Tasa de comisión de cada vendedor por el monto financiado de sus préstamos desembolsados."
        spec={{
          kind: 'cartesian',
          horizontal: true,
          rows: byCommission,
          category: { key: 'name', label: 'Vendedor' },
          series: [
            { key: 'commission', label: 'Comisión', color: 'emerald', format: formatMoney },
            {
              key: 'financedAmount',
              label: 'Monto financiado',
              color: 'sky',
              format: formatMoney,
              tableOnly: true,
            },
          ],
          axisFormat: { left: formatCompactMoney },
        }}
      />
      <ReportSection title="Detalle por vendedor">
        {vendors.length === 0 ? (
          <EmptyState icon={Store} title={NO_DATA_TITLE} />
        ) : (
          <Table scrollLabel="Detalle por vendedor">
            <TableCaption className="sr-only">Detalle por vendedor</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Vendedor</TableHead>
                <TableHead>Concesionario</TableHead>
                <TableHead className="text-right">Tasa</TableHead>
                <TableHead className="text-right">Solicitudes</TableHead>
                <TableHead className="text-right">Aprobadas</TableHead>
                <TableHead className="text-right">Desembolsados</TableHead>
                <TableHead className="text-right">Monto financiado</TableHead>
                <TableHead className="text-right">Comisión</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {vendors.map((v) => (
                <TableRow key={v.id}>
                  <TableCell className="font-medium whitespace-nowrap text-foreground">{v.name}</TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    {v.dealershipName ?? EMPTY_VALUE}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatPercent(v.commissionRate)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(v.applications)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(v.approved)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(v.disbursedLoans)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(v.financedAmount)}
                  </TableCell>
                  <TableCell className="text-right font-medium whitespace-nowrap tabular-nums">
                    {formatMoney(v.commission)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ReportSection>
    </>
  );
}
