import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './auth-helpers.ts';
import { multipartBody, PDF } from './multipart.ts';

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

/** One installment of an approved loan's schedule, as GET /admin/payment-schedules lists it. */
export interface ScheduledInstallment {
  id: string;
  paymentNumber: number;
  dueDate: string;
  amount: number;
  principal: number;
  interest: number;
}

/**
 * A new customer's application, approved by `admin` (its schedule anchored at the app clock's today):
 * answers the loan's id and its installments.
 */
export async function approveNewLoan(
  app: FastifyInstance,
  tokens: { vendor: string; admin: string },
  customer: { phoneNumber: string; firstName: string; lastName: string },
) {
  const id = await submitNewApplication(app, tokens.vendor, customer);
  const approved = await call(app, 'PUT', `/api/admin/credit-applications/${id}/approve`, {
    token: tokens.admin,
    body: {},
  });
  expect(approved.status).toBe(200);
  const schedule = await call(app, 'GET', `/api/admin/payment-schedules?applicationId=${id}`, {
    token: tokens.admin,
  });
  return { id, installments: schedule.body.data.installments as ScheduledInstallment[] };
}

/** Uploads a disbursement file (a tiny PDF) of the application, as the disburse dialog does; its document. */
export async function uploadDisbursementFile(
  app: FastifyInstance,
  token: string,
  applicationId: string,
  documentType: 'CONTRACT' | 'DIRECT_DISCOUNT' = 'CONTRACT',
) {
  const body = multipartBody(
    { documentType, applicationId, context: 'disbursement' },
    { filename: 'contrato.pdf', content: PDF },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/documents/upload-universal',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.document as { id: string; fileUrl: string };
}
