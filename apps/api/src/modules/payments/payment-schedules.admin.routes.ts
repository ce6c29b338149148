import {
  approvalRequested,
  correctInstallmentContract,
  listLoanScheduleContract,
  scheduleInstallment,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/index.ts';
import { correctInstallment, listLoanSchedule } from './schedule-corrections.service.ts';

/** A loan's stored installments, and the audited corrections of an unpaid one. */
export const paymentScheduleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: payments'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, listLoanScheduleContract, docs),
    handler: async (req) => ok(await listLoanSchedule(app.db, app.clock, req.query.applicationId)),
  });

  app.route({
    ...routeOf(app, correctInstallmentContract, {
      ...docs,
      description:
        'A new due date is applied at once (200). Waiving the late fee asks another admin for approval ' +
        '(PRODUCT.md §9): 202 with `approval`, the fee unchanged until it is approved.',
      // The contract's single status is the 200; the 202 of a waiver is documented beside it.
      response: {
        202: successEnvelope(z.object({ installment: scheduleInstallment, ...approvalRequested.shape })),
      },
    }),
    handler: async (req, reply) => {
      const { installment, approval } = await correctInstallment(
        app.db,
        app.clock,
        subjectOf(sessionOf(req)),
        req.params.id,
        req.body,
      );
      if (!approval) return ok({ installment }, 'Cuota actualizada');
      return reply
        .status(202)
        .send(ok({ installment, approval: approval.approval }, 'Exoneración enviada a aprobación'));
    },
  });
};
