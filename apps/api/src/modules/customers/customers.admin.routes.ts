import {
  adminCustomerMessages,
  deleteCustomerContract,
  exportCustomersContract,
  getCustomerContract,
  listCustomersContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf, sendCsv } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/index.ts';
import * as service from './admin-customers.service.ts';

/** Customers in the back-office (`/admin/customers`): list, view and delete; any admin. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = { tags: ['admin: accounts'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.route({
    ...routeOf(app, listCustomersContract, docs),
    handler: async (req) => ok(await service.listCustomers(app.db, req.query)),
  });
  // Before '/:id', so 'export' is never read as an id.
  app.route({
    ...routeOf(app, exportCustomersContract, {
      ...docs,
      description:
        'The list with its search, without paging, as CSV (UTF-8 with BOM), identity numbers masked; ' +
        'more than 50,000 rows answer 400.',
      produces: ['text/csv'],
    }),
    handler: async (req, reply) =>
      sendCsv(reply, 'clientes.csv', await service.exportCustomers(app.db, req.query)),
  });
  app.route({
    ...routeOf(app, getCustomerContract, docs),
    handler: async (req) => ok({ customer: await service.getCustomer(app.db, req.params.id) }),
  });
  app.route({
    ...routeOf(app, deleteCustomerContract, docs),
    handler: async (req) => {
      await service.deleteCustomer(app.db, app.clock, subjectOf(sessionOf(req)), req.params.id);
      return ok(null, adminCustomerMessages.deleted);
    },
  });
};
