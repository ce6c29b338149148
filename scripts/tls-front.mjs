// A TLS + HTTP/2 front for the app, as the load balancer of a deployment puts before it (README,
// "Deploying"): browsers speak HTTP/2 to it, it speaks HTTP/1.1 to the app. `npm run lighthouse`
// audits through it, since a page that loads 20 to 60 small chunks costs a round trip per six of
// them over the app's own HTTP/1.1 and one connection over HTTP/2. Not for production: its
// certificate is self-signed, made with Debian's openssl for the run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';

/** Headers that describe one connection: HTTP/2 forbids them, and they never cross a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
];

/** A self-signed certificate for 127.0.0.1 and localhost, written into `dir`. */
function selfSignedCertificate(dir) {
  const key = path.join(dir, 'front-key.pem');
  const cert = path.join(dir, 'front-cert.pem');
  // biome-ignore format: one openssl option a line reads better
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-keyout', key, '-out', cert,
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const withoutHopByHop = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)),
  );

/**
 * Listens on a free port of 127.0.0.1 and forwards every request to `target` (an http:// origin).
 * Answers { url, close }.
 */
export async function startTlsFront(target, dir) {
  const origin = new URL(target);
  if (origin.protocol !== 'http:') throw new Error(`the TLS front forwards to http:// only, not ${target}`);
  const server = http2.createSecureServer({ ...selfSignedCertificate(dir), allowHTTP1: true }, (req, res) => {
    const upstream = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: req.method,
        path: req.url,
        headers: {
          ...withoutHopByHop(req.headers),
          host: origin.host,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive sessions would hold close() open.
        server.closeAllConnections?.();
      }),
  };
}
