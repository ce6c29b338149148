import { outboxResponse, panamaPhone, successEnvelope } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMessages } from '../auth/otp.repository.ts';

/** Development helpers; never registered in production. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sms-outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mensajes SMS enviados a un número (solo fuera de producción)',
        querystring: z.object({ phoneNumber: panamaPhone }),
        response: { 200: successEnvelope(outboxResponse) },
      },
    },
    async (req) => {
      const rows = await listOutboxMessages(app.db, req.query.phoneNumber);
      return {
        success: true as const,
        data: {
          messages: rows.map((m) => ({ to: m.to, body: m.body, createdAt: m.createdAt.toISOString() })),
        },
      };
    },
  );
};
