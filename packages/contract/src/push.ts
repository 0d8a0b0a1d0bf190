import { z } from 'zod';
import { dbText } from './common';

/** The application server's VAPID public key (base64url), or null when web push is not configured. */
export const pushPublicKey = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: '알림 구독 정보가 올바르지 않습니다.' });

/** A push subscription as the browser's `PushSubscription.toJSON()` gives it (what the worker needs to reach this device). */
export const pushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: '알림 구독 주소가 올바르지 않습니다.' }).max(1000),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22 characters).
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(20).max(30),
  }),
  /** Which browser this is, to tell her devices apart in the push doctor. */
  userAgent: dbText().max(400).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** Names one of her subscriptions by its endpoint (the browser knows its own). */
export const pushEndpointInput = z.object({ endpoint: dbText().min(1).max(1000) });
export type PushEndpointInput = z.infer<typeof pushEndpointInput>;

/** A test push: to this device when it names its endpoint, to all her devices otherwise. */
export const pushTestInput = z.object({ endpoint: dbText().min(1).max(1000).optional() });
export type PushTestInput = z.infer<typeof pushTestInput>;

/** What the server knows of her push subscriptions: whether this device's is one of them, and how many she has. */
export const pushStatus = z.object({ registered: z.boolean(), devices: z.number().int() });
export type PushStatus = z.infer<typeof pushStatus>;

/** A test push was queued for this many of her devices. */
export const pushTestResult = z.object({ devices: z.number().int() });
export type PushTestResult = z.infer<typeof pushTestResult>;

/**
 * What a push carries (encrypted, under 3 KB): a title and the portal path to open. Nothing more
 * personal: a push passes through the browser vendor's push service.
 */
export type PushMessage = { title: string; link: string; tag?: string };
