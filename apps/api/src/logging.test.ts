import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure, logRedaction } from './logging.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA';

describe('what the logs keep', () => {
  it('describes a failed query by its kind, code and shape, never its values', async () => {
    const failure = await t.app.db.execute(sql`select ${SECRET}::int as n`).catch((err: unknown) => err);
    const logged = JSON.stringify(describeFailure(failure));
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('c2VjcmV0');
    expect(describeFailure(failure)).toMatchObject({ sqlState: '22P02' });
  });

  it('hides passwords, PINs, codes, tokens and hashes wherever they are logged', () => {
    const lines: string[] = [];
    const log = pino(
      { redact: logRedaction },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    log.info({ password: 'Clave2026', body: { pin: '2580', otp: '123456', passwordHash: SECRET } }, 'probe');
    log.info({ req: { headers: { authorization: 'Bearer abc.def.ghi' } }, token: 'abc.def.ghi' }, 'probe');
    const output = lines.join('');
    for (const secret of ['Clave2026', '2580', '123456', 'argon2id', 'abc.def.ghi']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[oculto]');
  });
});
