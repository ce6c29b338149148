import { successEnvelope, systemSettings, systemSettingsDocument } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/token.service.ts';
import { findSystemSettings } from './settings.repository.ts';
import { updateSystemSettings } from './settings.service.ts';

/** GET and PUT /admin/settings: the system settings. Any admin reads them; the SUPER_ADMIN edits. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: settings'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        ...schema,
        summary: 'Configuración del sistema vigente',
        response: { 200: successEnvelope(systemSettingsDocument) },
      },
    },
    async () => ok(await findSystemSettings(app.db)),
  );

  app.put(
    '/',
    {
      onRequest: app.requireSuperAdmin,
      schema: {
        ...schema,
        summary: 'Guarda la configuración del sistema completa (solo super administrador)',
        body: systemSettings,
        response: { 200: successEnvelope(systemSettingsDocument) },
      },
    },
    async (req) =>
      ok(
        await updateSystemSettings({ db: app.db, clock: app.clock }, subjectOf(sessionOf(req)), req.body),
        'Configuración guardada',
      ),
  );
};
