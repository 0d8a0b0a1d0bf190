import { endpoints } from '@portal/contract/endpoints';
import type { Router } from '../../http/route';
import type { EducationService, PlanMove } from './service';

const { education } = endpoints;

/**
 * Learning management: exams, goals, study plans and memos, counselling, and the staff's student
 * list. Every route is scoped to one student by `?studentId=` (a student: herself) through the
 * family service; a record id of another student answers 404.
 */
export function educationRoutes(router: Router, service: EducationService) {
  // ── Exams ──
  router.implement(education.staffExamSessions, () => service.staffSessions());
  router.implement(education.createExamSession, ({ body }) => service.createSession(body));
  router.implement(education.updateExamSession, ({ params, body }) => service.updateSession(params.id, body));
  router.implement(education.deleteExamSession, ({ params }) => service.deleteSession(params.id));
  router.implement(education.examCalendar, ({ caller, query }) => service.calendar(caller, query.studentId, query));
  router.implement(education.listExams, ({ caller, query }) => service.listExams(caller, query.studentId, query));
  router.implement(education.examTrend, ({ caller, query }) => service.trend(caller, query.studentId));
  router.implement(education.createExam, ({ caller, query, body }) => service.createExam(caller, query.studentId, body));
  router.implement(education.getExam, ({ caller, query, params }) => service.getExam(caller, query.studentId, params.id));
  router.implement(education.updateExam, ({ caller, query, params, body }) => service.updateExam(caller, query.studentId, params.id, body));
  router.implement(education.deleteExam, ({ caller, query, params }) => service.deleteExam(caller, query.studentId, params.id));
  router.implement(education.lockExam, ({ caller, query, params }) =>
    service.setLock(caller, query.studentId, params.id, true, query.updatedAt),
  );
  router.implement(education.unlockExam, ({ caller, query, params }) => service.setLock(caller, query.studentId, params.id, false));

  // ── Goals ──
  router.implement(education.getGoals, ({ caller, query }) => service.getGoals(caller, query.studentId));
  router.implement(education.saveGoals, ({ caller, query, body }) => service.saveGoals(caller, query.studentId, body));

  // ── Study plans ──
  router.implement(education.listPlans, ({ caller, query }) => service.listPlans(caller, query.studentId, query, query.state));
  router.implement(education.createPlan, ({ caller, query, body }) => service.createPlan(caller, query.studentId, body));
  router.implement(education.getPlan, ({ caller, query, params }) => service.getPlan(caller, query.studentId, params.id));
  const moves = [
    [education.completePlan, 'complete'],
    [education.stopPlan, 'stop'],
    [education.restartPlan, 'restart'],
  ] as const satisfies readonly [unknown, PlanMove][];
  for (const [endpoint, move] of moves)
    router.implement(endpoint, ({ caller, query, params }) => service.movePlan(caller, query.studentId, params.id, move));
  router.implement(education.listMemos, ({ caller, query, params }) => service.listMemos(caller, query.studentId, params.id, query));
  router.implement(education.addMemo, ({ caller, query, params, body }) => service.addMemo(caller, query.studentId, params.id, body.body));

  // ── Counselling ──
  router.implement(education.listCounseling, ({ caller, query }) => service.listCounseling(caller, query.studentId, query));
  router.implement(education.getCounseling, ({ caller, query, params }) => service.getCounseling(caller, query.studentId, params.id));
  router.implement(education.createCounseling, ({ caller, query, body }) => service.createCounseling(caller, query.studentId, body));

  // ── Staff ──
  router.implement(education.listStudents, ({ query }) => service.listStudents(query, query.q));
}
