import { getAdminDashboardContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import * as service from './admin-dashboard.service.ts';

/** GET /admin/dashboard: the back-office's home figures. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.route({
    ...routeOf(app, getAdminDashboardContract, {
      tags: ['admin: dashboard'],
      security: [{ bearerAuth: [] }],
    }),
    handler: async () => ok(await service.adminDashboard(app.db, app.clock)),
  });
};
