import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { CounselingCyclesService } from './service';

const { counselingCycles } = endpoints;

export function counselingCyclesRoutes(router: Router, service: CounselingCyclesService) {
  router.implement(counselingCycles.get, ({ caller, query }) => service.get(caller, query.studentId));
  router.implement(counselingCycles.next, ({ caller, query }) => service.next(caller, query.studentId));
  router.implement(counselingCycles.save, ({ caller, body }) => service.save(caller, body));
}
