import {
  createVacationInput,
  idParam,
  paged,
  staffVacationQuery,
  vacation,
  vacationDecisionInput,
  vacationListQuery,
  vacationReturnInput,
} from '@portal/contract';
import type { Router } from '../../http/route';
import type { VacationsService } from './service';

const STAFF = ['teacher', 'admin'] as const;

export function vacationsRoutes(router: Router, service: VacationsService) {
  router.route({
    method: 'GET',
    url: '/vacations/',
    summary: '휴가 내역: 학생은 자기 것, 학부모는 연결된 자녀(studentId), 선생님은 지정한 학생',
    tag: 'vacations',
    access: ['student', 'parent', ...STAFF],
    query: vacationListQuery,
    response: paged(vacation),
    handler: ({ caller, query }) => service.list(caller, query),
  });
  router.route({
    method: 'POST',
    url: '/vacations/',
    summary: '휴가 신청(학생): 연결된 학부모에게 동의 요청 알림이 갑니다.',
    tag: 'vacations',
    access: ['student'],
    body: createVacationInput,
    response: vacation,
    status: 201,
    handler: ({ caller, body }) => service.request(caller, body),
  });
  router.route({
    method: 'DELETE',
    url: '/vacations/:id/',
    summary: '휴가 신청 취소(학생): 승인·반려 전까지만',
    tag: 'vacations',
    access: ['student'],
    params: idParam,
    response: null,
    handler: ({ caller, params }) => service.cancel(caller, params.id),
  });
  router.route({
    method: 'POST',
    url: '/vacations/:id/consent/',
    summary: '휴가 신청에 보호자 동의(학부모): 선생님들에게 승인 요청 알림이 갑니다.',
    tag: 'vacations',
    access: ['parent'],
    params: idParam,
    response: vacation,
    handler: ({ caller, params }) => service.consent(caller, params.id),
  });
  router.route({
    method: 'GET',
    url: '/vacations/queue/',
    summary: '선생님용 목록: 승인 대기(decision), 복귀 확인(away), 보호자 동의 대기(consent)',
    tag: 'vacations',
    access: STAFF,
    query: staffVacationQuery,
    response: paged(vacation),
    handler: ({ query }) => service.queue(query.queue, query),
  });
  router.route({
    method: 'POST',
    url: '/vacations/:id/decision/',
    summary: '휴가 승인 또는 반려(선생님): 반려에는 사유가 필요합니다.',
    tag: 'vacations',
    access: STAFF,
    params: idParam,
    body: vacationDecisionInput,
    response: vacation,
    handler: ({ caller, params, body }) => service.decide(caller, params.id, body.decision === 'approve', body.reason),
  });
  router.route({
    method: 'POST',
    url: '/vacations/:id/return/',
    summary: '복귀 처리(선생님): 실제 복귀 일시를 기록합니다(없으면 지금).',
    tag: 'vacations',
    access: STAFF,
    params: idParam,
    body: vacationReturnInput,
    response: vacation,
    handler: ({ caller, params, body }) => service.markReturned(caller, params.id, body.returnedAt),
  });
}
