import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';

const parent = await mkdtemp(path.join(tmpdir(), 'quincena-client-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('openDatabase with PGlite', () => {
  it('creates a data folder that does not exist yet (a fresh clone) and keeps data across restarts', async () => {
    const dataDir = path.join(parent, 'nested', '.data');
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into settings (key, value) values ('probe', '1'::jsonb)`);
    await first.close();
    const second = await openDatabase({ dataDir });
    const rows = await queryRows<{ key: string }>(
      second.db,
      sql`select key from settings where key = 'probe'`,
    );
    await second.close();
    expect(rows).toEqual([{ key: 'probe' }]);
  });
});
