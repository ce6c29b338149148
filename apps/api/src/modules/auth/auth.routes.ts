import {
  changePhoneContract,
  checkCustomerStatusContract,
  getCurrentAdminContract,
  getCurrentUserContract,
  loginAdminContract,
  loginVendorContract,
  loginWithPinContract,
  logoutContract,
  messages,
  refreshSessionContract,
  sendOtpContract,
  sendPhoneChangeCodeContract,
  setPinContract,
  verifyOtpContract,
} from '@quincena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, routeOf } from '../../http.ts';
import { sessionOf } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';
import { subjectOf } from './token.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: auth.AuthDeps }> = async (app, { deps }) => {
  const tags = ['auth'];
  // Sign-in routes are public; a vendor's token turns a code check into the customer's consent.
  const open = { tags, security: [] };
  const signedIn = { tags, security: [{ bearerAuth: [] }] };

  app.route({
    ...routeOf(app, checkCustomerStatusContract, open),
    handler: async (req) => ok(await auth.checkCustomerStatus(deps, req.body.phoneNumber, req.ip)),
  });

  app.route({
    ...routeOf(app, sendOtpContract, open),
    handler: async (req) => ok(await auth.sendOtp(deps, req.body.phoneNumber, req.ip), 'Código enviado'),
  });

  app.route({
    ...routeOf(app, verifyOtpContract, { tags, security: [{}, { bearerAuth: [] }] }),
    onRequest: app.optionalSession,
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(app, setPinContract, signedIn),
    onRequest: app.requireRole('customer'),
    handler: async (req) => {
      const session = sessionOf(req);
      if (session.role !== 'customer') throw new Error('unreachable');
      return ok(await auth.setPin(deps, session, { ...req.body, ip: req.ip }), 'PIN configurado');
    },
  });

  // A customer's own phone change (the vendor cannot change it): a code to the new number, then
  // the change, which ends every session.
  app.route({
    ...routeOf(app, sendPhoneChangeCodeContract, signedIn),
    onRequest: app.requireRole('customer'),
    handler: async (req) =>
      ok(
        await auth.requestPhoneChange(deps, subjectOf(sessionOf(req)), req.body.phoneNumber, req.ip),
        'Código enviado',
      ),
  });

  app.route({
    ...routeOf(app, changePhoneContract, signedIn),
    onRequest: app.requireRole('customer'),
    handler: async (req) =>
      ok(
        await auth.changePhone(deps, subjectOf(sessionOf(req)), { ...req.body, ip: req.ip }),
        messages.phoneChanged,
      ),
  });

  app.route({
    ...routeOf(app, loginWithPinContract, open),
    handler: async (req) => ok(await auth.loginWithPin(deps, req.body.phoneNumber, req.body.pin, req.ip)),
  });

  app.route({
    ...routeOf(app, loginAdminContract, open),
    handler: async (req) => ok(await auth.loginAdmin(deps, { ...req.body, ip: req.ip })),
  });

  app.route({
    ...routeOf(app, loginVendorContract, open),
    handler: async (req) => ok(await auth.loginVendor(deps, { ...req.body, ip: req.ip })),
  });

  app.route({
    ...routeOf(app, refreshSessionContract, signedIn),
    onRequest: app.requireRole('customer', 'vendor', 'admin'),
    handler: async (req) => ok(await auth.refreshSession(deps, sessionOf(req))),
  });

  app.route({
    ...routeOf(app, logoutContract, signedIn),
    onRequest: app.requireRole('customer', 'vendor', 'admin'),
    handler: async (req) => {
      await auth.logout(deps, sessionOf(req));
      return ok(null, 'Sesión cerrada');
    },
  });

  app.route({
    ...routeOf(app, getCurrentUserContract, signedIn),
    onRequest: app.requireRole('customer', 'vendor', 'admin'),
    handler: async (req) => ok(await auth.currentUser(deps, sessionOf(req))),
  });

  app.route({
    ...routeOf(app, getCurrentAdminContract, signedIn),
    onRequest: app.requireRole('admin'),
    handler: async (req) => {
      const user = await auth.currentUser(deps, sessionOf(req));
      if (user.userType !== 'admin') throw new Error('unreachable');
      return ok(user);
    },
  });
};
