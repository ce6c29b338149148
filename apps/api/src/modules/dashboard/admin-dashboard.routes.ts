import { adminDashboard, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.ts';
import * as service from './admin-dashboard.service.ts';

/** GET /admin/dashboard: the back-office's home figures. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.get(
    '/',
    {
      schema: {
        tags: ['admin: dashboard'],
        security: [{ bearerAuth: [] }],
        response: { 200: successEnvelope(adminDashboard) },
      },
    },
    async () => ok(await service.adminDashboard(app.db, app.clock)),
  );
};
