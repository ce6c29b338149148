import {
  type AssignStatementLineBody,
  assignStatementLineContract,
  type BankStatement,
  type DismissStatementLineBody,
  dismissStatementLineContract,
  getBankStatementContract,
  listBankStatementsContract,
  listStatementMappingsContract,
  type StatementBank,
  type StatementLineStatus,
  type StatementMapping,
  uploadBankStatementContract,
} from '@quincena/shared';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/api-client.ts';
import { sendForm, type UploadOptions } from '../../../lib/upload.ts';
import { ADMIN_PAYMENTS_STALE_MS, adminPaymentsQueryKey } from './get-payments-dashboard.ts';

/*
 * The bank statements of the Pagos area (ADR 056): the import of a bank's CSV, the statements
 * imported, and the review of the lines the import could not apply by itself.
 */

/** Every statement query starts with this key: a review or an import refetches them all. */
export const bankStatementsQueryKey = [...adminPaymentsQueryKey, 'bank-statements'] as const;
const listKey = [...bankStatementsQueryKey, 'list'] as const;
const detailKey = [...bankStatementsQueryKey, 'detail'] as const;

/** While a statement is being imported its progress is asked for this often. */
export const STATEMENT_POLL_MS = 1000;
/** The list only says which statements are still processing: less often. */
const LIST_POLL_MS = 3000;

const isProcessing = (statement: BankStatement) => statement.status === 'PROCESSING';

export interface BankStatementListFilters {
  page: number;
  limit?: number;
}

/** GET /admin/bank-statements: the statements imported, newest first. */
export function useBankStatements(filters: BankStatementListFilters) {
  return useQuery({
    queryKey: [...listKey, filters],
    queryFn: ({ signal }) => call(listBankStatementsContract, { query: { ...filters }, signal }),
    staleTime: ADMIN_PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.statements.some(isProcessing) ? LIST_POLL_MS : false),
  });
}

/** By bank; a function of its own, so the map is built once per answer, not once per render. */
const byBank = (data: { mappings: { bank: StatementBank; mapping: StatementMapping }[] }) =>
  new Map(data.mappings.map((entry) => [entry.bank, entry.mapping]));

/** GET /admin/bank-statements/mappings: the column mapping each bank's last import used. */
export function useStatementMappings() {
  return useQuery({
    queryKey: [...bankStatementsQueryKey, 'mappings'],
    queryFn: ({ signal }) => call(listStatementMappingsContract, { signal }),
    staleTime: ADMIN_PAYMENTS_STALE_MS,
    select: byBank,
  });
}

export interface BankStatementLinesFilters {
  /** Lines of one status; every line without it. */
  status?: StatementLineStatus;
  page: number;
  limit?: number;
}

/**
 * GET /admin/bank-statements/:id: the statement, its counts and a page of its lines. Asked again every
 * second while the import runs; when it ends, the whole payments area is refetched (the import
 * applied money to loans: the calendar, the figures and the list of statements changed).
 */
export function useBankStatement(id: string, filters: BankStatementLinesFilters) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...detailKey, id, filters],
    queryFn: ({ signal }) =>
      call(getBankStatementContract, { params: { id }, query: { ...filters }, signal }),
    staleTime: ADMIN_PAYMENTS_STALE_MS,
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data && isProcessing(q.state.data.statement) ? STATEMENT_POLL_MS : false,
  });
  const status = query.data?.statement.id === id ? query.data.statement.status : undefined;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'PROCESSING' && status === 'DONE') {
      void queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey });
    }
    previous.current = status;
  }, [status, queryClient]);
  return query;
}

/**
 * The statement as a list already fetched it (with its status and counts), so its page can pick the
 * lines to show first without waiting for its own answer.
 */
export function cachedBankStatement(queryClient: QueryClient, id: string): BankStatement | undefined {
  const lists = queryClient.getQueriesData<{ statements: BankStatement[] }>({ queryKey: listKey });
  for (const [, data] of lists) {
    const statement = data?.statements.find((s) => s.id === id);
    if (statement) return statement;
  }
  return undefined;
}

export interface UploadBankStatementInput extends Pick<UploadOptions, 'onProgress'> {
  bank: StatementBank;
  /** Only when the file's header does not name the fields and the bank's saved mapping does not fit. */
  mapping?: StatementMapping;
  file: File;
}

/**
 * POST /admin/bank-statements: the fields first (so the server knows the bank and the mapping before the
 * file streams), then the file; answers 202 with the statement, which is then imported in the background.
 */
export function uploadBankStatement({ bank, mapping, file, onProgress }: UploadBankStatementInput) {
  const form = new FormData();
  form.append('bank', bank);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  return sendForm(uploadBankStatementContract, { body: form }, { onProgress });
}

export function useUploadBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBankStatement,
    // The list shows the new statement, and the mappings the one it saved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankStatementsQueryKey }),
  });
}

export interface StatementLineRef {
  statementId: string;
  lineId: string;
}

/** POST …/lines/:lineId/assign: the line's money applied to the loan named; the whole payments area refetches. */
export function useAssignStatementLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statementId, lineId, body }: StatementLineRef & { body: AssignStatementLineBody }) =>
      call(assignStatementLineContract, { params: { id: statementId, lineId }, body }),
    // Also on a refusal: a line no longer in review (another admin took it) leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
}

/** POST …/lines/:lineId/dismiss: the line set aside with the reason; no money moves. */
export function useDismissStatementLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ statementId, lineId, body }: StatementLineRef & { body: DismissStatementLineBody }) =>
      call(dismissStatementLineContract, { params: { id: statementId, lineId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bankStatementsQueryKey }),
  });
}
