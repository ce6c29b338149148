import {
  getLoanContract,
  getLoanPayoffContract,
  getLoanReleaseLetterContract,
  getLoanStatementContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf, sendPdf } from '../../http.ts';
import { getLoanDetail } from './loans.service.ts';
import { quoteLoanPayoff } from './payoff.service.ts';
import { releaseLetterPdf } from './release-letter.service.ts';
import { statementPdf } from './statement.service.ts';

/** A loan as its ledger replays today and its payoff (PRODUCT.md §9); any admin role reads them. */
export const loanAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: loans'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, getLoanContract, docs),
    handler: async (req) => ok(await getLoanDetail(app.db, app.clock, req.params.applicationId)),
  });

  app.route({
    ...routeOf(app, getLoanPayoffContract, docs),
    handler: async (req) =>
      ok(await quoteLoanPayoff(app.db, app.clock, req.params.applicationId, req.query.date, { past: true })),
  });

  app.route({
    ...routeOf(app, getLoanReleaseLetterContract, {
      ...docs,
      description: 'The paz y salvo and lien release of a loan paid off, as PDF; 409 while it owes anything.',
      produces: ['application/pdf'],
    }),
    handler: async (req, reply) => {
      return sendPdf(reply, () => releaseLetterPdf(app.db, app.clock, req.params.applicationId));
    },
  });

  app.route({
    ...routeOf(app, getLoanStatementContract, {
      ...docs,
      description:
        'The account statement for a period as PDF: the opening balance, every entry, the running balance.',
      produces: ['application/pdf'],
    }),
    handler: async (req, reply) => {
      return sendPdf(reply, () => statementPdf(app.db, app.clock, req.params.applicationId, req.query));
    },
  });
};
