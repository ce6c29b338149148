import { createHash, randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { THEME_SCRIPT } from '@quincena/shared/theme-script';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import { type Clock, systemClock } from './clock.ts';
import { type AppConfig, trustProxyOption } from './config.ts';
import { bootstrapDatabase } from './db/bootstrap.ts';
import { type Database, type DatabaseHandle, openDatabase, type ReportsDatabase } from './db/client.ts';
import { transactionAware } from './db/request-transaction.ts';
import { createYappyProvider, type YappyProvider } from './infra/payments/index.ts';
import { createSmsSender } from './infra/sms/index.ts';
import type { SmsSender } from './infra/sms/sms-sender.ts';
import { documentStoragePlugin } from './infra/storage/index.ts';
import { createJobRunner } from './jobs/job-runner.ts';
import { JOBS } from './jobs/jobs.ts';
import { sweepOrphanFiles } from './jobs/orphan-files.job.ts';
import { logRedaction, requestForLog } from './logging.ts';
import { accountingAdminRoutes } from './modules/accounting/accounting.admin.routes.ts';
import { adminAccountRoutes } from './modules/admins/admins.admin.routes.ts';
import { applicationAdminRoutes } from './modules/applications/applications.admin.routes.ts';
import { applicationScopedRoutes } from './modules/applications/applications.scoped.routes.ts';
import { applicationVendorRoutes } from './modules/applications/applications.vendor.routes.ts';
import { approvalAdminRoutes } from './modules/approvals/approvals.admin.routes.ts';
import { auditAdminRoutes } from './modules/audit/audit.admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createTokenService } from './modules/auth/index.ts';
import { bankStatementAdminRoutes } from './modules/bank-statements/bank-statements.routes.ts';
import { createStatementWorker, type StatementWorker } from './modules/bank-statements/index.ts';
import { customerAdminRoutes } from './modules/customers/customers.admin.routes.ts';
import { customerRoutes } from './modules/customers/customers.customer.routes.ts';
import { customerVendorRoutes } from './modules/customers/customers.vendor.routes.ts';
import { adminDashboardRoutes } from './modules/dashboard/admin-dashboard.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { adminDocumentRoutes, documentRoutes } from './modules/documents/documents.routes.ts';
import { multipartLimits } from './modules/documents/index.ts';
import { financingRoutes } from './modules/financing/financing.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobAdminRoutes } from './modules/jobs/jobs.admin.routes.ts';
import { loanAdminRoutes } from './modules/loans/loans.admin.routes.ts';
import {
  motorcycleAdminRoutes,
  motorcycleImageAdminRoutes,
} from './modules/motorcycles/motorcycles.admin.routes.ts';
import { publicMotorcycleRoutes } from './modules/motorcycles/motorcycles.public.routes.ts';
import { motorcycleVendorRoutes } from './modules/motorcycles/motorcycles.vendor.routes.ts';
import { loanServicingAdminRoutes } from './modules/payments/loan-servicing.admin.routes.ts';
import { paymentScheduleAdminRoutes } from './modules/payments/payment-schedules.admin.routes.ts';
import { paymentAdminRoutes } from './modules/payments/payments.admin.routes.ts';
import {
  paymentCustomerRoutes,
  paymentScheduleAuthAliasRoutes,
} from './modules/payments/payments.customer.routes.ts';
import { repossessionAdminRoutes } from './modules/payments/repossessions.admin.routes.ts';
import { yappyAdminRoutes, yappyCustomerRoutes, yappyNoticeRoutes } from './modules/payments/yappy.routes.ts';
import { reportAdminRoutes } from './modules/reports/reports.admin.routes.ts';
import { searchAdminRoutes } from './modules/search/search.admin.routes.ts';
import { settingsAdminRoutes } from './modules/settings/settings.admin.routes.ts';
import { publicSettingsRoutes } from './modules/settings/settings.routes.ts';
import { vendorAccountRoutes } from './modules/vendors/vendors.admin.routes.ts';
import { vendorSelfRoutes } from './modules/vendors/vendors.vendor.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.ts';
import { boundJsonDepth } from './plugins/json-depth.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createResponseSerializer } from './response-serializer.ts';

const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/*
 * Helmet's headers, its middleware built once: @fastify/helmet builds it again for every request
 * (parsing the CSP directives each time), the largest framework cost the bench's profile showed on
 * the cheapest endpoints.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // A PDF receipt or document is previewed in a frame from the blob: URL of the fetched file
      // (the download needs the bearer token); no page of ours, nor any other site, is framed.
      frameSrc: ['blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The one inline script, index.html's theme before the first paint, by its hash.
      scriptSrc: ["'self'", THEME_SCRIPT_HASH],
    },
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /** Where the reports read: their own pools, on the replica when there is one (ADR 037). */
    reportsDb: ReportsDatabase;
    databaseKind: DatabaseHandle['kind'];
    clock: Clock;
    sms: SmsSender;
    /** The configured Yappy (the sandbox outside production), or none. */
    yappy: YappyProvider | undefined;
    /** Matches and applies uploaded bank statements in the background (ADR 056). */
    statementWorker: StatementWorker;
  }
}

export interface AppOptions {
  config: AppConfig;
  clock?: Clock;
  /** Where the log goes (standard output unless given), e.g. a log shipper's stream. */
  logStream?: DestinationStream;
}

/** Builds the whole application: database ready, plugins, then the feature modules. */
export async function buildApp({
  config,
  clock = systemClock,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: logRedaction,
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkContract: config.env === 'test' }));

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    reportStatementTimeoutMs: config.reportStatementTimeoutMs,
    dataDir: config.dataDir,
  });
  app.addHook('onClose', () => database.close());
  await database.migrate();
  await bootstrapDatabase(database.db, config, app.log, clock);
  // Everything served uses this handle: inside an idempotent request it is that request's transaction.
  const db = transactionAware(database.db);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('reportsDb', database.reports);
  app.decorate('databaseKind', database.kind);
  app.decorate('clock', clock);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data: no shared or browser cache keeps them, unless a route
    // (a motorcycle photo) set its own policy.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  await app.register(errorHandlerPlugin);
  boundJsonDepth(app);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws instead of passing errors on; it calls `done` itself when all is set.
    securityHeaders(request.raw, reply.raw, () => done());
  });
  // JSON answers over 1 KB travel compressed; the web app's files are compressed at build time.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openApiPlugin);
  await app.register(multipart, { limits: multipartLimits });
  await app.register(documentStoragePlugin);
  const tokens = createTokenService(config.jwtSecret, config.sessionMaxAge);
  await app.register(authPlugin, { tokens });
  const sms = createSmsSender(config, app.log);
  app.decorate('sms', sms);
  app.decorate('yappy', createYappyProvider(config.yappy));
  const statementWorker = createStatementWorker({
    db,
    clock,
    sms,
    log: app.log,
    publicUrl: config.publicUrl,
  });
  app.decorate('statementWorker', statementWorker);
  // Statements left unfinished by a stopped instance are taken up again where jobs run.
  if (config.jobsEnabled) app.addHook('onReady', async () => statementWorker.start());
  app.addHook('onClose', () => statementWorker.stop());
  if (config.jobsEnabled) {
    const jobRunner = createJobRunner({ db, clock, sms, log: app.log, storage: app.documentStorage }, JOBS, {
      'orphan-files': sweepOrphanFiles,
    });
    app.addHook('onReady', async () => jobRunner.start());
    // onClose hooks run last-added first: the runner stops before the database closes.
    app.addHook('onClose', () => jobRunner.stop());
  }
  const authDeps = {
    db,
    clock,
    tokens,
    sms,
    log: app.log,
    secret: config.jwtSecret,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(financingRoutes, { prefix: '/financing' });
      await api.register(publicSettingsRoutes, { prefix: '/settings' });
      await api.register(authRoutes, { prefix: '/auth', deps: authDeps });
      await api.register(customerRoutes, { prefix: '/customers' });
      await api.register(paymentCustomerRoutes, { prefix: '/customers' });
      await api.register(yappyCustomerRoutes, { prefix: '/customers' });
      await api.register(yappyNoticeRoutes, { prefix: '/payments/yappy' });
      await api.register(paymentScheduleAuthAliasRoutes, { prefix: '/auth/customer' });
      // The dealer's portal: one plugin per aggregate, all under /vendor.
      for (const vendorPlugin of [
        vendorSelfRoutes,
        customerVendorRoutes,
        applicationVendorRoutes,
        motorcycleVendorRoutes,
      ]) {
        await api.register(vendorPlugin, { prefix: '/vendor' });
      }
      await api.register(publicMotorcycleRoutes, { prefix: '/motorcycles' });
      await api.register(motorcycleImageAdminRoutes, { prefix: '/motorcycles' });
      await api.register(motorcycleAdminRoutes, { prefix: '/admin/motorcycles' });
      await api.register(customerAdminRoutes, { prefix: '/admin/customers' });
      await api.register(adminAccountRoutes, { prefix: '/admin/admins' });
      await api.register(vendorAccountRoutes, { prefix: '/admin/vendors' });
      await api.register(documentRoutes, { prefix: '/documents' });
      await api.register(adminDocumentRoutes, { prefix: '/admin/documents' });
      await api.register(applicationScopedRoutes, { prefix: '/applications' });
      await api.register(applicationAdminRoutes, { prefix: '/admin/credit-applications' });
      await api.register(adminDashboardRoutes, { prefix: '/admin/dashboard' });
      await api.register(paymentAdminRoutes, { prefix: '/admin/payments' });
      await api.register(yappyAdminRoutes, { prefix: '/admin/payments' });
      await api.register(bankStatementAdminRoutes, { prefix: '/admin/bank-statements' });
      await api.register(paymentScheduleAdminRoutes, { prefix: '/admin/payment-schedules' });
      await api.register(approvalAdminRoutes, { prefix: '/admin/approvals' });
      await api.register(loanAdminRoutes, { prefix: '/admin/loans' });
      await api.register(loanServicingAdminRoutes, { prefix: '/admin/loans' });
      await api.register(repossessionAdminRoutes, { prefix: '/admin/repossessions' });
      await api.register(accountingAdminRoutes, { prefix: '/admin/accounting' });
      await api.register(jobAdminRoutes, { prefix: '/admin/jobs' });
      await api.register(reportAdminRoutes, { prefix: '/admin/reports' });
      await api.register(settingsAdminRoutes, { prefix: '/admin/settings' });
      await api.register(auditAdminRoutes, { prefix: '/admin/audit' });
      await api.register(searchAdminRoutes, { prefix: '/admin/search' });
      if (!config.isProduction) await api.register(devRoutes, { prefix: '/dev' });
    },
    { prefix: '/api' },
  );
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
