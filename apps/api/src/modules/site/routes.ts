import { endpoints } from '@portal/contract/endpoints';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Router } from '../../http/route';
import { siteRepository } from './repository';

const { site } = endpoints;

export function siteRoutes(router: Router, db: Db) {
  const repo = siteRepository(db);
  router.implement(site.get, async ({ reply }) => {
    const row = await repo.get();
    if (!row) throw new AppError('NOT_FOUND');
    reply.header('Cache-Control', 'public, max-age=60');
    const { id: _id, updatedAt: _u, ...info } = row;
    return info;
  });
}
