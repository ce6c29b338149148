import {
  changeVendorPasswordContract,
  getVendorDashboardContract,
  getVendorProfileContract,
  updateVendorProfileContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/index.ts';
import { vendorDashboard as dashboardOf } from './vendor-dashboard.service.ts';
import * as profile from './vendor-profile.service.ts';

/** The signed-in dealer's own dashboard, profile and password. */
export const vendorSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.route({
    ...routeOf(app, getVendorDashboardContract, docs),
    handler: async (req) => ok(await dashboardOf(app.db, app.clock, vendorId(req), req.query.period)),
  });

  app.route({
    ...routeOf(app, getVendorProfileContract, docs),
    handler: async (req) => ok({ vendor: await profile.getVendorProfile(app.db, vendorId(req)) }),
  });

  app.route({
    ...routeOf(app, updateVendorProfileContract, docs),
    handler: async (req) =>
      ok(
        { vendor: await profile.updateVendorProfile(app.db, app.clock, vendorId(req), req.body) },
        'Perfil actualizado',
      ),
  });

  app.route({
    ...routeOf(app, changeVendorPasswordContract, docs),
    handler: async (req) => {
      const session = sessionOf(req);
      if (session.role !== 'vendor') throw new Error('unreachable');
      return ok(
        await profile.changeVendorPassword(
          { db: app.db, clock: app.clock, tokens: app.tokens },
          session,
          req.body,
        ),
        'Contraseña actualizada',
      );
    },
  });
};
