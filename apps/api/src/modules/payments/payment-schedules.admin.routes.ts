import { scheduleCorrectionBody, scheduleInstallment, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/token.service.ts';
import { correctInstallment, listLoanSchedule } from './schedule-corrections.service.ts';

/** A loan's stored installments, and the audited corrections of an unpaid one. */
export const paymentScheduleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: payments'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: z.object({ applicationId: z.uuid('Solicitud no válida.') }),
        response: { 200: successEnvelope(z.object({ installments: z.array(scheduleInstallment) })) },
      },
    },
    async (req) => ok(await listLoanSchedule(app.db, app.clock, req.query.applicationId)),
  );
  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: scheduleCorrectionBody,
        response: { 200: successEnvelope(z.object({ installment: scheduleInstallment })) },
      },
    },
    async (req) =>
      ok(
        await correctInstallment(app.db, app.clock, subjectOf(sessionOf(req)), req.params.id, req.body),
        'Cuota actualizada',
      ),
  );
};
