import {
  assignStatementLineContract,
  dismissStatementLineContract,
  getBankStatementContract,
  listBankStatementsContract,
  listStatementMappingsContract,
  uploadBankStatementContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { formParts, multipartDocs, multipartRoute } from '../../plugins/multipart.ts';
import { subjectOf } from '../auth/index.ts';
import * as service from './bank-statements.service.ts';

/** Bank statements: upload, progress, and the review queue of the lines that found no loan (under /admin/bank-statements). */
export const bankStatementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const docs = { tags: ['payments'], security: [{ bearerAuth: [] }] };
  const deps = {
    db: app.db,
    clock: app.clock,
    sms: app.sms,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };

  app.route({
    ...routeOf(app, uploadBankStatementContract, { ...docs, ...multipartDocs(uploadBankStatementContract) }),
    ...multipartRoute,
    handler: async (req, reply) => {
      const row = await service.uploadStatement(deps, subjectOf(sessionOf(req)), formParts(req));
      app.statementWorker.kick(row.id);
      const statement = await service.describeStatement(app.db, row);
      return reply.status(202).send(ok({ statement }, 'Extracto recibido'));
    },
  });
  app.route({
    ...routeOf(app, listBankStatementsContract, docs),
    handler: async (req) => ok(await service.listBankStatements(app.db, req.query)),
  });
  app.route({
    ...routeOf(app, listStatementMappingsContract, docs),
    handler: async () => ok(await service.listBankMappings(app.db)),
  });
  app.route({
    ...routeOf(app, getBankStatementContract, docs),
    handler: async (req) => ok(await service.getBankStatement(app.db, req.params.id, req.query)),
  });
  app.route({
    ...routeOf(app, assignStatementLineContract, docs),
    ...idempotentRoute,
    handler: async (req) =>
      ok(
        await service.assignStatementLine(deps, subjectOf(sessionOf(req)), req.params, req.body.loan),
        'Pago aplicado',
      ),
  });
  app.route({
    ...routeOf(app, dismissStatementLineContract, docs),
    handler: async (req) =>
      ok(
        await service.dismissStatementLine(deps, subjectOf(sessionOf(req)), req.params, req.body.reason),
        'Línea descartada',
      ),
  });
};
