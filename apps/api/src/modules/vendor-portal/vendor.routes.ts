import {
  applicationDetail,
  applicationListQuery,
  applicationSummary,
  changePasswordBody,
  createVendorApplicationBody,
  customerProfile,
  dashboardQuery,
  motorcycle,
  motorcycleBody,
  motorcycleListQuery,
  pagination,
  panamaPhone,
  successEnvelope,
  updateMotorcycleBody,
  updateVendorCustomerBody,
  updateVendorProfileBody,
  vendorAccount,
  vendorCustomerBody,
  vendorCustomerListQuery,
  vendorCustomerSummary,
  vendorDashboard,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { getApplicationDetail, listApplications } from '../applications/applications.service.ts';
import { subjectOf } from '../auth/token.service.ts';
import { toCustomerProfile } from '../customers/customers.repository.ts';
import * as customers from '../customers/vendor-customers.service.ts';
import * as catalog from '../motorcycles/motorcycles.service.ts';
import * as portal from './vendor-portal.service.ts';

const phoneParams = z.object({ phone: panamaPhone });

/** Everything a dealer does; every query is scoped to the signed-in vendor, so others' ids are 404. */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['vendor'], security: [{ bearerAuth: [] }] };
  app.addHook('preHandler', app.requireRole('vendor'));
  const vendorId = (req: Parameters<typeof sessionOf>[0]) => subjectOf(sessionOf(req));

  app.get(
    '/dashboard',
    {
      schema: { ...schema, querystring: dashboardQuery, response: { 200: successEnvelope(vendorDashboard) } },
    },
    async (req) => ok(await portal.vendorDashboard(app.db, app.clock, vendorId(req), req.query.period)),
  );

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

  app.get(
    '/applications',
    {
      schema: {
        ...schema,
        querystring: applicationListQuery,
        response: {
          200: successEnvelope(z.object({ applications: z.array(applicationSummary), pagination })),
        },
      },
    },
    async (req) => ok(await listApplications(app.db, { vendorId: vendorId(req) }, req.query)),
  );
  app.get(
    '/applications/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        response: { 200: successEnvelope(z.object({ application: applicationDetail })) },
      },
    },
    async (req) =>
      ok({
        application: await getApplicationDetail(app.db, app.clock, req.params.id, {
          vendorId: vendorId(req),
        }),
      }),
  );
  app.post(
    '/applications',
    {
      schema: {
        ...schema,
        body: createVendorApplicationBody,
        response: { 201: successEnvelope(z.object({ id: z.string(), status: z.string() })) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await portal.submitVendorApplication(app.db, vendorId(req), req.body), 'Solicitud enviada')),
  );

  app.get(
    '/profile',
    { schema: { ...schema, response: { 200: successEnvelope(z.object({ vendor: vendorAccount })) } } },
    async (req) => ok({ vendor: await portal.getVendorProfile(app.db, vendorId(req)) }),
  );
  app.put(
    '/profile',
    {
      schema: {
        ...schema,
        body: updateVendorProfileBody,
        response: { 200: successEnvelope(z.object({ vendor: vendorAccount })) },
      },
    },
    async (req) =>
      ok({ vendor: await portal.updateVendorProfile(app.db, vendorId(req), req.body) }, 'Perfil actualizado'),
  );
  app.put(
    '/change-password',
    {
      schema: {
        ...schema,
        body: changePasswordBody,
        response: { 200: successEnvelope(z.object({ token: z.string() })) },
      },
    },
    async (req) =>
      ok(
        await portal.changeVendorPassword(
          { db: app.db, clock: app.clock, tokens: app.tokens },
          vendorId(req),
          req.body,
        ),
        'Contraseña actualizada',
      ),
  );

  app.get(
    '/motorcycles',
    {
      schema: {
        ...schema,
        querystring: motorcycleListQuery,
        response: { 200: successEnvelope(z.object({ motorcycles: z.array(motorcycle), pagination })) },
      },
    },
    async (req) => ok(await catalog.listCatalog(app.db, vendorId(req), req.query)),
  );
  app.get(
    '/motorcycles/:id',
    { schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.object({ motorcycle })) } } },
    async (req) => ok({ motorcycle: await catalog.getOwnMotorcycle(app.db, vendorId(req), req.params.id) }),
  );
  app.post(
    '/motorcycles',
    {
      schema: {
        ...schema,
        body: motorcycleBody,
        response: { 201: successEnvelope(z.object({ motorcycle })) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          ok(
            { motorcycle: await catalog.createOwnMotorcycle(app.db, vendorId(req), req.body) },
            'Moto creada',
          ),
        ),
  );
  app.put(
    '/motorcycles/:id',
    {
      schema: {
        ...schema,
        params: idParams,
        body: updateMotorcycleBody,
        response: { 200: successEnvelope(z.object({ motorcycle })) },
      },
    },
    async (req) =>
      ok(
        { motorcycle: await catalog.updateOwnMotorcycle(app.db, vendorId(req), req.params.id, req.body) },
        'Moto actualizada',
      ),
  );
  app.delete(
    '/motorcycles/:id',
    { schema: { ...schema, params: idParams, response: { 200: successEnvelope(z.null()) } } },
    async (req) => {
      await catalog.deleteOwnMotorcycle(app.db, vendorId(req), req.params.id);
      return ok(null, 'Moto eliminada');
    },
  );
};
