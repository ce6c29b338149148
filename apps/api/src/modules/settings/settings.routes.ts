import { getPublicSettingsContract } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { getPublicSettings } from './settings.service.ts';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getPublicSettingsContract, {
      tags: ['settings'],
      security: [],
      summary: 'Contacto de soporte, política de contraseñas, métodos de pago y política de financiamiento',
    }),
    handler: async () => ok(await getPublicSettings(app.db, app.yappy !== undefined)),
  });
};
