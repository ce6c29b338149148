import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as shared from '@quincena/shared';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * The generated OpenAPI document passes Redocly's recommended rules with no error, and a TypeScript
 * client generated from it by openapi-typescript compiles (issue 11).
 */

const run = promisify(execFile);
const bin = (name: string) => path.resolve(import.meta.dirname, '../../../../node_modules/.bin', name);

let t: TestApp;
let dir: string;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'quincena-openapi-'));
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('has no error under Redocly’s recommended rules', async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const lint = await run(bin('redocly'), ['lint', file, '--format=json', '--max-problems=1000'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failed: { stdout: string }) => failed);
    const { problems } = JSON.parse(lint.stdout) as {
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names, summarises and tags every operation, with its error answers', () => {
    const operations = Object.values(
      document.paths as Record<string, Record<string, Record<string, unknown>>>,
    ).flatMap((item) => Object.values(item));
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const op of operations) {
      expect(op.summary, String(op.operationId)).toEqual(expect.any(String));
      expect(op.tags, String(op.operationId)).toHaveLength(1);
      expect(Object.keys(op.responses as object), String(op.operationId)).toContain('400');
    }
  });

  it('serves exactly the declared contracts: every operation from one, every contract served', () => {
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>)
      .flatMap(([url, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${url}`))
      .sort();
    // A JSON answer and its CSV twin (`format=csv`) are two contracts of one operation.
    const declared = (Object.values(shared) as unknown[])
      .filter((value): value is shared.RouteContract => {
        const candidate = value as Partial<shared.RouteContract> | null;
        return typeof candidate?.method === 'string' && typeof candidate.path === 'string';
      })
      .map((c) => `${c.method} /api${c.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(declared.length).toBeGreaterThan(100);
    expect(documented).toEqual([...new Set(declared)].sort());
  });

  it('generates a TypeScript client that compiles', async () => {
    const types = astToString(await openapiTS(document as never));
    await writeFile(path.join(dir, 'api.d.ts'), types);
    await writeFile(
      path.join(dir, 'use.ts'),
      `import type { paths } from './api.d.ts';
type Approve = paths['/api/admin/credit-applications/{id}/approve']['put'];
export const status: Approve['responses'][200]['content']['application/json']['success'] = true;
`,
    );
    const compiled = await run(
      bin('tsc'),
      [
        '--noEmit',
        '--strict',
        '--allowImportingTsExtensions',
        '--module',
        'nodenext',
        '--target',
        'es2022',
        'use.ts',
      ],
      { cwd: dir },
    ).catch((failed: { stdout: string }) => failed);
    expect(compiled.stdout).toBe('');
  }, 60_000);
});

describe('the Swagger UI', () => {
  // Served by @fastify/static 10 with content-disposition pinned for Node 20 (ADR 025).
  it('serves its page and its files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
