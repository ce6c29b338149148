import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to PGlite in ./.data, port 3000 and the console SMS outside production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.sms.provider).toBe('console');
    expect(config.admin).toEqual({ username: 'admin', password: 'admin12345' });
    expect(config.seedDemo).toBe(true);
  });

  it('refuses to start in production without a JWT secret and a real SMS provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET.*SMS_PROVIDER/);
  });

  it('has no default administrator password in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'twilio' });
    expect(config.admin.password).toBeUndefined();
  });

  it('rejects a bad port or flag', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
