import { JOB_NAMES, type JobName, runJobContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors.ts';
import { ok, routeOf } from '../../http.ts';
import { JOBS } from '../../jobs/jobs.ts';

const isJobName = (name: string): name is JobName => (JOB_NAMES as readonly string[]).includes(name);

/** Runs a scheduled job now (SUPER_ADMIN); outside the daily lease, but just as idempotent per row. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireSuperAdmin);

  app.route({
    ...routeOf(app, runJobContract, {
      tags: ['admin: jobs'],
      security: [{ bearerAuth: [] }],
      summary: `Ejecuta ahora una tarea programada (${JOB_NAMES.join(', ')})`,
    }),
    handler: async (req) => {
      const { name } = req.params;
      // Unknown names answer 404 like any missing resource, not 400.
      if (!isJobName(name)) throw new NotFoundError('La tarea solicitada no existe.', 'JOB_NOT_FOUND');
      const result = await JOBS[name]({
        db: app.db,
        clock: app.clock,
        sms: app.sms,
        log: req.log,
        storage: app.documentStorage,
      });
      return ok(result);
    },
  });
};
