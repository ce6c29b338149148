import { listSmsOutboxContract, notifySandboxYappyContract, yappyMessages } from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../errors.ts';
import { routeOf } from '../../http.ts';
import { ipnHash } from '../../infra/payments/index.ts';
import { listOutboxMessages } from '../auth/index.ts';
import { getYappyOrder } from '../payments/index.ts';

/** The connection's own peer (never a forwarded header): this machine, or nobody. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development helpers; never registered in production, and answered only to this machine: the
 * outbox holds every sign-in code, so another computer on the network must not read it.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) throw new NotFoundError();
  });
  app.route({
    ...routeOf(app, listSmsOutboxContract, {
      tags: ['dev'],
      security: [],
      summary: 'Mensajes SMS enviados a un número (solo fuera de producción)',
    }),
    handler: async (req) => {
      const rows = await listOutboxMessages(app.db, req.query.phoneNumber);
      return {
        success: true as const,
        data: {
          messages: rows.map((m) => ({ to: m.to, body: m.body, createdAt: m.createdAt.toISOString() })),
        },
      };
    },
  });

  // The sandbox plays Yappy: the order's notification, signed as Yappy signs it, through the real
  // route. Only while the sandbox is the configured Yappy.
  app.route({
    ...routeOf(app, notifySandboxYappyContract, {
      tags: ['dev'],
      security: [],
      summary: 'Notifica una orden de Yappy como lo haría Yappy (solo en el sandbox)',
    }),
    handler: async (req) => {
      if (app.yappy?.name !== 'sandbox') throw new NotFoundError(yappyMessages.orderNotFound);
      const { orderId } = req.params;
      const { status } = req.body;
      const { domain, secretKey } = app.config.yappy;
      const query = new URLSearchParams({
        orderId,
        status,
        domain,
        hash: ipnHash(secretKey, orderId, status, domain),
      });
      const answer = await app.inject({
        method: 'GET',
        url: `/api/payments/yappy/ipn?${query}`,
        remoteAddress: '127.0.0.1',
      });
      if (answer.statusCode !== 200) throw new NotFoundError(yappyMessages.orderNotFound);
      return { success: true as const, data: { order: await getYappyOrder(app, undefined, orderId) } };
    },
  });
};
