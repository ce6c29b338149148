import {
  changePasswordBody,
  dashboardQuery,
  successEnvelope,
  updateVendorProfileBody,
  vendorAccount,
  vendorDashboard,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/token.service.ts';
import { vendorDashboard as dashboardOf } from './vendor-dashboard.service.ts';
import * as profile from './vendor-profile.service.ts';

/** The signed-in dealer's own dashboard, profile and password. */
export const vendorSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.get(
    '/dashboard',
    {
      schema: { ...schema, querystring: dashboardQuery, response: { 200: successEnvelope(vendorDashboard) } },
    },
    async (req) => ok(await dashboardOf(app.db, app.clock, vendorId(req), req.query.period)),
  );

  app.get(
    '/profile',
    { schema: { ...schema, response: { 200: successEnvelope(z.object({ vendor: vendorAccount })) } } },
    async (req) => ok({ vendor: await profile.getVendorProfile(app.db, vendorId(req)) }),
  );

  app.put(
    '/profile',
    {
      schema: {
        ...schema,
        body: updateVendorProfileBody,
        response: { 200: successEnvelope(z.object({ vendor: vendorAccount })) },
      },
    },
    async (req) =>
      ok(
        { vendor: await profile.updateVendorProfile(app.db, vendorId(req), req.body) },
        'Perfil actualizado',
      ),
  );

  app.put(
    '/change-password',
    {
      schema: {
        ...schema,
        body: changePasswordBody,
        response: { 200: successEnvelope(z.object({ token: z.string() })) },
      },
    },
    async (req) => {
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
  );
};
