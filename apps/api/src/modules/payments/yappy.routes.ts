import {
  applyHeldYappyOrderContract,
  createYappyOrderContract,
  getYappyOrderContract,
  listYappyOrdersContract,
  yappyIpnContract,
} from '@quincena/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { subjectOf } from '../auth/index.ts';
import {
  applyHeldYappyOrder,
  createYappyOrder,
  getYappyOrder,
  listYappyOrders,
  receiveYappyNotice,
  type YappyDeps,
} from './yappy-orders.service.ts';

export const yappyDepsOf = (app: FastifyInstance): YappyDeps => ({
  db: app.db,
  clock: app.clock,
  sms: app.sms,
  log: app.log,
  publicUrl: app.config.publicUrl,
  yappy: app.yappy,
  yappyConfig: app.config.yappy,
});

/** The customer pays with Yappy and follows the order (under /customers). */
export const yappyCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('customer'));
  const docs = { tags: ['customers'], security: [{ bearerAuth: [] }] };
  const deps = yappyDepsOf(app);
  app.route({
    ...routeOf(app, createYappyOrderContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) => {
      const order = await createYappyOrder(deps, subjectOf(sessionOf(req)), req.body);
      return reply.status(201).send(ok({ order }, 'Confirma el pago en tu app Yappy'));
    },
  });
  app.route({
    ...routeOf(app, getYappyOrderContract, docs),
    handler: async (req) =>
      ok({ order: await getYappyOrder(deps, subjectOf(sessionOf(req)), req.params.orderId) }),
  });
};

/** Yappy's notifications (under /payments/yappy): public, each checked by its signature. */
export const yappyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = yappyDepsOf(app);
  app.route({
    ...routeOf(app, yappyIpnContract, { tags: ['payments'], security: [] }),
    handler: async (req) => ok(await receiveYappyNotice(deps, req.query, req.ip)),
  });
};

/** The back-office's view of Yappy orders, and the apply of one held for review (under /admin/payments). */
export const yappyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const docs = { tags: ['payments'], security: [{ bearerAuth: [] }] };
  const deps = yappyDepsOf(app);
  app.route({
    ...routeOf(app, listYappyOrdersContract, docs),
    handler: async (req) => ok(await listYappyOrders(deps, req.query)),
  });
  app.route({
    ...routeOf(app, applyHeldYappyOrderContract, docs),
    ...idempotentRoute,
    handler: async (req) =>
      ok(await applyHeldYappyOrder(deps, subjectOf(sessionOf(req)), req.params.orderId), 'Pago aplicado'),
  });
};
