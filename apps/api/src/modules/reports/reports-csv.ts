import {
  COLLECTION_CHANNEL_LABELS,
  commissionRateToPercent,
  type Figure,
  formatIsoDateDmy,
  type Report,
  type ReportQuery,
  type ReportType,
  type SeriesBucket,
} from '@quincena/shared';
import { csvDocument, csvLine } from '../../csv.ts';

/*
 * A report as CSV: first the figures, one per row (Indicador, Período actual, Período anterior,
 * Cambio %), then each of the report's tables as a section: an empty line, the section's title, its
 * header row and its rows. Money with 2 decimals, percentages with 1, dates as dd/mm/yyyy.
 */

type Cell = string | number;
interface Section {
  title: string;
  header: string[];
  rows: Cell[][];
}

const BUCKET_TITLES: Record<SeriesBucket, string> = { day: 'día', week: 'semana', month: 'mes' };

const usd = (amount: number) => amount.toFixed(2);
const pct = (value: number) => value.toFixed(1);
const day = (date: string) => formatIsoDateDmy(date);

/** How each figure is written: its Spanish label and whether it is money, a count or a percentage. */
type Kind = 'money' | 'count' | 'percent' | 'days';
const write = (kind: Kind, value: number) =>
  kind === 'money' ? usd(value) : kind === 'percent' || kind === 'days' ? pct(value) : String(value);
const figureRow = (label: string, kind: Kind, f: Figure): Cell[] => [
  label,
  write(kind, f.current),
  write(kind, f.previous),
  f.change === null ? '' : pct(f.change),
];

function figuresOf(type: ReportType, report: Report<ReportType>): Cell[][] {
  switch (type) {
    case 'overview': {
      const f = (report as Report<'overview'>).figures;
      return [
        figureRow('Total de clientes', 'count', f.totalCustomers),
        figureRow('Solicitudes activas', 'count', f.activeApplications),
        figureRow('Valor total prestado (USD)', 'money', f.totalLent),
        figureRow('Motos disponibles en inventario', 'count', f.availableMotorcycles),
        figureRow('Tasa de aprobación (%)', 'percent', f.approvalRate),
        figureRow('Tiempo promedio de procesamiento (días)', 'days', f.averageProcessingDays),
        figureRow('Solicitudes nuevas', 'count', f.newApplications),
        figureRow('Cobrado (USD)', 'money', f.collected),
      ];
    }
    case 'sales': {
      const f = (report as Report<'sales'>).figures;
      return [
        figureRow('Ventas totales (USD)', 'money', f.totalSales),
        figureRow('Unidades vendidas', 'count', f.unitsSold),
        figureRow('Ticket promedio (USD)', 'money', f.averageTicket),
        figureRow('Abonos iniciales (USD)', 'money', f.downPayments),
      ];
    }
    case 'financing': {
      const r = report as Report<'financing'>;
      const f = r.figures;
      return [
        figureRow('Ingresos totales (USD)', 'money', f.totalIncome),
        figureRow('Financiamientos aprobados', 'count', f.approvedFinancings),
        figureRow('Monto financiado (USD)', 'money', f.financedAmount),
        figureRow('Intereses programados (USD)', 'money', f.interestScheduled),
        figureRow('Intereses cobrados (USD)', 'money', f.interestCollected),
        figureRow('Mora cobrada (USD)', 'money', f.lateFeesCollected),
        figureRow('Capital pendiente (USD)', 'money', f.outstandingPrincipal),
        figureRow('Cartera castigada (USD)', 'money', f.writtenOff),
        figureRow('Recuperaciones (USD)', 'money', f.recovered),
        figureRow('Préstamos reestructurados en observación', 'count', f.watchedLoans),
        figureRow('Cartera en riesgo 1+ días (%)', 'percent', r.delinquency.par1),
        figureRow('Cartera en riesgo 30+ días (%)', 'percent', r.delinquency.par30),
        figureRow('Cartera en riesgo 60+ días (%)', 'percent', r.delinquency.par60),
        figureRow('Cartera en riesgo 90+ días (%)', 'percent', r.delinquency.par90),
      ];
    }
    case 'customers': {
      const f = (report as Report<'customers'>).figures;
      return [
        figureRow('Total de clientes', 'count', f.total),
        figureRow('Clientes verificados', 'count', f.verified),
        figureRow('Clientes nuevos', 'count', f.newInPeriod),
      ];
    }
    case 'inventory': {
      const f = (report as Report<'inventory'>).figures;
      return [
        figureRow('Motos en inventario', 'count', f.total),
        figureRow('Motos disponibles', 'count', f.available),
        figureRow('Valor de las motos disponibles (USD)', 'money', f.totalValue),
        figureRow('Motos vendidas en el período', 'count', f.soldInPeriod),
      ];
    }
    case 'vendors': {
      const f = (report as Report<'vendors'>).figures;
      return [
        figureRow('Solicitudes', 'count', f.applications),
        figureRow('Préstamos desembolsados', 'count', f.disbursedLoans),
        figureRow('Monto financiado (USD)', 'money', f.financedAmount),
        figureRow('Comisiones (USD)', 'money', f.commissions),
      ];
    }
  }
}

function sectionsOf(type: ReportType, report: Report<ReportType>): Section[] {
  const seriesTitle = `Serie por ${BUCKET_TITLES[report.window.bucket]}`;
  switch (type) {
    case 'overview': {
      const r = report as Report<'overview'>;
      return [
        {
          title: seriesTitle,
          header: ['Fecha', 'Solicitudes', 'Desembolsos', 'Monto desembolsado (USD)'],
          rows: r.series.map((s) => [day(s.date), s.applications, s.disbursements, usd(s.disbursedAmount)]),
        },
      ];
    }
    case 'sales': {
      const r = report as Report<'sales'>;
      return [
        {
          title: seriesTitle,
          header: ['Fecha', 'Unidades', 'Monto (USD)'],
          rows: r.series.map((s) => [day(s.date), s.units, usd(s.amount)]),
        },
        {
          title: 'Modelos más vendidos',
          header: ['Marca', 'Modelo', 'Unidades', 'Monto (USD)'],
          rows: r.bestSellingModels.map((m) => [m.brand, m.model, m.units, usd(m.amount)]),
        },
      ];
    }
    case 'financing': {
      const r = report as Report<'financing'>;
      return [
        {
          title: 'Composición del ingreso',
          header: ['Concepto', 'Monto (USD)'],
          rows: [
            ['Capital', usd(r.incomeSplit.principal)],
            ['Intereses', usd(r.incomeSplit.interest)],
            ['Mora', usd(r.incomeSplit.lateFees)],
            ['Crédito sin aplicar', usd(r.incomeSplit.unapplied)],
          ],
        },
        {
          title: seriesTitle,
          header: ['Fecha', 'Programado (USD)', 'Cobrado (USD)'],
          rows: r.series.map((s) => [day(s.date), usd(s.scheduled), usd(s.collected)]),
        },
        {
          title: 'Por cobrar',
          header: ['Plazo', 'Monto (USD)'],
          rows: [
            ['Próximos 30 días', usd(r.projections.nextMonth)],
            ['Próximos 91 días', usd(r.projections.nextQuarter)],
            ['Próximos 365 días', usd(r.projections.nextYear)],
          ],
        },
        {
          title: 'Cobros por canal',
          header: ['Canal', 'Recibos', 'Monto (USD)', 'Monto período anterior (USD)'],
          rows: r.collectionsByChannel.map((c) => [
            COLLECTION_CHANNEL_LABELS[c.channel],
            c.receipts.current,
            usd(c.amount.current),
            usd(c.amount.previous),
          ]),
        },
      ];
    }
    case 'customers': {
      const r = report as Report<'customers'>;
      const share = (title: string, first: string, items: typeof r.ageDistribution): Section => ({
        title,
        header: [first, 'Clientes', 'Porcentaje (%)'],
        rows: items.map((d) => [d.label, d.count, pct(d.percent)]),
      });
      return [
        share('Distribución por edad', 'Edad', r.ageDistribution),
        share('Distribución por ciudad', 'Ciudad', r.cityDistribution),
        {
          title: seriesTitle,
          header: ['Fecha', 'Clientes nuevos'],
          rows: r.series.map((s) => [day(s.date), s.newCustomers]),
        },
      ];
    }
    case 'inventory': {
      const r = report as Report<'inventory'>;
      return [
        {
          title: 'Por marca',
          header: ['Marca', 'Total', 'Disponibles', 'Valor disponible (USD)', 'Vendidas en el período'],
          rows: r.brandBreakdown.map((b) => [b.brand, b.total, b.available, usd(b.value), b.soldInPeriod]),
        },
      ];
    }
    case 'vendors': {
      const r = report as Report<'vendors'>;
      return [
        {
          title: 'Vendedores',
          header: [
            'Vendedor',
            'Concesionario',
            'Comisión (%)',
            'Solicitudes',
            'Aprobadas',
            'Desembolsados',
            'Monto financiado (USD)',
            'Comisión (USD)',
          ],
          rows: r.vendors.map((v) => [
            v.name,
            v.dealershipName ?? '',
            commissionRateToPercent(v.commissionRate).toFixed(2),
            v.applications,
            v.approved,
            v.disbursedLoans,
            usd(v.financedAmount),
            usd(v.commission),
          ]),
        },
      ];
    }
  }
}

/** The filters applied, named as the screen names them; none, no section. */
function filtersSection(query: ReportQuery, vendor: string | undefined): Section[] {
  const rows: Cell[][] = [];
  if (vendor) rows.push(['Vendedor', vendor]);
  if (query.brand) rows.push(['Marca', query.brand]);
  if (query.termMonths) rows.push(['Plazo (meses)', query.termMonths]);
  return rows.length === 0 ? [] : [{ title: 'Filtros', header: ['Filtro', 'Valor'], rows }];
}

export function reportCsv(
  type: ReportType,
  report: Report<ReportType>,
  query: ReportQuery,
  vendor: string | undefined,
): string {
  const w = report.window;
  const lines = [
    csvLine([
      'Indicador',
      `Período actual (${day(w.from)} al ${day(w.to)})`,
      `Período anterior (${day(w.previousFrom)} al ${day(w.previousTo)})`,
      'Cambio %',
    ]),
    ...figuresOf(type, report).map(csvLine),
  ];
  for (const section of [...sectionsOf(type, report), ...filtersSection(query, vendor)]) {
    lines.push('', csvLine([section.title]), csvLine(section.header), ...section.rows.map(csvLine));
  }
  return csvDocument(lines);
}

/** reporte-<type>-<period>-<last day>.csv */
export const reportFileName = (type: ReportType, report: Report<ReportType>) =>
  `reporte-${type}-${report.window.period}-${report.window.to}.csv`;
