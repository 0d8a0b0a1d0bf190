import { counselingCycles, studentQuery } from '@portal/contract';
import type { Router } from '../../http/route';
import type { CounselingCyclesService } from './service';

export function counselingCyclesRoutes(router: Router, service: CounselingCyclesService) {
  router.route({
    method: 'GET',
    url: '/counseling-cycles/',
    summary: '상담 주기(국어·수학·영어): 학생은 자기 것, 학부모는 연결된 자녀, 선생님은 지정한 학생',
    tag: 'counseling',
    access: ['student', 'parent', 'teacher', 'admin'],
    query: studentQuery,
    response: counselingCycles,
    handler: ({ caller, query }) => service.get(caller, query.studentId),
  });
  router.route({
    method: 'PUT',
    url: '/counseling-cycles/',
    summary: '내 상담 주기 저장(학생): 매주 / 격주 / 매월 / 필요할 때',
    tag: 'counseling',
    access: ['student'],
    body: counselingCycles,
    response: counselingCycles,
    handler: ({ caller, body }) => service.save(caller, body),
  });
}
