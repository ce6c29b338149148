import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const run = promisify(execFile);

describe('loadConfig', () => {
  it('defaults to PGlite in ./.data, port 3000 and the console SMS outside production', () => {
    const config = loadConfig({ DATA_DIR: undefined });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.sms.provider).toBe('console');
    expect(config.admin).toEqual({ username: 'admin', password: 'admin12345' });
    expect(config.seedDemo).toBe(true);
  });

  it('refuses to start in production without a JWT secret, a real SMS provider and a database server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET.*DATABASE_URL.*SMS_PROVIDER/);
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    SMS_PROVIDER: 'twilio',
    DATABASE_URL: 'postgres://db.example/quincena',
  } as const;

  it('has no default administrator password nor demo data in production, and listens on every interface', () => {
    const config = loadConfig(production);
    expect(config.admin.password).toBeUndefined();
    expect(config.seedDemo).toBe(false);
    expect(config.host).toBe('0.0.0.0');
  });

  it('never loads the demo data in production, and takes the embedded database only when told', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    const { DATABASE_URL: _, ...embedded } = production;
    expect(() => loadConfig(embedded)).toThrow(/DATABASE_URL/);
    expect(loadConfig({ ...embedded, ALLOW_EMBEDDED_DATABASE: 'true' }).databaseUrl).toBeUndefined();
  });

  it("uses Yappy's sandbox outside production, never in it, and the real Yappy only fully configured", () => {
    const development = loadConfig({ DATA_DIR: 'memory://y', JWT_SECRET: 'x'.repeat(40) });
    expect(development.yappy).toMatchObject({ provider: 'sandbox', domain: 'http://localhost:3000' });
    // The sandbox's key is derived from the signing secret: the same on every instance, never a constant.
    expect(loadConfig({ DATA_DIR: 'memory://y', JWT_SECRET: 'x'.repeat(40) }).yappy.secretKey).toBe(
      development.yappy.secretKey,
    );
    expect(loadConfig({ DATA_DIR: 'memory://y', JWT_SECRET: 'z'.repeat(40) }).yappy.secretKey).not.toBe(
      development.yappy.secretKey,
    );
    expect(loadConfig(production).yappy.provider).toBeUndefined();
    expect(() => loadConfig({ ...production, YAPPY_PROVIDER: 'sandbox' })).toThrow(/YAPPY_PROVIDER/);
    expect(() => loadConfig({ ...production, YAPPY_PROVIDER: 'yappy' })).toThrow(
      /YAPPY_MERCHANT_ID.*YAPPY_SECRET_KEY.*YAPPY_DOMAIN/,
    );
    const real = loadConfig({
      ...production,
      YAPPY_PROVIDER: 'yappy',
      YAPPY_MERCHANT_ID: 'M1',
      YAPPY_SECRET_KEY: 'c2VjcmV0by5yZXN0bw==',
      YAPPY_DOMAIN: 'https://app.example/',
    });
    expect(real.yappy).toMatchObject({ provider: 'yappy', merchantId: 'M1', domain: 'https://app.example' });
  });

  it('outside production, listens on this machine and signs with a random key kept in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quincena-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.host).toBe('localhost');
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(statSync(path.join(dir, 'dev-jwt-secret')).mode & 0o777).toBe(0o600);
    const other = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quincena-config-')) });
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: 'memory://a' }).jwtSecret).not.toBe(
      loadConfig({ DATA_DIR: 'memory://a' }).jwtSecret,
    );
  });

  it('gives processes starting at the same moment on a new DATA_DIR one key, and leaves no draft behind', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quincena-config-'));
    // Each process waits for the same instant, then reads (or makes) the key: the supervisor's workers.
    const script = `const at = Number(process.env.AT); while (Date.now() < at) {}
      const { loadConfig } = await import('./src/config.ts');
      console.log(loadConfig({ DATA_DIR: process.env.D }).jwtSecret);`;
    const at = String(Date.now() + 4_000);
    const keys = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { stdout } = await run(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '-e', script],
          {
            cwd: path.join(import.meta.dirname, '..'),
            env: { ...process.env, AT: at, D: dir },
          },
        );
        return stdout.trim();
      }),
    );
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(1);
    expect(readdirSync(dir)).toEqual(['dev-jwt-secret']);
  }, 30_000);

  it('limits a session to 30 days for customers and 12 hours for staff unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).sessionMaxAge).toEqual({
      customerHours: 720,
      staffHours: 12,
    });
    const told = loadConfig({
      DATA_DIR: 'memory://',
      SESSION_MAX_AGE_CUSTOMER_HOURS: '168',
      SESSION_MAX_AGE_STAFF_HOURS: '8',
    });
    expect(told.sessionMaxAge).toEqual({ customerHours: 168, staffHours: 8 });
    expect(() => loadConfig({ SESSION_MAX_AGE_STAFF_HOURS: '0' })).toThrow(/SESSION_MAX_AGE_STAFF_HOURS/);
  });

  it('rejects a bad port or flag', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('keeps documents on disk unless STORAGE=s3, which needs a bucket and a region and never echoes a key', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).storage).toEqual({ driver: 'disk' });
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    const failure = (() => {
      try {
        loadConfig({
          DATA_DIR: 'memory://',
          STORAGE: 's3',
          S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
          S3_SECRET_ACCESS_KEY: secret,
        });
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(failure).toMatch(/S3_BUCKET: required with STORAGE=s3.*S3_REGION: required with STORAGE=s3/);
    expect(failure).not.toContain(secret);
    expect(() => loadConfig({ DATA_DIR: 'memory://', STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  const s3 = {
    DATA_DIR: 'memory://',
    STORAGE: 's3',
    S3_BUCKET: 'quincena-docs',
    S3_REGION: 'us-east-1',
  } as const;

  it('reads the S3 settings: an optional S3-compatible endpoint, path style, and a key pair or the SDK chain', () => {
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      bucket: 'quincena-docs',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const minio = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'quincena',
      S3_SECRET_ACCESS_KEY: 'a-long-secret',
    });
    expect(minio.storage).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'quincena', secretAccessKey: 'a-long-secret' },
    });
  });

  it('refuses half a key pair, keys in the endpoint, and a bucket name S3 would refuse', () => {
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'quincena' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: 'a-long-secret' })).toThrow(/S3_ACCESS_KEY_ID/);
    const leaky = 'https://quincena:a-long-secret@minio.internal';
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: leaky })).toThrow(/S3_ENDPOINT: no credentials/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: leaky })).not.toThrow(/a-long-secret/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://minio.internal' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Quincena Docs' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
