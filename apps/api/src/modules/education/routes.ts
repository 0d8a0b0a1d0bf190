import {
  counselingInput,
  counselingRecord,
  counselingSummary,
  examCalendarItem,
  examEntryInput,
  examRecord,
  examTrend,
  examUpdateInput,
  goals,
  goalsInput,
  idParam,
  memoInput,
  paged,
  plan,
  planInput,
  planListQuery,
  planMemo,
  staffStudent,
  staffStudentQuery,
  studentPageQuery,
  studentQuery,
  type UserCategory,
} from '@portal/contract';
import type { Router } from '../../http/route';
import type { EducationService, PlanMove } from './service';

const everyone = ['student', 'parent', 'teacher', 'admin'] as const satisfies readonly UserCategory[];
const staff = ['teacher', 'admin'] as const satisfies readonly UserCategory[];
const studentOnly = ['student'] as const satisfies readonly UserCategory[];
const studentOrStaff = ['student', 'teacher', 'admin'] as const satisfies readonly UserCategory[];
const tag = 'education';

/**
 * Learning management: exams, goals, study plans and memos, counselling, and the staff's student
 * list. Every route is scoped to one student by `?studentId=` (a student: herself) through the
 * family service; a record id of another student answers 404.
 */
export function educationRoutes(router: Router, service: EducationService) {
  // ── Exams ──
  router.route({
    method: 'GET',
    url: '/education/exam-calendar/',
    summary: '학원 모의고사 일정: 시행 여부와 학생의 입력 여부',
    tag,
    access: everyone,
    query: studentPageQuery,
    response: paged(examCalendarItem),
    handler: ({ caller, query }) => service.calendar(caller, query.studentId, query),
  });
  router.route({
    method: 'GET',
    url: '/education/exams/',
    summary: '모의고사 성적 목록 (최근 시험 먼저)',
    tag,
    access: everyone,
    query: studentPageQuery,
    response: paged(examRecord),
    handler: ({ caller, query }) => service.listExams(caller, query.studentId, query),
  });
  router.route({
    method: 'GET',
    url: '/education/exams/trend/',
    summary: '과목별 성적 추이: 최근 시험(오래된 순)과 목표 등급',
    tag,
    access: everyone,
    query: studentQuery,
    response: examTrend,
    handler: ({ caller, query }) => service.trend(caller, query.studentId),
  });
  router.route({
    method: 'POST',
    url: '/education/exams/',
    summary: '모의고사 성적 입력: 시험, 과목별 등급, 원점수, 틀린 문항',
    tag,
    access: studentOnly,
    query: studentQuery,
    body: examEntryInput,
    response: examRecord,
    status: 201,
    handler: ({ caller, query, body }) => service.createExam(caller, query.studentId, body),
  });
  router.route({
    method: 'GET',
    url: '/education/exams/:id/',
    summary: '모의고사 성적 상세',
    tag,
    access: everyone,
    params: idParam,
    query: studentQuery,
    response: examRecord,
    handler: ({ caller, query, params }) => service.getExam(caller, query.studentId, params.id),
  });
  router.route({
    method: 'PUT',
    url: '/education/exams/:id/',
    summary: '모의고사 성적 수정 (선생님이 확정하기 전까지)',
    tag,
    access: studentOnly,
    params: idParam,
    query: studentQuery,
    body: examUpdateInput,
    response: examRecord,
    handler: ({ caller, query, params, body }) => service.updateExam(caller, query.studentId, params.id, body),
  });
  router.route({
    method: 'DELETE',
    url: '/education/exams/:id/',
    summary: '모의고사 성적 삭제 (선생님이 확정하기 전까지)',
    tag,
    access: studentOnly,
    params: idParam,
    query: studentQuery,
    response: null,
    handler: ({ caller, query, params }) => service.deleteExam(caller, query.studentId, params.id),
  });
  router.route({
    method: 'POST',
    url: '/education/exams/:id/lock/',
    summary: '성적 확정(잠금): 학생이 더 이상 수정할 수 없습니다',
    tag,
    access: staff,
    params: idParam,
    query: studentQuery,
    response: examRecord,
    handler: ({ caller, query, params }) => service.setLock(caller, query.studentId, params.id, true),
  });
  router.route({
    method: 'DELETE',
    url: '/education/exams/:id/lock/',
    summary: '성적 확정 해제: 학생이 다시 수정할 수 있습니다',
    tag,
    access: staff,
    params: idParam,
    query: studentQuery,
    response: examRecord,
    handler: ({ caller, query, params }) => service.setLock(caller, query.studentId, params.id, false),
  });

  // ── Goals ──
  router.route({
    method: 'GET',
    url: '/education/goals/',
    summary: '목표 대학·학과와 과목별 목표 등급',
    tag,
    access: everyone,
    query: studentQuery,
    response: goals,
    handler: ({ caller, query }) => service.getGoals(caller, query.studentId),
  });
  router.route({
    method: 'PUT',
    url: '/education/goals/',
    summary: '목표 저장: 대학·학과 세 곳까지(순서대로), 과목별 목표 등급',
    tag,
    access: studentOnly,
    query: studentQuery,
    body: goalsInput,
    response: goals,
    handler: ({ caller, query, body }) => service.saveGoals(caller, query.studentId, body),
  });

  // ── Study plans ──
  router.route({
    method: 'GET',
    url: '/education/plans/',
    summary: '학습 계획(커리큘럼) 목록: 진행 중인 계획 먼저',
    tag,
    access: everyone,
    query: planListQuery,
    response: paged(plan),
    handler: ({ caller, query }) => service.listPlans(caller, query.studentId, query, query.state),
  });
  router.route({
    method: 'POST',
    url: '/education/plans/',
    summary: '학습 계획 등록 (선생님)',
    tag,
    access: staff,
    query: studentQuery,
    body: planInput,
    response: plan,
    status: 201,
    handler: ({ caller, query, body }) => service.createPlan(caller, query.studentId, body),
  });
  router.route({
    method: 'GET',
    url: '/education/plans/:id/',
    summary: '학습 계획 상세',
    tag,
    access: everyone,
    params: idParam,
    query: studentQuery,
    response: plan,
    handler: ({ caller, query, params }) => service.getPlan(caller, query.studentId, params.id),
  });
  const moves: [PlanMove, string][] = [
    ['complete', '학습 계획 완강 처리'],
    ['stop', '학습 계획 중단'],
    ['restart', '완강했거나 중단한 학습 계획 다시 시작'],
  ];
  for (const [move, summary] of moves)
    router.route({
      method: 'POST',
      url: `/education/plans/:id/${move}/`,
      summary,
      tag,
      access: studentOrStaff,
      params: idParam,
      query: studentQuery,
      response: plan,
      handler: ({ caller, query, params }) => service.movePlan(caller, query.studentId, params.id, move),
    });
  router.route({
    method: 'GET',
    url: '/education/plans/:id/memos/',
    summary: '학습 계획 메모 목록 (최근 메모 먼저)',
    tag,
    access: everyone,
    params: idParam,
    query: studentPageQuery,
    response: paged(planMemo),
    handler: ({ caller, query, params }) => service.listMemos(caller, query.studentId, params.id, query),
  });
  router.route({
    method: 'POST',
    url: '/education/plans/:id/memos/',
    summary: '학습 계획에 메모 남기기 (학생, 선생님)',
    tag,
    access: studentOrStaff,
    params: idParam,
    query: studentQuery,
    body: memoInput,
    response: planMemo,
    status: 201,
    handler: ({ caller, query, params, body }) => service.addMemo(caller, query.studentId, params.id, body.body),
  });

  // ── Counselling ──
  router.route({
    method: 'GET',
    url: '/education/counseling/',
    summary: '상담 기록 목록 (최근 상담 먼저)',
    tag,
    access: everyone,
    query: studentPageQuery,
    response: paged(counselingSummary),
    handler: ({ caller, query }) => service.listCounseling(caller, query.studentId, query),
  });
  router.route({
    method: 'GET',
    url: '/education/counseling/:id/',
    summary: '상담 기록 상세: 학생 본인이 열면 읽음으로 표시됩니다',
    tag,
    access: everyone,
    params: idParam,
    query: studentQuery,
    response: counselingRecord,
    handler: ({ caller, query, params }) => service.getCounseling(caller, query.studentId, params.id),
  });
  router.route({
    method: 'POST',
    url: '/education/counseling/',
    summary: '상담 기록 작성 (선생님): 학생과 학부모에게 알림',
    tag,
    access: staff,
    query: studentQuery,
    body: counselingInput,
    response: counselingRecord,
    status: 201,
    handler: ({ caller, query, body }) => service.createCounseling(caller, query.studentId, body),
  });

  // ── Staff ──
  router.route({
    method: 'GET',
    url: '/education/students/',
    summary: '학생 목록 (선생님): 이름·아이디 검색, 확정 전 성적·진행 중 계획·안 읽은 상담 수',
    tag,
    access: staff,
    query: staffStudentQuery,
    response: paged(staffStudent),
    handler: ({ query }) => service.listStudents(query, query.q),
  });
}
