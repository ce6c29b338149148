import {
  adminAccount,
  adminSession,
  checkStatusResponse,
  currentUser as currentUserSchema,
  customerSession,
  loginPinBody,
  messages,
  passwordLoginBody,
  phoneBody,
  phoneChangeBody,
  refreshResponse,
  sendOtpBody,
  sendOtpResponse,
  setPinBody,
  setPinResponse,
  successEnvelope,
  vendorSession,
  verifyOtpBody,
  verifyOtpResponse,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';
import { subjectOf } from './token.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: auth.AuthDeps }> = async (app, { deps }) => {
  const tags = ['auth'];
  // Sign-in routes are public; a vendor's token turns a code check into the customer's consent.
  const open = { tags, security: [] };

  app.post(
    '/customer/check-status',
    { schema: { ...open, body: phoneBody, response: { 200: successEnvelope(checkStatusResponse) } } },
    async (req) => ok(await auth.checkCustomerStatus(deps, req.body.phoneNumber, req.ip)),
  );

  app.post(
    '/send-otp',
    {
      schema: {
        ...open,
        body: sendOtpBody,
        response: { 200: successEnvelope(sendOtpResponse) },
      },
    },
    async (req) => ok(await auth.sendOtp(deps, req.body.phoneNumber, req.ip), 'Código enviado'),
  );

  app.post(
    '/verify-otp',
    {
      onRequest: app.optionalSession,
      schema: {
        tags,
        security: [{}, { bearerAuth: [] }],
        body: verifyOtpBody,
        response: { 200: successEnvelope(verifyOtpResponse) },
      },
    },
    async (req) => {
      const vendorId = req.session?.role === 'vendor' ? req.session.vendorId : undefined;
      return ok(
        await auth.verifyOtp(deps, {
          phoneNumber: req.body.phoneNumber,
          otp: req.body.otp,
          ip: req.ip,
          vendorId,
        }),
      );
    },
  );

  app.post(
    '/customer/set-pin',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        body: setPinBody,
        response: { 200: successEnvelope(setPinResponse) },
      },
    },
    async (req) => {
      const session = sessionOf(req);
      if (session.role !== 'customer') throw new Error('unreachable');
      return ok(await auth.setPin(deps, session, { ...req.body, ip: req.ip }), 'PIN configurado');
    },
  );

  // A customer's own phone change (the vendor cannot change it): a code to the new number, then
  // the change, which ends every session.
  app.post(
    '/customer/phone/send-code',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        body: phoneBody,
        response: { 200: successEnvelope(sendOtpResponse) },
      },
    },
    async (req) =>
      ok(
        await auth.requestPhoneChange(deps, subjectOf(sessionOf(req)), req.body.phoneNumber, req.ip),
        'Código enviado',
      ),
  );

  app.put(
    '/customer/phone',
    {
      onRequest: app.requireRole('customer'),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        body: phoneChangeBody,
        response: { 200: successEnvelope(z.object({ phoneNumber: z.string() })) },
      },
    },
    async (req) =>
      ok(
        await auth.changePhone(deps, subjectOf(sessionOf(req)), { ...req.body, ip: req.ip }),
        messages.phoneChanged,
      ),
  );

  app.post(
    '/customer/login-pin',
    { schema: { ...open, body: loginPinBody, response: { 200: successEnvelope(customerSession) } } },
    async (req) => ok(await auth.loginWithPin(deps, req.body.phoneNumber, req.body.pin, req.ip)),
  );

  app.post(
    '/admin/login',
    { schema: { ...open, body: passwordLoginBody, response: { 200: successEnvelope(adminSession) } } },
    async (req) => ok(await auth.loginAdmin(deps, { ...req.body, ip: req.ip })),
  );

  app.post(
    '/vendor/login',
    { schema: { ...open, body: passwordLoginBody, response: { 200: successEnvelope(vendorSession) } } },
    async (req) => ok(await auth.loginVendor(deps, { ...req.body, ip: req.ip })),
  );

  app.post(
    '/refresh',
    {
      onRequest: app.requireRole('customer', 'vendor', 'admin'),
      schema: { tags, security: [{ bearerAuth: [] }], response: { 200: successEnvelope(refreshResponse) } },
    },
    async (req) => ok(await auth.refreshSession(deps, sessionOf(req))),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireRole('customer', 'vendor', 'admin'),
      schema: { tags, security: [{ bearerAuth: [] }], response: { 200: successEnvelope(z.null()) } },
    },
    async (req) => {
      await auth.logout(deps, sessionOf(req));
      return ok(null, 'Sesión cerrada');
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireRole('customer', 'vendor', 'admin'),
      schema: { tags, security: [{ bearerAuth: [] }], response: { 200: successEnvelope(currentUserSchema) } },
    },
    async (req) => ok(await auth.currentUser(deps, sessionOf(req))),
  );

  app.get(
    '/admin/me',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, security: [{ bearerAuth: [] }], response: { 200: successEnvelope(adminAccount) } },
    },
    async (req) => {
      const user = await auth.currentUser(deps, sessionOf(req));
      if (user.userType !== 'admin') throw new Error('unreachable');
      return ok(user);
    },
  );
};
