import { z } from 'zod';
import {
  adminAccount,
  adminSession,
  checkStatusResponse,
  currentUser,
  customerSession,
  loginPinBody,
  passwordLoginBody,
  phoneBody,
  phoneChangeBody,
  refreshResponse,
  sendOtpBody,
  sendOtpResponse,
  setPinBody,
  setPinResponse,
  vendorSession,
  verifyOtpBody,
  verifyOtpResponse,
} from '../schemas/auth.ts';
import { defineRoute } from './define.ts';

/** POST: whether a phone has an account and can sign in with a PIN; public. */
export const checkCustomerStatusContract = defineRoute({
  method: 'POST',
  path: '/auth/customer/check-status',
  body: phoneBody,
  response: checkStatusResponse,
});

/** POST: texts a 6-digit sign-in code to a customer's phone; public. */
export const sendOtpContract = defineRoute({
  method: 'POST',
  path: '/auth/send-otp',
  body: sendOtpBody,
  response: sendOtpResponse,
});

/** POST: checks a code; a customer's session, or with a vendor's token the customer's consent. */
export const verifyOtpContract = defineRoute({
  method: 'POST',
  path: '/auth/verify-otp',
  body: verifyOtpBody,
  response: verifyOtpResponse,
});

/** POST: sets or changes the customer's PIN (ADR 023); the signed-in customer. */
export const setPinContract = defineRoute({
  method: 'POST',
  path: '/auth/customer/set-pin',
  body: setPinBody,
  response: setPinResponse,
});

/** POST: texts a code to the number the customer moves to; the signed-in customer. */
export const sendPhoneChangeCodeContract = defineRoute({
  method: 'POST',
  path: '/auth/customer/phone/send-code',
  body: phoneBody,
  response: sendOtpResponse,
});

/** PUT: moves the customer's account to the new number, ending every session; the customer. */
export const changePhoneContract = defineRoute({
  method: 'PUT',
  path: '/auth/customer/phone',
  body: phoneChangeBody,
  response: z.object({ phoneNumber: z.string() }),
});

/** POST: a customer's sign-in with phone and PIN; public. */
export const loginWithPinContract = defineRoute({
  method: 'POST',
  path: '/auth/customer/login-pin',
  body: loginPinBody,
  response: customerSession,
});

/** POST: an administrator's sign-in with username and password; public. */
export const loginAdminContract = defineRoute({
  method: 'POST',
  path: '/auth/admin/login',
  body: passwordLoginBody,
  response: adminSession,
});

/** POST: a vendor's sign-in with username and password; public. */
export const loginVendorContract = defineRoute({
  method: 'POST',
  path: '/auth/vendor/login',
  body: passwordLoginBody,
  response: vendorSession,
});

/** POST: a new token with a fresh expiry; any signed-in user. */
export const refreshSessionContract = defineRoute({
  method: 'POST',
  path: '/auth/refresh',
  response: refreshResponse,
});

/** POST: ends the session (the token stops working); any signed-in user. */
export const logoutContract = defineRoute({
  method: 'POST',
  path: '/auth/logout',
  response: z.null(),
});

/** GET: the signed-in user, whatever the role; any signed-in user. */
export const getCurrentUserContract = defineRoute({
  method: 'GET',
  path: '/auth/me',
  response: currentUser,
});

/** GET: the signed-in administrator's account; any admin role. */
export const getCurrentAdminContract = defineRoute({
  method: 'GET',
  path: '/auth/admin/me',
  response: adminAccount,
});
