import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const vacationsEndpoints = defineEndpoints('vacations', {
  list: {
    method: 'GET',
    path: '/vacations/',
    summary: '휴가 내역: 학생은 자기 것, 학부모는 연결된 자녀(studentId), 선생님은 지정한 학생',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.vacationListQuery, response: s.paged(s.vacation) })),
  },
  request: {
    method: 'POST',
    path: '/vacations/',
    summary: '휴가 신청(학생): 연결된 학부모에게 동의 요청 알림이 갑니다.',
    access: ['student'],
    status: 201,
    schemas: load((s) => ({ body: s.createVacationInput, response: s.vacation })),
  },
  cancel: {
    method: 'DELETE',
    path: '/vacations/:id/',
    summary: '휴가 신청 취소(학생): 승인·반려 전까지만',
    access: ['student'],
    schemas: load((s) => ({ params: s.idParam, response: null })),
  },
  consent: {
    method: 'POST',
    path: '/vacations/:id/consent/',
    summary: '휴가 신청에 보호자 동의(학부모): 선생님들에게 승인 요청 알림이 갑니다.',
    access: ['parent'],
    schemas: load((s) => ({ params: s.idParam, response: s.vacation })),
  },
  queue: {
    method: 'GET',
    path: '/staff/vacations/',
    summary: '선생님용 목록: 승인 대기(decision), 복귀 확인(away), 보호자 동의 대기(consent)',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.staffVacationQuery, response: s.paged(s.vacation) })),
  },
  decide: {
    method: 'POST',
    path: '/staff/vacations/:id/decision/',
    summary: '휴가 승인 또는 반려(선생님): 반려에는 사유가 필요합니다.',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.vacationDecisionInput, response: s.vacation })),
  },
  markReturned: {
    method: 'POST',
    path: '/staff/vacations/:id/return/',
    summary: '복귀 처리(선생님): 실제 복귀 일시를 기록합니다(없으면 지금).',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.vacationReturnInput, response: s.vacation })),
  },
});
