import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@quincena/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Manifest, routeChunks, withPreloads } from './route-preloads.ts';

/** Files under assets/ carry a content hash in their name: a new build gives them a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isHashedAsset = (distDir: string, filePath: string) =>
  path.relative(distDir, filePath).startsWith(`assets${path.sep}`);

/** The developer test page (`/debug`) is served only outside production. */
const isDevelopmentPage = (url: string) => /^\/debug(?:[/?#]|$)/i.test(url);

/**
 * Serves the built web app; client routes fall back to index.html, unknown /api paths answer
 * the JSON envelope.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasWebApp = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', isHashedAsset(opts.distDir, filePath) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web app not built: only the API is served');
  }
  const pageFor = hasWebApp ? pagesWithPreloads(opts.distDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (isPage && pageFor && !(app.config.isProduction && isDevelopmentPage(request.url))) {
      const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageFor(pathname));
    }
    return reply
      .status(404)
      .send({ success: false, message: messages.routeNotFound, code: 'ROUTE_NOT_FOUND' });
  });
});

/** index.html for a path, naming the chunks its route will load; one copy per route module. */
function pagesWithPreloads(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const pages = new Map<string, string>();
  return (pathname: string) => {
    const files = routeChunks(manifest, pathname);
    const key = files.join(' ');
    let page = pages.get(key);
    if (page === undefined) {
      page = withPreloads(html, files);
      pages.set(key, page);
    }
    return page;
  };
}
