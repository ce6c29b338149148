import { defineRoute } from '@quincena/shared';
import Fastify from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, routeOf } from './http.ts';

const thingContract = defineRoute({
  method: 'GET',
  path: '/admin/things/:id',
  params: z.object({ id: z.string().min(2, 'Muy corto.') }),
  response: z.object({ id: z.string() }),
});

const thingRoutes: FastifyPluginAsyncZod = async (api) => {
  api.route({ ...routeOf(api, thingContract, {}), handler: async (req) => ok({ id: req.params.id }) });
};

function zodApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('routeOf', () => {
  it("registers the contract's path under the plugin's prefix, validating and answering by its schemas", async () => {
    const app = zodApp();
    await app.register(thingRoutes, { prefix: '/api/admin/things' });

    const found = await app.inject({ method: 'GET', url: '/api/admin/things/ab' });
    expect(found.json()).toEqual({ success: true, data: { id: 'ab' } });
    expect((await app.inject({ method: 'GET', url: '/api/admin/things/a' })).statusCode).toBe(400);
  });

  it('refuses at start-up a contract registered under a prefix its path is not under', async () => {
    const app = zodApp();
    await expect(app.register(thingRoutes, { prefix: '/api/vendor' })).rejects.toThrow(
      /registered under \/api\/vendor/,
    );
  });
});
