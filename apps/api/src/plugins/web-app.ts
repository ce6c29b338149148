import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { messages } from '@quincena/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { allowedMethods } from './method-not-allowed.ts';
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
      // The prerendered sign-in page is sent for /login only (below), never at an address of its own.
      allowedPath: (pathname) => !PRERENDERED.some(([, file]) => pathname === `/${file}`),
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
      const page = pageFor(pathname);
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? page[encoding] : page.html);
    }
    const allowed = request.url.startsWith('/api/') ? allowedMethods(app, request.url) : [];
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({
          success: false,
          message: messages.methodNotAllowed(allowed.join(', ')),
          code: 'METHOD_NOT_ALLOWED',
        });
    }
    return reply
      .status(404)
      .send({ success: false, message: messages.routeNotFound, code: 'ROUTE_NOT_FOUND' });
  });
});

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The sign-in page as the web build prerendered it (apps/web build/prerender-login.ts). */
const PRERENDERED = [[/^\/login\/?$/i, 'login.html']] as const;

/**
 * index.html for a path (or its prerendered copy), naming the chunks its route will load; one copy per
 * route module, compressed once (the not-found handler that sends it is not a route, so
 * @fastify/compress never sees it).
 */
function pagesWithPreloads(distDir: string) {
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const html = read('index.html');
  const prerendered = PRERENDERED.filter(([, file]) => existsSync(path.join(distDir, file))).map(
    ([pattern, file]) => [pattern, file, read(file)] as const,
  );
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const pages = new Map<string, Page>();
  return (pathname: string): Page => {
    const files = routeChunks(manifest, pathname);
    const [, file = 'index.html', base = html] =
      prerendered.find(([pattern]) => pattern.test(pathname)) ?? [];
    const key = `${file} ${files.join(' ')}`;
    let page = pages.get(key);
    if (page === undefined) {
      const withLinks = withPreloads(base, files);
      page = { html: withLinks, br: brotliCompressSync(withLinks), gzip: gzipSync(withLinks) };
      pages.set(key, page);
    }
    return page;
  };
}
