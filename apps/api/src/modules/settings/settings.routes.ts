import { publicSettings, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findSystemSettings } from './settings.repository.ts';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Contacto de soporte para la página de inicio de sesión',
        response: { 200: successEnvelope(publicSettings) },
      },
    },
    async () => {
      const { general } = await findSystemSettings(app.db);
      return {
        success: true as const,
        data: {
          companyName: general.companyName,
          companyEmail: general.companyEmail,
          companyPhone: general.companyPhone,
        },
      };
    },
  );
};
