import { endpoints } from '@portal/contract/endpoints';
import type { Clock } from '../../config';
import type { Db } from '../../db/client';
import type { BackupsOnConsole } from '../../jobs/backup';
import { AppError } from '../../http/errors';
import type { Router } from '../../http/route';
import { siteRepository } from './repository';

const { site } = endpoints;

/**
 * The centre's public information changes a few times a year (the admin edits it on the console, or the
 * operator in SQL): each instance keeps the row it read for up to a minute, as long as browsers and
 * proxies may keep the answer (Cache-Control below), so a change shows everywhere within a minute (at
 * once on the instance that saved it). One read at a time refills it.
 */
export const SITE_CACHE_MS = 60_000;

export function siteRoutes(router: Router, db: Db, now: Clock, backups: BackupsOnConsole) {
  const repo = siteRepository(db);
  let cached: { at: number; row: ReturnType<typeof repo.get> } | null = null;
  const read = () => {
    const at = now().getTime();
    if (!cached || at - cached.at >= SITE_CACHE_MS) {
      const row = repo.get();
      cached = { at, row };
      // A failed read is not kept.
      row.catch(() => {
        if (cached?.row === row) cached = null;
      });
    }
    return cached.row;
  };
  router.implement(site.get, async ({ reply }) => {
    const row = await read();
    reply.header('Cache-Control', `public, max-age=${SITE_CACHE_MS / 1000}`);
    const { id: _id, updatedAt: _u, ...info } = row;
    return info;
  });
  // The console reads the record itself, not the minute-old copy: its save is made from this version.
  const forStaff = (row: Awaited<ReturnType<typeof repo.get>>) => {
    const { id: _id, ...info } = row;
    return { ...info, updatedAt: row.updatedAt.toISOString() };
  };
  router.implement(site.staffGet, async () => forStaff(await repo.get()));
  router.implement(site.update, async ({ body }) => {
    const { updatedAt: basedOn, ...info } = body;
    const row = await repo.update(info, basedOn);
    // Saved by another admin since she read it: refused, so that hers does not undo theirs unseen.
    if (!row) throw new AppError('EDIT_CONFLICT');
    cached = null;
    return forStaff(row);
  });
  router.implement(site.backups, async () => backups.status(now()));
  router.implement(site.backupNow, async () => {
    if (!backups.make) throw new AppError('BACKUP_NOT_HERE');
    await backups.make(now());
    return backups.status(now());
  });
}
