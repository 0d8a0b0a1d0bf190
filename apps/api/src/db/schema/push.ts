import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tokenFamilies, users } from './accounts';

/**
 * One browser's web-push subscription. The endpoint (the push service's address for that browser) is
 * unique: a device belongs to whoever subscribed on it last. A subscription the push service answers
 * 404 or 410 for is deleted at once, and so is one whose sign-in was ended (she signed out there).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for the RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The sign-in she subscribed in: once it is signed out, this device gets none of her pushes. */
    familyId: uuid('family_id').references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  // By sign-in: deleting an ended one (jobs/prune.ts) finds its subscription by it.
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_family_idx').on(t.familyId)],
);
