import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** None for an account the office made without one (an imported student): she signs in with her id. */
    email: text('email'),
    name: text('name').notNull(),
    category: text('category', { enum: ['student', 'parent', 'teacher', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    picture: text('picture'),
    isActive: boolean('is_active').notNull().default(true),
    /** Her contact number as the office keeps it (a parent's is how the office reaches her). */
    phone: text('phone'),
    /** Set by an admin's reset or an import (a one-time password): every call but the change is refused until she changes it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the office last changed her record (the console's fields and links): the version an admin's
     * edit is made from. Not moved by her own sign-ins or password.
     */
    recordUpdatedAt: timestamp('record_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').using('btree', sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').using('btree', sql`lower(${t.email})`),
  ],
);

/** One row per sign-in: every refresh token descends from one family; revoking it ends the sign-in. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /** The address the sign-in came from: a known address of hers is not slowed by others' failures. */
    address: text('address'),
    /** The browser that signed in (its User-Agent, cut to 512 characters): the device list names it. */
    userAgent: text('user_agent'),
    /** The last refresh (or the sign-in itself) and where it came from: "last used" of the device list. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastAddress: text('last_address'),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Failed sign-ins (and password checks), kept for the throttling window; shared by every app server
 * through the database. `account` is `user:<id>`, `login:<name typed>` or `password:<id>`.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.createdAt), index('login_failures_address_idx').on(t.address, t.createdAt)],
);

/** Requests to push a refreshed session to the external learning platform (LUMINA). */
export const erpRefreshRequests = pgTable('erp_refresh_requests', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});
