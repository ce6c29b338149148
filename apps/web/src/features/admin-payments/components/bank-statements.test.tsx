import {
  type BankStatement,
  type BankStatementLine,
  bankStatementMessages,
  MAX_STATEMENT_BYTES,
  type StatementMapping,
} from '@quincena/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { fail, type MockHandler, mockApi, ok } from '../../../test/api-mock.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { openAt, TestRouter } from '../../../test/test-router.tsx';
import { adminUser, storeSession } from '../../../test/users.ts';
import { AdminPaymentsPage } from './admin-payments-page.tsx';

const ID = '5d1c2b3a-0000-4000-8000-0000000000a1';
const LOAN = '0b6c1f7e-0000-4000-8000-00000000000a';
const lineId = (n: number) => `7e8f9a0b-0000-4000-8000-00000000000${n}`;
const STATEMENTS = '/api/admin/bank-statements';
const MAPPINGS = '/api/admin/bank-statements/mappings';
const DETAIL = `/api/admin/bank-statements/${ID}`;

const COUNTS = { PENDING: 0, APPLIED: 2, REVIEW: 1, ASSIGNED: 0, DISMISSED: 0, DUPLICATE: 1, INVALID: 0 };

function statement(overrides: Partial<BankStatement> = {}): BankStatement {
  return {
    id: ID,
    bank: 'BANCO_GENERAL',
    fileName: 'movimientos-noviembre.csv',
    status: 'DONE',
    lineCount: 4,
    processedCount: 4,
    counts: COUNTS,
    appliedAmount: 206.84,
    uploadedBy: 'admin',
    createdAt: '2026-11-23T14:30:00.000Z',
    finishedAt: '2026-11-23T14:31:00.000Z',
    ...overrides,
  };
}

function line(n: number, overrides: Partial<BankStatementLine> = {}): BankStatementLine {
  return {
    id: lineId(n),
    lineNumber: n,
    date: '2026-11-20',
    amount: 103.42,
    reference: 'PAGO CUOTA',
    payer: 'JUAN PEREZ',
    bankTransactionId: `TRX-00${n}`,
    status: 'REVIEW',
    reason: bankStatementMessages.noLoan,
    applicationId: null,
    loanNumber: null,
    customerName: null,
    paymentId: null,
    ...overrides,
  };
}

const page = (total: number) => ({
  page: 1,
  limit: 20,
  total,
  totalPages: 1,
  hasPrev: false,
  hasNext: false,
});
const list = (statements: BankStatement[]) => ok({ statements, pagination: page(statements.length) });
const detail = (s: BankStatement, lines: BankStatementLine[]) =>
  ok({ statement: s, lines, pagination: page(lines.length) });
const mappings = (entries: { bank: string; mapping: StatementMapping }[] = []) => ok({ mappings: entries });

/** The page's own answers, which every tab's render asks for. */
const PAGE_HANDLERS: Record<string, MockHandler> = {
  'GET /api/admin/payments/dashboard': ok({
    overview: {
      totalScheduled: 0,
      totalPayments: 0,
      totalReceived: 0,
      collectionRate: 0,
      totalPending: 0,
      overdueCount: 0,
      overdueAmount: 0,
    },
    upcoming: [],
  }),
  'GET /api/admin/payments/calendar': ok({ calendar: [] }),
};

/** A `matchMedia` for a screen this many CSS pixels wide (the lists' `min-width` queries in rem). */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const rem = /min-width:\s*([\d.]+)rem/.exec(media)?.[1];
    return {
      media,
      matches: rem !== undefined && px >= Number(rem) * 16,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

function renderPage(
  handlers: Record<string, MockHandler | MockHandler[]>,
  path = '/admin/payments?tab=statements',
) {
  const user = adminUser();
  storeSession(user);
  const api = mockApi({ 'GET /api/auth/admin/me': ok(user), ...PAGE_HANDLERS, ...handlers });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt(path);
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={[{ path: '/admin/payments', element: <AdminPaymentsPage /> }]} />
    </AppProviders>,
  );
  return { ...api, user: userEvent.setup() };
}

/** The query of the last call to `pathname`. */
const lastQuery = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], pathname: string) => {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
  return Object.fromEntries(urls.at(-1)?.searchParams ?? []);
};

const usd = (text: string) => text.replace(/USD /g, 'USD\u00a0');
const csv = (text: string, name = 'movimientos-noviembre.csv') =>
  new File([text], name, { type: 'text/csv' });
const STANDARD = 'Date,Amount,Reference,Payer,BankTransactionId\n2026-11-20,103.42,Q20260000428,JUAN,TRX-1\n';
const BANK_EXPORT =
  'Fecha Valor;Importe;Descripción;Ordenante;Nro Operación\n20/11/2026;103,42;PAGO;JUAN;TRX-1\n';
const BANK_MAPPING: StatementMapping = {
  date: 'Fecha Valor',
  amount: 'Importe',
  reference: 'Descripción',
  payer: 'Ordenante',
  bankTransactionId: 'Nro Operación',
};

async function chooseOption(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The upload sent (through XMLHttpRequest, for its progress), once it leaves. */
async function sentUpload(): Promise<FakeXhr & { body: FormData }> {
  await waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
  return FakeXhr.last as FakeXhr & { body: FormData };
}
const fieldsOf = (form: FormData) => [...form.keys()];

/** The upload card, once the tab's chunk has loaded. */
async function uploadForm() {
  return screen.findByRole('form', { name: 'Importar extracto' });
}

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  screenWidth(390);
});

describe('bank statements: the import', () => {
  it('says there is no statement yet', async () => {
    renderPage({ [`GET ${STATEMENTS}`]: list([]), [`GET ${MAPPINGS}`]: mappings() });
    expect(await screen.findByText('Aún no se ha importado ningún extracto.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Extractos importados' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Extractos bancarios', selected: true })).toBeInTheDocument();
  });

  it('sends a file whose header names the fields without a mapping, then opens the statement', async () => {
    const { user } = renderPage({
      [`GET ${STATEMENTS}`]: list([]),
      [`GET ${MAPPINGS}`]: mappings(),
      [`GET ${DETAIL}`]: detail(
        statement({
          status: 'PROCESSING',
          processedCount: 0,
          counts: { ...COUNTS, APPLIED: 0, REVIEW: 0, DUPLICATE: 0, PENDING: 4 },
        }),
        [],
      ),
    });
    const form = await uploadForm();
    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    expect(await within(form).findByText(bankStatementMessages.bankRequired)).toBeInTheDocument();
    expect(within(form).getByText(bankStatementMessages.fileRequired)).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();

    await chooseOption(user, within(form).getByRole('combobox', { name: 'Banco' }), 'Banco General');
    const input = within(form).getByLabelText(/Archivo CSV/);
    expect(input).toHaveAttribute('accept', '.csv,text/csv,text/plain');
    await user.upload(input, csv(STANDARD));
    expect(await within(form).findByText('El archivo tiene las columnas estándar.')).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Fecha' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    const xhr = await sentUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(STATEMENTS);
    expect(fieldsOf(xhr.body)).toEqual(['bank', 'file']);
    expect(xhr.body.get('bank')).toBe('BANCO_GENERAL');
    expect((xhr.body.get('file') as File).name).toBe('movimientos-noviembre.csv');
    expect(within(form).getByRole('button', { name: 'Importar extracto' })).toBeDisabled();

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(within(form).getByRole('progressbar', { name: 'Envío del extracto' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => xhr.respond(202, { success: true, data: { statement: statement({ status: 'PROCESSING' }) } }));
    expect(await screen.findByText('Extracto recibido. Se está procesando.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Banco General · movimientos-noviembre.csv' }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('statement')).toBe(ID);
  });

  it('asks which column is each field when the header does not name them, refusing one column twice', async () => {
    const { user } = renderPage({
      [`GET ${STATEMENTS}`]: list([]),
      [`GET ${MAPPINGS}`]: mappings(),
    });
    const form = await uploadForm();
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Banco' }), 'Banesco');
    await user.upload(within(form).getByLabelText(/Archivo CSV/), csv(BANK_EXPORT));
    const field = (name: string) => within(form).getByRole('combobox', { name });
    expect(await within(form).findByRole('combobox', { name: 'Fecha' })).toBeInTheDocument();
    expect(within(form).getByText(bankStatementMessages.mappingRequired)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    expect(await within(form).findAllByText('Elige la columna de este dato.')).toHaveLength(5);

    await chooseOption(user, field('Fecha'), 'Fecha Valor');
    await chooseOption(user, field('Monto'), 'Importe');
    await chooseOption(user, field('Referencia'), 'Descripción');
    await chooseOption(user, field('Pagador'), 'Descripción');
    await chooseOption(user, field('Número de transacción'), 'Nro Operación');
    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    await waitFor(() =>
      expect(field('Pagador')).toHaveAccessibleDescription(bankStatementMessages.mappingDuplicate),
    );
    expect(field('Referencia')).toHaveAccessibleDescription(bankStatementMessages.mappingDuplicate);
    expect(FakeXhr.last).toBeNull();

    await chooseOption(user, field('Pagador'), 'Ordenante');
    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    const xhr = await sentUpload();
    expect(fieldsOf(xhr.body)).toEqual(['bank', 'mapping', 'file']);
    expect(JSON.parse(String(xhr.body.get('mapping')))).toEqual(BANK_MAPPING);

    act(() =>
      xhr.respond(422, {
        success: false,
        code: 'STATEMENT_COLUMN_MISSING',
        message: bankStatementMessages.columnMissing('Importe'),
      }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'El archivo no tiene la columna «Importe».',
    );
  });

  it("uses the bank's saved mapping when the file has its columns, and lets the admin change it", async () => {
    const { user } = renderPage({
      [`GET ${STATEMENTS}`]: list([]),
      [`GET ${MAPPINGS}`]: mappings([{ bank: 'BANISTMO', mapping: BANK_MAPPING }]),
    });
    const form = await uploadForm();
    await user.upload(within(form).getByLabelText(/Archivo CSV/), csv(BANK_EXPORT));
    // No bank yet: no saved mapping to use.
    expect(await within(form).findByRole('combobox', { name: 'Fecha' })).toBeInTheDocument();
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Banco' }), 'Banistmo');
    expect(
      await within(form).findByText('Se usará la correspondencia de columnas guardada para Banistmo.'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'Fecha' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    const first = await sentUpload();
    expect(fieldsOf(first.body)).toEqual(['bank', 'file']);
    expect(first.body.get('bank')).toBe('BANISTMO');
    act(() => first.respond(500, { success: false, code: 'INTERNAL', message: 'Error en el servidor.' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Error en el servidor.');

    FakeXhr.last = null;
    await user.click(within(form).getByRole('button', { name: 'Cambiar correspondencia' }));
    expect(within(form).getByRole('combobox', { name: 'Fecha' })).toHaveTextContent('Fecha Valor');
    expect(within(form).getByRole('combobox', { name: 'Número de transacción' })).toHaveTextContent(
      'Nro Operación',
    );
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Referencia' }), 'Ordenante');
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Pagador' }), 'Descripción');
    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    const second = await sentUpload();
    expect(JSON.parse(String(second.body.get('mapping')))).toEqual({
      ...BANK_MAPPING,
      reference: 'Ordenante',
      payer: 'Descripción',
    });
  });

  it('refuses a file over 10 MB, and an empty one, before sending anything', async () => {
    const { user } = renderPage({ [`GET ${STATEMENTS}`]: list([]), [`GET ${MAPPINGS}`]: mappings() });
    const form = await uploadForm();
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Banco' }), 'Banco General');
    const input = within(form).getByLabelText(/Archivo CSV/);
    const large = csv(STANDARD);
    Object.defineProperty(large, 'size', { value: MAX_STATEMENT_BYTES + 1 });
    await user.upload(input, large);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/El archivo supera el máximo de 10 MB\./));
    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));

    await user.upload(input, csv('\n\n'));
    await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(bankStatementMessages.empty)));
    await user.click(within(form).getByRole('button', { name: 'Importar extracto' }));
    expect(FakeXhr.last).toBeNull();
  });
});

describe('bank statements: the list and a statement', () => {
  it('lists the statements in a table on a wide screen and opens one, Back returning to the list', async () => {
    screenWidth(1440);
    const lines = [
      line(1, {
        status: 'APPLIED',
        reason: null,
        applicationId: LOAN,
        loanNumber: 'SOL-2026-000042',
        customerName: 'María González',
      }),
      line(3),
    ];
    const { user, fetchMock } = renderPage({
      [`GET ${STATEMENTS}`]: list([statement()]),
      [`GET ${MAPPINGS}`]: mappings(),
      [`GET ${DETAIL}`]: detail(statement(), lines),
    });
    const table = await screen.findByRole('table', { name: 'Extractos importados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Fecha de carga',
      'Banco',
      'Archivo',
      'Líneas',
      'Estado',
      'Aplicado',
      'Por revisar',
      'Acciones',
    ]);
    const [, row] = within(table).getAllByRole('row') as HTMLElement[];
    // toHaveTextContent reads the no-break space after 'USD' as a space.
    expect(row).toHaveTextContent('Banco Generalmovimientos-noviembre.csv4TerminadoUSD 206.841Ver');

    await user.click(
      within(row as HTMLElement).getByRole('button', { name: 'Ver el extracto movimientos-noviembre.csv' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Banco General · movimientos-noviembre.csv' }),
    ).toBeInTheDocument();
    // Lines to review: they are shown first.
    const linesTable = await screen.findByRole('table', { name: 'Líneas del extracto' });
    expect(lastQuery(fetchMock, DETAIL)).toMatchObject({ status: 'REVIEW', page: '1' });
    expect(screen.getByRole('button', { name: 'Por revisar 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(linesTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Línea', 'Fecha', 'Monto', 'Referencia', 'Pagador', 'Transacción', 'Estado', 'Detalle']);

    await user.click(screen.getByRole('button', { name: 'Todas 4' }));
    await waitFor(() => expect(lastQuery(fetchMock, DETAIL)).not.toHaveProperty('status'));
    expect(new URLSearchParams(window.location.search).get('lines')).toBe('ALL');
    const applied = within(linesTable).getAllByRole('row')[1] as HTMLElement;
    expect(applied).toHaveTextContent('120 nov 2026USD 103.42PAGO CUOTAJUAN PEREZTRX-001Aplicada');
    expect(within(applied).getByRole('link', { name: 'SOL-2026-000042' })).toHaveAttribute(
      'href',
      `/admin/loans/${LOAN}`,
    );
    expect(applied).toHaveTextContent('María González');
    expect(within(linesTable).getAllByRole('row')[2]).toHaveTextContent(bankStatementMessages.noLoan);

    act(() => window.history.back());
    expect(await screen.findByRole('table', { name: 'Extractos importados' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('statement')).toBeNull();
  });

  it('shows the progress while the import runs, and the review queue once it is done', async () => {
    const running = statement({
      status: 'PROCESSING',
      processedCount: 120,
      lineCount: 480,
      counts: { ...COUNTS, PENDING: 360, APPLIED: 119, REVIEW: 1, DUPLICATE: 0 },
      finishedAt: null,
    });
    const { fetchMock } = renderPage(
      {
        [`GET ${DETAIL}`]: [
          detail(running, [line(1, { status: 'PENDING', reason: null })]),
          detail(running, [line(1, { status: 'PENDING', reason: null })]),
          detail(statement({ lineCount: 480, processedCount: 480 }), [line(3)]),
        ],
      },
      `/admin/payments?tab=statements&statement=${ID}`,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la importación' });
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '480');
    expect(screen.getByText('Procesadas 120 de 480 líneas')).toBeInTheDocument();
    expect(screen.getByText('Procesando')).toBeInTheDocument();
    // While it runs every line is shown, as the import reaches it.
    await waitFor(() => expect(lastQuery(fetchMock, DETAIL)).not.toHaveProperty('status'));

    // Asked again every second; once done, the bar goes and the lines to review are shown.
    await waitFor(
      () => expect(screen.queryByRole('progressbar', { name: 'Progreso de la importación' })).toBeNull(),
      { timeout: 5000 },
    );
    expect(screen.getByText('Terminado')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(fetchMock, DETAIL)).toMatchObject({ status: 'REVIEW' }));
    expect(await screen.findByRole('button', { name: 'Asignar la línea 3' })).toBeInTheDocument();
  });
});

describe('bank statements: the review of a line', () => {
  const assigned = line(3, {
    status: 'ASSIGNED',
    reason: null,
    applicationId: LOAN,
    loanNumber: 'SOL-2026-000042',
    customerName: 'María González',
  });

  it('assigns a line to the loan named, saying in the dialog why when it cannot', async () => {
    const { user, callsTo } = renderPage(
      {
        [`GET ${DETAIL}`]: [
          detail(statement(), [line(3)]),
          detail(statement({ counts: { ...COUNTS, REVIEW: 0, ASSIGNED: 1 } }), []),
        ],
        [`POST ${DETAIL}/lines/${lineId(3)}/assign`]: [
          fail(404, 'LOAN_NOT_FOUND', bankStatementMessages.loanNotFound),
          fail(409, 'LOAN_NOT_ACTIVE', bankStatementMessages.loanNotActive),
          ok({ line: assigned }),
        ],
      },
      `/admin/payments?tab=statements&statement=${ID}`,
    );
    const card = (await screen.findByRole('list', { name: 'Líneas del extracto' })).querySelector('li');
    expect(card).toHaveTextContent('Línea 3 · USD 103.42Por revisar');
    expect(card).toHaveTextContent(bankStatementMessages.noLoan);
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Asignar la línea 3' }));

    const dialog = await screen.findByRole('dialog', { name: 'Asignar a un préstamo' });
    const loan = within(dialog).getByLabelText(/Número de solicitud o referencia de pago/);
    expect(loan).toHaveAttribute('placeholder', 'SOL-2026-000123 o Q…');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar y aplicar' }));
    await waitFor(() => expect(loan).toHaveAccessibleDescription(bankStatementMessages.loanRequired));

    await user.type(loan, 'SOL-2026-000999');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar y aplicar' }));
    await waitFor(() => expect(loan).toHaveAccessibleDescription(bankStatementMessages.loanNotFound));

    await user.clear(loan);
    await user.type(loan, 'SOL-2026-000041');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar y aplicar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(bankStatementMessages.loanNotActive);

    await user.clear(loan);
    await user.type(loan, ' SOL-2026-000042 ');
    await user.click(within(dialog).getByRole('button', { name: 'Asignar y aplicar' }));
    expect(await screen.findByText('Pago aplicado al préstamo SOL-2026-000042.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`POST ${DETAIL}/lines/${lineId(3)}/assign`).map((c) => c.body)).toEqual([
      { loan: 'SOL-2026-000999' },
      { loan: 'SOL-2026-000041' },
      { loan: 'SOL-2026-000042' },
    ]);
    expect(await screen.findByText('No hay líneas por revisar.')).toBeInTheDocument();
  });

  it('sets a line aside with the reason', async () => {
    const { user, callsTo } = renderPage(
      {
        [`GET ${DETAIL}`]: [
          detail(statement(), [line(3)]),
          detail(statement({ counts: { ...COUNTS, REVIEW: 0, DISMISSED: 1 } }), []),
        ],
        [`POST ${DETAIL}/lines/${lineId(3)}/dismiss`]: ok({
          line: line(3, { status: 'DISMISSED', reason: 'Transferencia entre cuentas propias.' }),
        }),
      },
      `/admin/payments?tab=statements&statement=${ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Descartar la línea 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar línea' });
    expect(dialog).toHaveAccessibleDescription(
      usd(
        'Línea 3 · USD 103.42 · 20 nov 2026 · JUAN PEREZ · Ref. PAGO CUOTA. No se aplicará a ningún préstamo.',
      ),
    );
    const reason = within(dialog).getByLabelText(/Motivo/);
    await user.click(within(dialog).getByRole('button', { name: 'Descartar línea' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(bankStatementMessages.reasonRequired));
    expect(callsTo(`POST ${DETAIL}/lines/${lineId(3)}/dismiss`)).toHaveLength(0);

    await user.type(reason, 'Transferencia entre cuentas propias.');
    await user.click(within(dialog).getByRole('button', { name: 'Descartar línea' }));
    expect(await screen.findByText('Línea descartada.')).toBeInTheDocument();
    expect(callsTo(`POST ${DETAIL}/lines/${lineId(3)}/dismiss`)[0]?.body).toEqual({
      reason: 'Transferencia entre cuentas propias.',
    });
    expect(await screen.findByText('No hay líneas por revisar.')).toBeInTheDocument();
  });
});
