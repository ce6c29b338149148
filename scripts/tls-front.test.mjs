import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startTlsFront } from './tls-front.mjs';

/** An app that echoes what reached it, over plain HTTP/1.1. */
async function startEchoApp() {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json', connection: 'keep-alive' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** One request over HTTP/2, trusting the front's self-signed certificate. */
function requestH2(url, { method = 'GET', path: requestPath, body } = {}) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': requestPath, 'content-type': 'text/plain' });
    let status;
    let headers;
    let text = '';
    stream.on('response', (h) => {
      status = h[':status'];
      headers = h;
    });
    stream.on('data', (chunk) => {
      text += chunk;
    });
    stream.on('end', () => {
      session.close();
      resolve({ status, headers, body: JSON.parse(text) });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

test('the TLS front answers over HTTP/2 what the app answers, request body, path and query included', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-front-'));
  const app = await startEchoApp();
  const front = await startTlsFront(app.url, dir);
  t.after(async () => {
    await front.close();
    app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  assert.match(front.url, /^https:\/\/127\.0\.0\.1:\d+$/);
  const answer = await requestH2(front.url, { method: 'POST', path: '/api/x?page=2', body: 'hola' });
  assert.equal(answer.status, 201);
  assert.equal(answer.headers['content-type'], 'application/json');
  // A connection header from the app would make the HTTP/2 answer invalid: it is dropped.
  assert.equal(answer.headers.connection, undefined);
  assert.equal(answer.body.method, 'POST');
  assert.equal(answer.body.url, '/api/x?page=2');
  assert.equal(answer.body.body, 'hola');
  assert.equal(answer.body.headers['x-forwarded-proto'], 'https');
  assert.equal(answer.body.headers.host, new URL(app.url).host);
});

test('the TLS front refuses a target it cannot forward to', async () => {
  await assert.rejects(startTlsFront('https://example.test', tmpdir()), /http:\/\/ only/);
});
