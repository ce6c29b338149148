import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './auth-helpers.ts';

/**
 * A vendor registers a new customer and sends its application for the first motorcycle of its
 * catalog: 2000 sale, 400 down, 12 months. Answers the PENDING application's id.
 */
export async function submitNewApplication(
  app: FastifyInstance,
  vendor: string,
  customer: { phoneNumber: string; firstName: string; lastName: string; email?: string },
): Promise<string> {
  const created = await call(app, 'POST', '/api/vendor/customers', {
    token: vendor,
    body: { email: '', ...customer },
  });
  expect(created.status).toBe(201);
  const motorcycles = await call(app, 'GET', '/api/vendor/motorcycles', { token: vendor });
  const application = await call(app, 'POST', '/api/vendor/applications', {
    token: vendor,
    body: {
      customerId: created.body.data.customer.id,
      motorcycleId: motorcycles.body.data.motorcycles[0].id,
      requestedAmount: 2000,
      downPayment: 400,
      loanTermMonths: 12,
    },
  });
  expect(application.status).toBe(201);
  return application.body.data.id as string;
}
