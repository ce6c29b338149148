import {
  applicationSummary,
  customerProfile,
  pagination,
  panamaPhone,
  successEnvelope,
  updateVendorCustomerBody,
  vendorCustomerBody,
  vendorCustomerListQuery,
  vendorCustomerSummary,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { idempotentRoute } from '../../plugins/idempotency.ts';
import { listApplications } from '../applications/applications.service.ts';
import { subjectOf } from '../auth/token.service.ts';
import { toCustomerProfile } from './customers.repository.ts';
import * as customers from './vendor-customers.service.ts';

const phoneParams = z.object({ phone: panamaPhone });

/** A dealer's customers: those it created or was granted by the customer's SMS consent; others' ids are 404. */
export const customerVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.get(
    '/customers',
    {
      schema: {
        ...schema,
        querystring: vendorCustomerListQuery,
        response: {
          200: successEnvelope(z.object({ customers: z.array(vendorCustomerSummary), pagination })),
        },
      },
    },
    async (req) => ok(await customers.listCustomersOfVendor(app.db, vendorId(req), req.query)),
  );

  app.post(
    '/customers',
    {
      ...idempotentRoute,
      schema: {
        ...schema,
        body: vendorCustomerBody,
        response: { 201: successEnvelope(z.object({ customer: customerProfile })) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            { customer: await customers.createCustomerForVendor(app.db, vendorId(req), req.body) },
            'Cliente creado',
          ),
        ),
  );

  app.get(
    '/customers/by-phone/:phone',
    {
      schema: {
        ...schema,
        params: phoneParams,
        response: { 200: successEnvelope(z.object({ customer: customerProfile })) },
      },
    },
    async (req) =>
      ok({
        customer: await customers.findCustomerByPhoneForVendor(
          app.db,
          app.clock,
          vendorId(req),
          req.params.phone,
        ),
      }),
  );

  app.put(
    '/customers/by-phone/:phone',
    {
      schema: {
        ...schema,
        params: phoneParams,
        body: updateVendorCustomerBody,
        response: { 200: successEnvelope(z.object({ customer: customerProfile })) },
      },
    },
    async (req) =>
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
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: {
          200: successEnvelope(
            z.object({
              customer: customerProfile.extend({ applicationsCount: z.number() }),
              creditApplications: z.array(applicationSummary),
            }),
          ),
        },
      },
    },
    async (req) => {
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
  );

  app.put(
    '/customers/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateVendorCustomerBody,
        response: { 200: successEnvelope(z.object({ customer: customerProfile })) },
      },
    },
    async (req) =>
      ok(
        { customer: await customers.updateCustomerOfVendor(app.db, vendorId(req), req.params.id, req.body) },
        'Cliente actualizado',
      ),
  );
};
