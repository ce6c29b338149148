import { getSystemSettingsContract, updateSystemSettingsContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/index.ts';
import { findSystemSettings } from './settings.repository.ts';
import { updateSystemSettings } from './settings.service.ts';

/** GET and PUT /admin/settings: the system settings. Any admin reads them; the SUPER_ADMIN edits. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: settings'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, getSystemSettingsContract, { ...docs, summary: 'Configuración del sistema vigente' }),
    handler: async () => ok(await findSystemSettings(app.db)),
  });

  app.route({
    ...routeOf(app, updateSystemSettingsContract, {
      ...docs,
      summary: 'Guarda la configuración del sistema completa (solo super administrador)',
    }),
    onRequest: app.requireSuperAdmin,
    handler: async (req) =>
      ok(
        await updateSystemSettings({ db: app.db, clock: app.clock }, subjectOf(sessionOf(req)), req.body),
        'Configuración guardada',
      ),
  });
};
