import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { actorRole } from './documents.ts';

/** System settings: one JSON document per key, validated by the shared settings schema. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/** Who changed what and when, for every state change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    actorRole: actorRole('actor_role').notNull(),
    actorId: uuid('actor_id'),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [
    // An application's history (its entries and its documents').
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The 'Actividad' list, newest first (read backwards): whole, or narrowed to a type or an actor.
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_type_created_idx').on(t.entityType, t.createdAt, t.id),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt, t.id),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
    requestedIp: text('requested_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_codes_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('otp_codes_ip_created_idx').on(t.requestedIp, t.createdAt),
  ],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_created_idx').on(t.to, t.createdAt)],
);

/** Replays the first answer of a money-moving request sent again with the same Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Marks a scheduled job as done for a business date so that it runs once across instances. */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobName: text('job_name').notNull(),
    runDate: text('run_date').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.jobName, t.runDate] })],
);

/**
 * One row per sign-in (ADR 023). A token names its session and the session's generation; a refresh
 * moves the generation on in one statement, so the token it replaces stops working at once and of
 * two refreshes with the same token exactly one wins. `expires_at` is the absolute end: no refresh
 * carries a session past it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    role: text('role').notNull(),
    subjectId: uuid('subject_id').notNull(),
    generation: integer('generation').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('auth_sessions_expires_idx').on(t.expiresAt)],
);
