import {
  createVendorCustomerContract,
  findCustomerByPhoneContract,
  getVendorCustomerContract,
  listVendorCustomersContract,
  updateCustomerByPhoneContract,
  updateVendorCustomerContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { listApplications } from '../applications/index.ts';
import { subjectOf } from '../auth/index.ts';
import { toCustomerProfile } from './customers.repository.ts';
import * as customers from './vendor-customers.service.ts';

/** A dealer's customers: those it created or was granted by the customer's SMS consent; others' ids are 404. */
export const customerVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.route({
    ...routeOf(app, listVendorCustomersContract, docs),
    handler: async (req) => ok(await customers.listCustomersOfVendor(app.db, vendorId(req), req.query)),
  });

  app.route({
    ...routeOf(app, createVendorCustomerContract, docs),
    ...idempotentRoute,
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            { customer: await customers.createCustomerForVendor(app.db, vendorId(req), req.body) },
            'Cliente creado',
          ),
        ),
  });

  app.route({
    ...routeOf(app, findCustomerByPhoneContract, docs),
    handler: async (req) =>
      ok({
        customer: await customers.findCustomerByPhoneForVendor(
          app.db,
          app.clock,
          vendorId(req),
          req.params.phone,
        ),
      }),
  });

  app.route({
    ...routeOf(app, updateCustomerByPhoneContract, docs),
    handler: async (req) =>
      ok(
        {
          customer: await customers.updateCustomerByPhoneForVendor(
            app.db,
            app.clock,
            vendorId(req),
            req.params.phone,
            req.body,
          ),
        },
        'Cliente actualizado',
      ),
  });

  app.route({
    ...routeOf(app, getVendorCustomerContract, docs),
    handler: async (req) => {
      const row = await customers.requireLinkedCustomer(app.db, vendorId(req), req.params.id);
      const { applications } = await listApplications(
        app.db,
        { vendorId: vendorId(req), customerId: row.id },
        { page: 1, limit: 100 },
      );
      return ok({
        customer: { ...toCustomerProfile(row), applicationsCount: row.applicationsCount },
        creditApplications: applications,
      });
    },
  });

  app.route({
    ...routeOf(app, updateVendorCustomerContract, docs),
    handler: async (req) =>
      ok(
        {
          customer: await customers.updateCustomerOfVendor(
            app.db,
            app.clock,
            vendorId(req),
            req.params.id,
            req.body,
          ),
        },
        'Cliente actualizado',
      ),
  });
};
