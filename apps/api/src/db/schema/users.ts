import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns.ts';

export const adminRole = pgEnum('admin_role', ['SUPER_ADMIN', 'ADMIN']);

/** Credentials and lockout state shared by the two password accounts. */
const passwordAccount = () => ({
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  // Bumped on logout or password change so that earlier tokens stop working.
  tokenVersion: integer('token_version').notNull().default(0),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lockedUntil: instant('locked_until'),
  lastLoginAt: instant('last_login_at'),
});

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    role: adminRole('role').notNull().default('ADMIN'),
    ...passwordAccount(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('admins_email_key').on(sql`lower(${t.email})`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address'),
    city: text('city'),
    region: text('region'),
    dealershipName: text('dealership_name'),
    licenseNumber: text('license_number'),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 4 }).notNull().default('0.0500'),
    isVerified: boolean('is_verified').notNull().default(false),
    ...passwordAccount(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vendors_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('vendors_email_key').on(sql`lower(${t.email})`),
    index('vendors_created_at_idx').on(t.createdAt),
  ],
);
