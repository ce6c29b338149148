import { healthResponse, successEnvelope } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { describeFailure } from '../../logging.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Estado del servicio y de la base de datos',
        response: { 200: successEnvelope(healthResponse) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ failure: describeFailure(err) }, 'health check failed');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'La base de datos no está disponible.');
      }
      return {
        success: true as const,
        data: { status: 'ok' as const, database: app.databaseKind, time: app.clock.now().toISOString() },
      };
    },
  );
};
