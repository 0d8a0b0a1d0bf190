import { siteInfo } from '@portal/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Router } from '../../http/route';
import { siteRepository } from './repository';

export function siteRoutes(router: Router, db: Db) {
  const repo = siteRepository(db);
  router.route({
    method: 'GET',
    url: '/site/',
    summary: '운영사 사이트 정보',
    tag: 'site',
    access: 'public',
    response: siteInfo,
    handler: async ({ reply }) => {
      const row = await repo.get();
      if (!row) throw new AppError('NOT_FOUND');
      reply.header('Cache-Control', 'public, max-age=60');
      const { id: _id, updatedAt: _u, ...info } = row;
      return info;
    },
  });
}
