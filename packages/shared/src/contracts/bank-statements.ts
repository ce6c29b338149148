import { z } from 'zod';
import {
  assignStatementLineBody,
  bankStatement,
  bankStatementLine,
  bankStatementLineParams,
  bankStatementLinesQuery,
  bankStatementListQuery,
  bankStatementMappingEntry,
  bankStatementUploadForm,
  dismissStatementLineBody,
} from '../schemas/bank-statements.ts';
import { idParams, pagination } from '../schemas/common.ts';
import { defineRoute } from './define.ts';

/** POST: a bank's CSV statement, stored and then matched and applied in the background (202). */
export const uploadBankStatementContract = defineRoute({
  method: 'POST',
  path: '/admin/bank-statements',
  body: bankStatementUploadForm,
  multipart: true,
  response: z.object({ statement: bankStatement }),
  status: 202,
});

/** GET: the imported statements, newest first. */
export const listBankStatementsContract = defineRoute({
  method: 'GET',
  path: '/admin/bank-statements',
  query: bankStatementListQuery,
  response: z.object({ statements: z.array(bankStatement), pagination }),
});

/** GET: the column mapping saved for each bank. */
export const listStatementMappingsContract = defineRoute({
  method: 'GET',
  path: '/admin/bank-statements/mappings',
  response: z.object({ mappings: z.array(bankStatementMappingEntry) }),
});

/** GET: one statement, its progress and counts, and a page of its lines (of one status, or all). */
export const getBankStatementContract = defineRoute({
  method: 'GET',
  path: '/admin/bank-statements/:id',
  params: idParams,
  query: bankStatementLinesQuery,
  response: z.object({ statement: bankStatement, lines: z.array(bankStatementLine), pagination }),
});

/** POST: a line in review applied by hand to the loan the admin names. */
export const assignStatementLineContract = defineRoute({
  method: 'POST',
  path: '/admin/bank-statements/:id/lines/:lineId/assign',
  params: bankStatementLineParams,
  body: assignStatementLineBody,
  response: z.object({ line: bankStatementLine }),
});

/** POST: a line in review set aside, with the reason. */
export const dismissStatementLineContract = defineRoute({
  method: 'POST',
  path: '/admin/bank-statements/:id/lines/:lineId/dismiss',
  params: bankStatementLineParams,
  body: dismissStatementLineBody,
  response: z.object({ line: bankStatementLine }),
});
