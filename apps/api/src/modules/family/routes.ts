import { studentSummary } from '@portal/contract';
import { z } from 'zod';
import type { Router } from '../../http/route';
import type { FamilyService } from './service';

export function familyRoutes(router: Router, service: FamilyService) {
  router.route({
    method: 'GET',
    url: '/accounts/children/',
    summary: '전환할 수 있는 학생: 학생은 자기 자신, 학부모는 연결된 자녀',
    tag: 'accounts',
    access: ['student', 'parent'],
    response: z.object({ results: z.array(studentSummary) }),
    handler: async ({ caller }) => ({ results: await service.switchable(caller) }),
  });
}
