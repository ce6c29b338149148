import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods the API serves at this address, for a 405 with `Allow` when the one asked is not
 * among them. The web app's catch-all file route (`/*`) does not count: it serves any address.
 */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const pathname = url.split('?', 1)[0] ?? url;
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: pathname });
    return route !== null && !('*' in (route.params ?? {}));
  });
}
