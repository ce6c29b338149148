import { publicSettings, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http.ts';
import { getPublicSettings } from './settings.service.ts';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public',
    {
      schema: {
        tags: ['settings'],
        security: [],
        summary: 'Contacto de soporte, política de contraseñas, métodos de pago y política de financiamiento',
        response: { 200: successEnvelope(publicSettings) },
      },
    },
    async () => ok(await getPublicSettings(app.db)),
  );
};
