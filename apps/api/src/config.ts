import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./.data'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
    ADMIN_USERNAME: z.string().min(3).default('admin'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: booleanFlag,
    SMS_PROVIDER: z.enum(['console', 'twilio']).optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
    WEB_DIST_DIR: z.string().optional(),
    TRUST_PROXY: booleanFlag,
    JOBS_ENABLED: booleanFlag,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'required in production' });
    if (env.SMS_PROVIDER !== 'twilio')
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'production needs a real SMS provider',
      });
  });

export type AppConfig = ReturnType<typeof loadConfig>;

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
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    // Outside production a fixed development secret keeps sessions across restarts.
    jwtSecret: e.JWT_SECRET ?? 'quincena-development-secret-not-for-production',
    admin: {
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD ?? (isProduction ? undefined : 'admin12345'),
    },
    seedDemo: e.SEED_DEMO ?? true,
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
  };
}
