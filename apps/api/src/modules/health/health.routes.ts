import { getHealthContract } from '@quincena/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { routeOf } from '../../http.ts';
import { describeFailure } from '../../logging.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getHealthContract, {
      tags: ['system'],
      // Anyone may ask; an administrator's token adds the database kind.
      security: [{}, { bearerAuth: [] }],
      summary: 'Estado del servicio y de la base de datos (el tipo de base, solo a un administrador)',
    }),
    handler: async (request) => {
      // A bad or expired token makes no difference here: health answers everyone.
      await app.optionalSession(request).catch(() => undefined);
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        app.log.error({ failure: describeFailure(err) }, 'health check failed');
        throw new AppError(503, 'DATABASE_UNAVAILABLE', 'La base de datos no está disponible.');
      }
      return {
        success: true as const,
        data: {
          status: 'ok' as const,
          ...(request.session?.role === 'admin' ? { database: app.databaseKind } : {}),
          time: app.clock.now().toISOString(),
        },
      };
    },
  });
};
