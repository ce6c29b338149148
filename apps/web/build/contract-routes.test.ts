import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as shared from '@quincena/shared';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractRoutes } from './contract-routes.ts';

const contractsDir = path.resolve(import.meta.dirname, '../../../packages/shared/src/contracts');

type Handler = (code: string, id: string) => { code: string };
const exported = new Map<string, unknown>(Object.entries(shared));
const transform = (contractRoutes() as Plugin & { transform: { handler: Handler } }).transform.handler;

describe('the contracts the web bundles', () => {
  it('keep each operation’s method, path and flags, and nothing of its schemas', async () => {
    const id = path.join(contractsDir, 'payments.ts');
    const { code } = transform(await readFile(id, 'utf8'), id);

    expect(code).not.toMatch(/import|zod|z\./);
    expect(code).toContain(
      'export const getLoanBalanceContract = { method: "GET", path: "/admin/payments/loans/:id/balance" };',
    );
    expect(code).toContain('path: "/admin/payments/calendar/export", file: true };');
  });

  it('match the real contracts for every file', async () => {
    const files = (await readdir(contractsDir)).filter((f) => /^(?!define|index)\w[\w-]*\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const id = path.join(contractsDir, file);
      const { code } = transform(await readFile(id, 'utf8'), id);
      for (const [, name, body] of code.matchAll(/export const (\w+) = (\{.*\});/g)) {
        const real = exported.get(name as string) as Record<string, unknown>;
        const kept = Object.fromEntries(
          Object.entries(real).filter(([key]) =>
            ['method', 'path', 'status', 'file', 'multipart'].includes(key),
          ),
        );
        expect(kept.path, name).toEqual(expect.any(String));
        expect(JSON.parse((body as string).replace(/(\w+):/g, '"$1":')), name).toEqual(kept);
      }
    }
  });

  it('refuse a contract file exporting anything else, rather than drop it', () => {
    const id = path.join(contractsDir, 'things.ts');
    expect(() => transform('export const helper = z.string();', id)).toThrow(/not a defineRoute/);
  });
});
