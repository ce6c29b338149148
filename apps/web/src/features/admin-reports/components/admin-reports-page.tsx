import {
  paginationQuery,
  REPORT_PERIODS,
  REPORT_TYPES,
  type ReportType,
  reportQuery,
} from '@quincena/shared';
import { Bike, ChartColumn, type LucideIcon, ShoppingBag, Store, Users, Wallet } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ReportFilters as ReportQueryFilters } from '../api/get-report.ts';
import { CHART_PALETTE_CLASS } from './chart-model.ts';
import { CustomersReportView } from './customers-report.tsx';
import { FinancingReportView } from './financing-report.tsx';
import { InventoryReportView } from './inventory-report.tsx';
import { OverviewReportView } from './overview-report.tsx';
import { ReportFilters } from './report-filters.tsx';
import { PERIOD_LABELS } from './report-format.ts';
import { ReportPanel } from './report-panel.tsx';
import { SalesReportView } from './sales-report.tsx';
import { VendorsReportView } from './vendors-report.tsx';

/**
 * The page's URL: the tab, the period and the 'Filtros', parsed by the shared report query's own
 * fields. `page` is there because the URL-filter hook is built for lists; nothing pages here.
 */
const reportsPageQuery = z.object({
  tab: z.enum(REPORT_TYPES).default('overview'),
  period: reportQuery.shape.period,
  vendorId: reportQuery.shape.vendorId,
  brand: reportQuery.shape.brand,
  termMonths: reportQuery.shape.termMonths,
  page: paginationQuery.shape.page,
});

const TABS: Record<ReportType, { label: string; icon: LucideIcon }> = {
  overview: { label: 'Resumen General', icon: ChartColumn },
  sales: { label: 'Ventas', icon: ShoppingBag },
  financing: { label: 'Financiamiento', icon: Wallet },
  customers: { label: 'Clientes', icon: Users },
  inventory: { label: 'Inventario', icon: Bike },
  vendors: { label: 'Vendedores', icon: Store },
};

const PERIOD_OPTIONS = REPORT_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }));
const isPeriod = (value: string): value is ReportQueryFilters['period'] =>
  (REPORT_PERIODS as readonly string[]).includes(value);
const isReportType = (value: string): value is ReportType =>
  (REPORT_TYPES as readonly string[]).includes(value);

/** /admin/reports ('Reportes y Analytics'): every figure of the period against the previous one, with charts. */
export function AdminReportsPage() {
  const { filters, setFilters } = useUrlFilters(reportsPageQuery);
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the row of tabs scrolls: a tab opened from the URL must not sit out of sight.
  useEffect(() => {
    tabList.current
      ?.querySelector(`[data-tab="${filters.tab}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [filters.tab]);
  const query: ReportQueryFilters = {
    period: filters.period,
    vendorId: filters.vendorId,
    brand: filters.brand,
    termMonths: filters.termMonths,
  };

  return (
    <div className={cn('grid min-w-0 gap-6', CHART_PALETTE_CLASS)}>
      <PageHeader
        title="Reportes y Analytics"
        description="Cifras del período elegido comparadas con el período anterior."
      />

      <div className="flex flex-wrap items-end gap-3">
        <Select
          label="Período"
          options={PERIOD_OPTIONS}
          value={filters.period}
          onValueChange={(period) => isPeriod(period) && setFilters({ period })}
          className="w-40"
        />
        <ReportFilters
          value={{ vendorId: filters.vendorId, brand: filters.brand, termMonths: filters.termMonths }}
          onChange={(next) => setFilters(next)}
        />
      </div>

      {/* min-w-0: on a phone the row of tabs scrolls instead of widening the page. */}
      <Tabs
        value={filters.tab}
        onValueChange={(tab) => isReportType(tab) && setFilters({ tab })}
        className="grid min-w-0 gap-4"
      >
        <TabsList ref={tabList} aria-label="Tipo de reporte" className="w-fit">
          {REPORT_TYPES.map((type) => {
            const { label, icon: Icon } = TABS[type];
            return (
              <TabsTrigger key={type} value={type} data-tab={type}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>

        {/* Only the open tab is mounted, so only its report is fetched. */}
        <TabsContent value="overview">
          <ReportPanel type="overview" filters={query}>
            {(report) => <OverviewReportView report={report} />}
          </ReportPanel>
        </TabsContent>
        <TabsContent value="sales">
          <ReportPanel type="sales" filters={query}>
            {(report) => <SalesReportView report={report} />}
          </ReportPanel>
        </TabsContent>
        <TabsContent value="financing">
          <ReportPanel type="financing" filters={query}>
            {(report) => <FinancingReportView report={report} />}
          </ReportPanel>
        </TabsContent>
        <TabsContent value="customers">
          <ReportPanel type="customers" filters={query}>
            {(report) => <CustomersReportView report={report} />}
          </ReportPanel>
        </TabsContent>
        <TabsContent value="inventory">
          <ReportPanel type="inventory" filters={query}>
            {(report) => <InventoryReportView report={report} />}
          </ReportPanel>
        </TabsContent>
        <TabsContent value="vendors">
          <ReportPanel type="vendors" filters={query}>
            {(report) => <VendorsReportView report={report} />}
          </ReportPanel>
        </TabsContent>
      </Tabs>
    </div>
  );
}
