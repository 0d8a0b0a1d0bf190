import { endpoints } from '@portal/contract/endpoints';
import { LIVE_HEARTBEAT_MS } from '@portal/contract/endpoints/live';
import type { Clock } from '../../config';
import type { Db } from '../../db/client';
import type { Router } from '../../http/route';
import { AppError } from '../../http/errors';
import type { FamilyCache } from '../accounts/family-cache';
import { MAX_STREAMS_PER_PERSON, type LiveHub } from './hub';
import { newTabCursor } from './publish';

const { live } = endpoints;

/** A comment line now and then keeps proxies from closing a quiet stream, finds dead tabs, and tells a tab its stream lives. */
export const HEARTBEAT_MS = LIVE_HEARTBEAT_MS;

/**
 * One server-sent event stream per signed-in tab. It starts with a `ready` event carrying the number
 * to resume from; a reconnect that sends it back as `Last-Event-ID` is given everything after it, a
 * new tab what was published to her in the last seconds (`newTabCursor`). The
 * stream ends when the access token it was opened with expires (the tab reconnects with a fresh one),
 * and at once when its sign-in ends: signed out, her password changed or reset, the device signed out,
 * the account switched off, here or on another instance (an audit heard chat go on after sign-out);
 * if the instance missed announcements (its LISTEN connection was down), each stream asks once it is back.
 */
export function liveRoutes(
  router: Router,
  {
    db,
    hub,
    now,
    families,
    signedIn,
  }: {
    db: Db;
    hub: LiveHub;
    now: Clock;
    families: FamilyCache;
    /** Whether the sign-in is still alive, asked of the database (after revocations may have been missed). */
    signedIn: (familyId: string) => Promise<boolean>;
  },
) {
  router.implement(live.events, async ({ caller, req, reply }) => {
    // One more than a person's tabs and devices need is refused (one token held 300 open: an audit), and
    // its tab tries again later, backing off. Ending her oldest instead set off a loop: it reconnected at
    // once and ended the next (3,000 connections in 10 s, a regression hunt).
    if (hub.countOf(caller.id) >= MAX_STREAMS_PER_PERSON) throw new AppError('TOO_MANY_STREAMS');
    const header = req.headers['last-event-id'];
    const asked = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
    const cursor = asked ?? (await newTabCursor(db, caller.id));

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    res.write(`retry: 3000\nid: ${cursor}\nevent: ready\ndata: {}\n\n`);

    let open = true;
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const untilExpiry = caller.expiresAt ? Math.max(0, caller.expiresAt.getTime() - now().getTime()) : null;
    const expiry = untilExpiry === null ? null : setTimeout(() => end(), untilExpiry);
    const unsubscribe = hub.subscribe({
      userId: caller.id,
      cursor,
      send: (e) => {
        if (open) res.write(`id: ${e.seq}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`);
      },
      tell: (type, data) => {
        if (open) res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      close: () => end(),
    });
    const unwatch = families.onRevoked((revoked) => {
      const answer = revoked(caller.familyId, caller.id);
      if (answer === true) end();
      else if (answer === 'unknown')
        void signedIn(caller.familyId).then(
          (alive) => alive || end(),
          () => undefined,
        );
    });
    function end() {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      if (expiry) clearTimeout(expiry);
      unsubscribe();
      unwatch();
      res.end();
    }
    req.raw.on('close', end);
    res.on('error', end);
  });
}
