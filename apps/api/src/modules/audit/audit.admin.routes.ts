import { listAuditEntriesContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { listActivity } from './audit.service.ts';

/** GET /admin/audit: the activity log, for any admin. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: audit'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, listAuditEntriesContract, {
      ...docs,
      summary: 'Actividad: los cambios registrados, del más reciente al más antiguo',
      description:
        'Filtra por entidad, usuario (rol, id o nombre) y fechas de Panamá (ambas incluidas). ' +
        'Cada cambio es `{ campo: { from, to } }`; los secretos nunca se registran.',
    }),
    handler: async (req) => ok(await listActivity(app.db, req.query)),
  });
};
