import {
  accountExportQuery,
  accountListQuery,
  adminCustomerDetail,
  adminCustomerMessages,
  adminCustomerSummary,
  pagination,
  successEnvelope,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok, sendCsv } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { subjectOf } from '../auth/token.service.ts';
import * as service from './admin-customers.service.ts';

/** Customers in the back-office (`/admin/customers`): list, view and delete; any admin. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin: accounts'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        ...schema,
        querystring: accountListQuery,
        response: {
          200: successEnvelope(z.object({ customers: z.array(adminCustomerSummary), pagination })),
        },
      },
    },
    async (req) => ok(await service.listCustomers(app.db, req.query)),
  );
  // Before '/:id', so 'export' is never read as an id.
  app.get(
    '/export',
    {
      schema: {
        ...schema,
        description:
          'The list with its search, without paging, as CSV (UTF-8 with BOM), identity numbers masked; ' +
          'more than 50,000 rows answer 400.',
        querystring: accountExportQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => sendCsv(reply, 'clientes.csv', await service.exportCustomers(app.db, req.query)),
  );
  app.get(
    '/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ customer: adminCustomerDetail })) },
      },
    },
    async (req) => ok({ customer: await service.getCustomer(app.db, req.params.id) }),
  );
  app.delete(
    '/:id',
    { schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.null()) } } },
    async (req) => {
      await service.deleteCustomer(app.db, app.clock, subjectOf(sessionOf(req)), req.params.id);
      return ok(null, adminCustomerMessages.deleted);
    },
  );
};
