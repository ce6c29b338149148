import type { Report, ReportType } from '@quincena/shared';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useExportReport } from '../api/export-report.ts';
import { type ReportFilters, useReport } from '../api/get-report.ts';

/** The report's name in the CSV file name. */
const FILE_SLUGS: Record<ReportType, string> = {
  overview: 'resumen',
  sales: 'ventas',
  financing: 'financiamiento',
  customers: 'clientes',
  inventory: 'inventario',
  vendors: 'vendedores',
};

export interface ReportPanelProps<T extends ReportType> {
  type: T;
  filters: ReportFilters;
  children: (report: Report<T>) => ReactNode;
}

/**
 * One tab of the reports: loads its report for the period and filters, says which dates it covers
 * against which, offers 'Exportar CSV', and shows the loading and error states.
 */
export function ReportPanel<T extends ReportType>({ type, filters, children }: ReportPanelProps<T>) {
  const query = useReport(type, filters);
  const exportReport = useExportReport();
  const { toast } = useToast();

  if (query.isPending) return <ReportSkeleton />;
  if (query.isError) {
    return (
      <ErrorState
        title="No se pudo cargar el reporte"
        message={serverMessage(query.error, 'Intente nuevamente.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { window: range } = query.data;
  const onExport = async () => {
    try {
      const file = await exportReport.mutateAsync({ type, filters });
      saveBlob(file, `reporte-${FILE_SLUGS[type]}-${range.from}-a-${range.to}.csv`);
    } catch (error) {
      toast.error('Error al exportar el reporte', serverMessage(error, 'Intente nuevamente.'));
    }
  };
  const stale = query.isPlaceholderData;

  return (
    <div
      className={cn('grid min-w-0 gap-6 transition-opacity', stale && 'opacity-60')}
      aria-busy={stale || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted-foreground">
          Del <span className="font-medium text-foreground">{formatDate(range.from)}</span> al{' '}
          <span className="font-medium text-foreground">{formatDate(range.to)}</span>, comparado con el{' '}
          {formatDate(range.previousFrom)} al {formatDate(range.previousTo)}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void onExport()}
          loading={exportReport.isPending}
          disabled={stale}
        >
          {!exportReport.isPending && <Download aria-hidden="true" />}
          Exportar CSV
        </Button>
      </div>
      {children(query.data)}
    </div>
  );
}

function ReportSkeleton() {
  return (
    <div role="status" aria-label="Cargando reporte..." className="grid gap-6">
      <Skeleton className="h-8 w-full max-w-md rounded-lg" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    </div>
  );
}
