import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { FamilyService } from './service';

const { family } = endpoints;

export function familyRoutes(router: Router, service: FamilyService) {
  router.implement(family.children, async ({ caller }) => ({ results: await service.switchable(caller) }));
}
