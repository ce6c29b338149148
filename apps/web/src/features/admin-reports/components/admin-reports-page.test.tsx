import type {
  Figure,
  FinancingReport,
  OverviewReport,
  SalesReport,
  VendorAccount,
  VendorsReport,
} from '@quincena/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession, vendorUser } from '../../../test/users.ts';
import { AdminReportsPage } from './admin-reports-page.tsx';

const VENDOR_ID = '7a1b2c3d-0000-4000-8000-000000000001';

const fig = (current: number, previous: number, change: number | null): Figure => ({
  current,
  previous,
  change,
});
const zero = fig(0, 0, null);

const WINDOW = {
  period: 'month',
  from: '2026-10-25',
  to: '2026-11-23',
  previousFrom: '2026-09-25',
  previousTo: '2026-10-24',
  bucket: 'day',
} as const;

const OVERVIEW: OverviewReport = {
  window: WINDOW,
  figures: {
    totalCustomers: fig(120, 100, 20),
    activeApplications: fig(8, 10, -20),
    totalLent: fig(45250.5, 30000, 50.8),
    availableMotorcycles: fig(14, 14, 0),
    approvalRate: fig(75, 60, 25),
    averageProcessingDays: fig(2.5, 3, -16.7),
    newApplications: fig(12, 0, null),
    collected: fig(9800, 8000, 22.5),
  },
  series: [
    { date: '2026-11-21', applications: 3, disbursements: 1, disbursedAmount: 1600 },
    { date: '2026-11-22', applications: 0, disbursements: 0, disbursedAmount: 0 },
    { date: '2026-11-23', applications: 5, disbursements: 2, disbursedAmount: 3250.75 },
  ],
};

const SALES: SalesReport = {
  window: { ...WINDOW, period: 'quarter', bucket: 'week' },
  figures: {
    totalSales: fig(60000, 50000, 20),
    unitsSold: fig(20, 20, 0),
    averageTicket: fig(3000, 2500, 20),
    downPayments: fig(9000, 7000, 28.6),
  },
  series: [{ date: '2026-11-16', units: 4, amount: 12000 }],
  bestSellingModels: [{ brand: 'Honda', model: 'XR150L', units: 7, amount: 17500 }],
};

const FINANCING: FinancingReport = {
  window: WINDOW,
  figures: {
    totalIncome: fig(5000, 4000, 25),
    approvedFinancings: fig(6, 4, 50),
    financedAmount: fig(12000, 8000, 50),
    interestScheduled: fig(900, 800, 12.5),
    interestCollected: fig(700, 750, -6.7),
    lateFeesCollected: fig(50, 0, null),
    outstandingPrincipal: fig(80000, 75000, 6.7),
    writtenOff: fig(1500, 0, null),
    recovered: fig(200, 0, null),
    watchedLoans: fig(2, 1, 100),
  },
  delinquency: { par1: fig(12.5, 10, 25), par30: fig(4, 5, -20), par60: zero, par90: zero },
  incomeSplit: { principal: 4000, interest: 700, lateFees: 50, unapplied: 250 },
  series: [{ date: '2026-11-23', scheduled: 1200, collected: 1000 }],
  projections: { nextMonth: 4500, nextQuarter: 13000, nextYear: 48000 },
  collectionsByChannel: [
    { channel: 'CASH', receipts: fig(12, 10, 20), amount: fig(2500, 2000, 25) },
    { channel: 'BANK_TRANSFER', receipts: fig(6, 5, 20), amount: fig(1400, 1000, 40) },
    { channel: 'YAPPY', receipts: fig(4, 0, null), amount: fig(600, 0, null) },
    { channel: 'CARD', receipts: fig(1, 0, null), amount: fig(250, 0, null) },
    { channel: 'CHECK', receipts: zero, amount: zero },
    { channel: 'CUSTOMER_REPORT', receipts: fig(2, 1, 100), amount: fig(250, 100, 150) },
  ],
};

const VENDORS: VendorsReport = {
  window: WINDOW,
  figures: {
    applications: fig(10, 8, 25),
    disbursedLoans: fig(4, 2, 100),
    financedAmount: fig(9600, 4000, 140),
    commissions: fig(480, 200, 140),
  },
  vendors: [
    {
      id: VENDOR_ID,
      name: 'Carlos Ruiz',
      dealershipName: 'Motos del Istmo',
      commissionRate: 0.05,
      applications: 10,
      approved: 6,
      disbursedLoans: 4,
      financedAmount: 9600,
      commission: 480,
    },
  ],
};

const VENDOR_LIST: VendorAccount[] = [vendorUser({ id: VENDOR_ID })];
const MOTORCYCLES = [
  { id: 'm1', brand: 'Yamaha' },
  { id: 'm2', brand: 'Honda' },
  { id: 'm3', brand: 'Honda' },
];

/** The JSON report, or the CSV when the file client asks for it (the same path with `format=csv`). */
const reportOr =
  (data: unknown, csv = 'Indicador,Actual,Anterior'): MockHandler =>
  ({ headers }) =>
    headers.Accept === 'application/json' ? ok(data) : { status: 200, body: csv };

function renderPage({
  path = '/admin/reports',
  handlers = {},
}: {
  path?: string;
  handlers?: Record<string, MockHandler | MockHandler[]>;
} = {}) {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({
    'GET /api/auth/admin/me': ok(user),
    'GET /api/admin/reports/overview': reportOr(OVERVIEW),
    'GET /api/admin/reports/sales': reportOr(SALES),
    'GET /api/admin/reports/financing': reportOr(FINANCING),
    'GET /api/admin/reports/vendors': reportOr(VENDORS),
    'GET /api/admin/vendors': ok({ vendors: VENDOR_LIST }),
    'GET /api/admin/motorcycles': ok({ motorcycles: MOTORCYCLES }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  const routes = [{ path: '/admin/reports', element: <AdminReportsPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

/** The query of the last call to `pathname`, as an object. */
const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], pathname: string) => {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
};

/** Text as a person reads it: Intl's non-breaking spaces as plain ones. */
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ');

const card = (list: HTMLElement, label: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(label)) as HTMLElement;

// jsdom has no object URLs (each test file has its own jsdom).
beforeAll(() => {
  Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:csv'), revokeObjectURL: vi.fn() });
});

// jsdom lays nothing out: the charts' container gets a phone-sized box, so Recharts draws.
beforeEach(() => {
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 358, height: 256 })
      : measure.call(this);
  });
  // Reduced motion: Recharts draws at once instead of animating (as it does for people who ask).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe('AdminReportsPage', () => {
  it("shows the period's figures with the previous value and the change, '—' when there is none", async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { name: 'Reportes y Analytics', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando reporte...' })).toBeInTheDocument();
    const figures = await screen.findByRole('list', { name: 'Indicadores del período' });
    expect(lastQuery(fetchMock, '/api/admin/reports/overview')).toEqual({ period: 'month' });

    expect(card(figures, 'Valor Total Prestado')).toHaveTextContent(
      'Valor Total PrestadoUSD 45,251Anterior: USD 30,000Sube+50.8%respecto al período anterior',
    );
    expect(card(figures, 'Solicitudes Activas')).toHaveTextContent(
      'Solicitudes Activas8Anterior: 10Baja-20.0%respecto al período anterior',
    );
    expect(card(figures, 'Motos en Inventario')).toHaveTextContent('Sin cambio0.0%');
    expect(card(figures, 'Tasa de Aprobación')).toHaveTextContent('75.0%Anterior: 60.0%');
    expect(card(figures, 'Tiempo Promedio')).toHaveTextContent('2.5 díasAnterior: 3.0 días');
    const noComparison = card(figures, 'Nuevas Solicitudes');
    expect(noComparison).toHaveTextContent('Nuevas Solicitudes12Anterior: 0—');
    expect(within(noComparison).getByText('Sin comparación con el período anterior')).toHaveClass('sr-only');
    expect(screen.getByText(/comparado con el 25 sept 2026 al 24 oct 2026/)).toBeInTheDocument();
  });

  it('draws each chart with a summary for screen readers and the same data in its table', async () => {
    const { user } = renderPage();
    const chart = await screen.findByRole('img', { name: /^Solicitudes y desembolsos\./ });
    expect(chart).toHaveAccessibleName(
      'Solicitudes y desembolsos. Solicitudes: total 8, máximo 5 en 23 nov 2026. ' +
        'Desembolsos: total 3, máximo 2 en 23 nov 2026.',
    );
    // Drawn in the palette's variables, which follow the light or dark theme.
    await waitFor(() => expect(chart.querySelector('.recharts-bar-rectangle path')).not.toBeNull());
    const fills = new Set(
      [...chart.querySelectorAll('.recharts-bar-rectangle path')].map((p) => p.getAttribute('fill')),
    );
    expect(fills).toEqual(new Set(['var(--chart-sky)', 'var(--chart-emerald)']));
    await user.click(screen.getByText('Ver tabla'));
    const table = screen.getByRole('table', { name: 'Solicitudes y desembolsos' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => text(row))).toEqual([
      'DíaSolicitudesDesembolsosMonto desembolsado',
      '21 nov 202631USD 1,600.00',
      '22 nov 202600USD 0.00',
      '23 nov 202652USD 3,250.75',
    ]);
  });

  it('keeps the tab and the period in the URL and asks for that report', async () => {
    const { fetchMock, user } = renderPage();
    await screen.findByRole('list', { name: 'Indicadores del período' });

    await user.click(screen.getByRole('tab', { name: 'Ventas' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=sales'));
    expect(await screen.findByRole('list', { name: 'Indicadores de ventas' })).toBeInTheDocument();
    expect(lastQuery(fetchMock, '/api/admin/reports/sales')).toEqual({ period: 'month' });

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Trimestre' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=sales&period=quarter'));
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/api/admin/reports/sales')).toEqual({ period: 'quarter' }),
    );
    // A quarter is drawn by weeks.
    expect(await screen.findByRole('img', { name: /Semana del 16 nov 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('applies vendor, brand and term from Filtros, shows them as chips and clears them', async () => {
    const { fetchMock, user } = renderPage();
    await screen.findByRole('list', { name: 'Indicadores del período' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });

    await user.click(within(dialog).getByRole('combobox', { name: 'Vendedor' }));
    await user.click(await screen.findByRole('option', { name: 'Carlos Ruiz · Motos del Istmo' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Marca' }));
    // Each brand once, in order.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas', 'Honda', 'Yamaha']);
    await user.click(screen.getByRole('option', { name: 'Honda' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Plazo' }));
    await user.click(await screen.findByRole('option', { name: '18 meses' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar filtros' }));

    await waitFor(() =>
      expect(window.location.search).toBe(`?vendorId=${VENDOR_ID}&brand=Honda&termMonths=18`),
    );
    await waitFor(() =>
      expect(lastQuery(fetchMock, '/api/admin/reports/overview')).toEqual({
        period: 'month',
        vendorId: VENDOR_ID,
        brand: 'Honda',
        termMonths: '18',
      }),
    );
    expect(screen.getByRole('button', { name: 'Filtros 3 activos' })).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Vendedor: Carlos Ruiz · Motos del Istmo', 'Marca: Honda', 'Plazo: 18 meses']);

    await user.click(screen.getByRole('button', { name: 'Quitar filtro Marca: Honda' }));
    await waitFor(() => expect(window.location.search).toBe(`?vendorId=${VENDOR_ID}&termMonths=18`));

    await user.click(screen.getByRole('button', { name: 'Filtros 2 activos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).not.toBeInTheDocument();
  });

  it("downloads the tab's report as CSV with the same period and filters", async () => {
    const createObjectURL = vi.mocked(URL.createObjectURL);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fetchMock, user } = renderPage({ path: '/admin/reports?tab=vendors&period=year&termMonths=24' });
    await screen.findByRole('list', { name: 'Indicadores de vendedores' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());

    expect(lastQuery(fetchMock, '/api/admin/reports/vendors')).toEqual({
      period: 'year',
      termMonths: '24',
      format: 'csv',
    });
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob | undefined;
    expect(await blob?.text()).toContain('Indicador,Actual,Anterior');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'reporte-vendedores-2026-10-25-a-2026-11-23.csv',
    );
  });

  it("lists each vendor's figures and commission", async () => {
    renderPage({ path: '/admin/reports?tab=vendors' });
    const table = await screen.findByRole('table', { name: 'Detalle por vendedor' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Carlos RuizMotos del Istmo5.0%1064USD 9,600.00USD 480.00',
    );
    expect(
      screen.getByRole('img', { name: /^Comisión por vendedor\. Comisión: total USD\s480\.00/ }),
    ).toBeVisible();
  });

  it('shows the portfolio at risk, where a fall is good news, and the income split', async () => {
    renderPage({ path: '/admin/reports?tab=financing' });
    const par = await screen.findByRole('list', { name: 'Cartera en riesgo' });
    const par30 = card(par, 'PAR 30');
    expect(par30).toHaveTextContent('PAR 304.0%Anterior: 5.0%Baja-20.0%');
    expect(within(par30).getByText('-20.0%').parentElement).toHaveClass('text-emerald-700');
    expect(within(card(par, 'PAR 1')).getByText('+25.0%').parentElement).toHaveClass('text-red-700');
    expect(
      screen.getByRole('img', { name: /^Composición de los ingresos\. Monto: total USD\s5,000\.00/ }),
    ).toBeInTheDocument();
    const split = screen.getByRole('table', { name: 'Composición de los ingresos' });
    expect(within(split).getAllByRole('row')[1]).toHaveTextContent('CapitalUSD 4,000.0080.0%');
    expect(screen.getByRole('list', { name: 'Proyección de cobros' })).toHaveTextContent('USD 48,000');
    // Collections by channel, each channel's receipts beside its money (issue 26).
    const channels = screen.getByRole('table', { name: 'Cobros por canal' });
    expect(within(channels).getAllByRole('row')[1]).toHaveTextContent('EfectivoUSD 2,500.00USD 2,000.0012');
    expect(within(channels).getAllByRole('row')[6]).toHaveTextContent(
      'Reportado por el clienteUSD 250.00USD 100.002',
    );
    // Write-offs and recoveries of the period beside the portfolio (PRODUCT.md §9).
    const figures = screen.getByRole('list', { name: 'Indicadores de financiamiento' });
    expect(card(figures, 'Cartera Castigada')).toHaveTextContent(
      /^Cartera CastigadaUSD 1,500Anterior: USD 0/,
    );
    expect(card(figures, 'Recuperaciones')).toHaveTextContent(/^RecuperacionesUSD 200Anterior/);
    expect(card(par, 'En observación')).toHaveTextContent(/^En observación2Anterior: 1/);
  });

  it('says when a chart has no data for the period', async () => {
    renderPage({
      handlers: {
        'GET /api/admin/reports/overview': reportOr({
          ...OVERVIEW,
          series: OVERVIEW.series.map((p) => ({ ...p, applications: 0, disbursements: 0 })),
        }),
      },
    });
    await screen.findByRole('list', { name: 'Indicadores del período' });
    expect(screen.getByText('No hay datos para este período')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Solicitudes y desembolsos/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Ver tabla')).not.toBeInTheDocument();
  });

  it('says when the report failed and loads it again on Reintentar', async () => {
    const { user } = renderPage({
      handlers: {
        'GET /api/admin/reports/overview': [fail(500, 'INTERNAL', 'Error en el servidor.'), ok(OVERVIEW)],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar el reporte');
    expect(alert).toHaveTextContent('Error en el servidor.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Indicadores del período' })).toBeInTheDocument();
  });
});
