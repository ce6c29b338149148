import { healthResponse } from '../schemas/health.ts';
import { defineRoute } from './define.ts';

/** GET: the service's and the database's state (the database kind only to an admin); public. */
export const getHealthContract = defineRoute({
  method: 'GET',
  path: '/health',
  response: healthResponse,
});
