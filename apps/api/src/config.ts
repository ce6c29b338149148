import { createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Pino's levels; the server and its supervisor read the same LOG_LEVEL. */
export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

/**
 * Which proxies may name the client in `X-Forwarded-For`. Never "all of them": that trusts the
 * left-most entry, which the client writes itself. `true` is one hop (one load balancer in front),
 * a number is that many hops, anything else is a comma-separated list of proxy addresses or CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string => {
    if (!value || value === 'false' || value === '0') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const isAddress = (entry: string) => {
      const [address = '', bits, ...rest] = entry.split('/');
      return isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
    };
    if (entries.every(isAddress)) return entries.join(',');
    ctx.addIssue({ code: 'custom', message: 'true, a number of hops, or a list of proxy addresses' });
    return z.NEVER;
  });

/** An S3-compatible server's address; keys go in their own variables, never in the URL. */
const s3Endpoint = z
  .string()
  .url()
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: 'an http(s) address' });
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'no credentials in the address (use S3_ACCESS_KEY_ID)' });
    }
  });

/**
 * Fastify's form of the setting. Fastify refuses a bare hop count (a direct client could claim
 * hops); with hops configured the app must be reachable only through its proxies, so the first
 * `hops` addresses from the socket are the proxies and the next one is the client.
 */
export function trustProxyOption(setting: false | number | string) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().optional(),
    LOG_LEVEL: logLevel,
    DATABASE_URL: z.string().url().optional(),
    // A streaming replica of DATABASE_URL for the reports (ADR 037); without it they read the primary.
    DATABASE_READ_URL: z.string().url().optional(),
    // A report's statement running longer is cancelled and answered 503 (PostgreSQL).
    REPORT_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    DATA_DIR: z.string().default('./.data'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
    // The absolute lifetime of a session (ADR 023): past it no refresh renews it.
    SESSION_MAX_AGE_CUSTOMER_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 30),
    SESSION_MAX_AGE_STAFF_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 7)
      .default(12),
    ADMIN_USERNAME: z.string().min(3).default('admin'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: booleanFlag,
    SMS_PROVIDER: z.enum(['console', 'twilio']).optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
    WEB_DIST_DIR: z.string().optional(),
    // Where customers open the app (https://app.example.com): SMS texts link to their receipts there.
    PUBLIC_URL: z
      .string()
      .url()
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    TRUST_PROXY: trustProxy,
    JOBS_ENABLED: booleanFlag,
    ALLOW_EMBEDDED_DATABASE: booleanFlag,
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/,
        'an S3 bucket name (3-63 lowercase letters, digits, . _ -)',
      )
      .optional(),
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag,
    // Yappy (PRODUCT.md §11): the sandbox by default outside production; production only the real one.
    YAPPY_PROVIDER: z.enum(['sandbox', 'yappy']).optional(),
    YAPPY_MERCHANT_ID: z.string().min(1).optional(),
    YAPPY_SECRET_KEY: z.string().min(1).optional(),
    YAPPY_DOMAIN: z
      .string()
      .url()
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    YAPPY_API_URL: z.string().url().default('https://apipagosbg.bgeneral.cloud'),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3') {
      for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required with STORAGE=s3' });
      }
      // Half a key pair is a mistake, not a request for the SDK's default credentials.
      if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
          message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
        });
      }
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'a replica needs its primary in DATABASE_URL',
      });
    if (env.YAPPY_PROVIDER === 'yappy') {
      for (const name of ['YAPPY_MERCHANT_ID', 'YAPPY_SECRET_KEY', 'YAPPY_DOMAIN'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required with YAPPY_PROVIDER=yappy' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.YAPPY_PROVIDER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['YAPPY_PROVIDER'],
        message: 'the Yappy sandbox is never used in production',
      });
    if (!env.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
    if (env.SEED_DEMO)
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'demo data is never loaded in production',
      });
    // The embedded database is for development and demos; production takes it only when told so.
    if (!env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'required in production (or ALLOW_EMBEDDED_DATABASE=true)',
      });
    if (env.SMS_PROVIDER !== 'twilio')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'production needs a real SMS provider',
      });
  });

export type AppConfig = ReturnType<typeof loadConfig>;

export type StorageConfig =
  | { driver: 'disk' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      /** Absent: the SDK's own chain (AWS_* variables, an instance or task role). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === 'disk') return { driver: 'disk' };
  return {
    driver: 's3',
    // Both checked by the schema's refinement when STORAGE=s3.
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION as string,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * Outside production, a random signing key made once and kept in DATA_DIR (readable by its owner
 * only), so sessions survive restarts but no key is published in the source. A memory:// data
 * folder gets a key for the life of the process.
 */
function developmentSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'dev-jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    // Written whole beside it, then linked into place: the link appears with all its bytes or not at
    // all, and only once, so workers starting together never read it half-written (nor empty).
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      // Another process linked its own first: theirs is the key.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/** Parses the environment once; a bad configuration stops the process before it serves anything. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración inválida: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const jwtSecret = e.JWT_SECRET ?? developmentSecret(dataDir);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Outside production only this machine can reach the server unless HOST says otherwise.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : 'localhost'),
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    reportStatementTimeoutMs: e.REPORT_STATEMENT_TIMEOUT_MS,
    publicUrl: e.PUBLIC_URL,
    dataDir,
    jwtSecret,
    sessionMaxAge: {
      customerHours: e.SESSION_MAX_AGE_CUSTOMER_HOURS,
      staffHours: e.SESSION_MAX_AGE_STAFF_HOURS,
    },
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD ?? (isProduction ? undefined : 'admin12345'),
    },
    seedDemo: e.SEED_DEMO ?? !isProduction,
    sms: {
      provider: e.SMS_PROVIDER ?? 'console',
      twilio: {
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        from: e.TWILIO_FROM,
        baseUrl: e.TWILIO_BASE_URL,
      },
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY ?? false,
    // Every instance runs the daily jobs (a lease in the database picks one); tests drive them by hand.
    jobsEnabled: e.JOBS_ENABLED ?? true,
    storage: storageConfig(e),
    yappy: yappyConfig(e, isProduction, jwtSecret),
  };
}

/**
 * Yappy's settings. The sandbox signs its notifications with a key derived from the signing secret,
 * so every instance checks them alike and none is published; the real key comes from Yappy.
 */
function yappyConfig(e: z.infer<typeof envSchema>, isProduction: boolean, jwtSecret: string) {
  const provider = e.YAPPY_PROVIDER ?? (isProduction ? undefined : 'sandbox');
  const sandboxKey = () =>
    Buffer.from(`${createHmac('sha256', jwtSecret).update('yappy-sandbox').digest('hex')}.sandbox`).toString(
      'base64',
    );
  return {
    provider,
    merchantId: e.YAPPY_MERCHANT_ID ?? 'SANDBOX',
    secretKey: e.YAPPY_SECRET_KEY ?? sandboxKey(),
    domain: e.YAPPY_DOMAIN ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    apiUrl: e.YAPPY_API_URL,
  };
}
