import { defineEndpoints } from '../endpoint';
import { load } from './load';

/**
 * The staff's side of learning management (under `/staff/`, docs/decisions.md, and the staff's own
 * actions on a student's records): the exam calendar's sessions, locking an exam, a plan or a
 * counselling record written for a student, the student list. Declared apart from the endpoints a
 * student's and a parent's pages call, so that those pages never carry them; same domain, so their ids
 * (`education.lockExam`) and the API's routes are what they were.
 */
export const educationStaffEndpoints = defineEndpoints('education', {
  staffExamSessions: {
    method: 'GET',
    path: '/staff/education/exam-sessions/',
    access: ['admin'],
    schemas: load((s) => ({ response: s.list(s.staffExamSession) })),
  },
  createExamSession: {
    method: 'POST',
    path: '/staff/education/exam-sessions/',
    access: ['admin'],
    status: 201,
    schemas: load((s) => ({ body: s.examSessionInput, response: s.staffExamSession })),
  },
  updateExamSession: {
    method: 'PUT',
    path: '/staff/education/exam-sessions/:id/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, body: s.examSessionInput, response: s.staffExamSession })),
  },
  deleteExamSession: {
    method: 'DELETE',
    path: '/staff/education/exam-sessions/:id/',
    access: ['admin'],
    schemas: load((s) => ({ params: s.idParam, response: null })),
  },
  lockExam: {
    method: 'POST',
    path: '/staff/education/exams/:id/lock/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.examLockQuery, response: s.examRecord })),
  },
  unlockExam: {
    method: 'DELETE',
    path: '/staff/education/exams/:id/lock/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.examRecord })),
  },
  createPlan: {
    method: 'POST',
    path: '/staff/education/plans/',
    access: ['teacher', 'admin'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ query: s.studentQuery, body: s.planInput, response: s.plan })),
  },
  createCounseling: {
    method: 'POST',
    path: '/staff/education/counseling/',
    access: ['teacher', 'admin'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ query: s.studentQuery, body: s.counselingInput, response: s.counselingRecord })),
  },
  listStudents: {
    method: 'GET',
    path: '/staff/education/students/',
    access: ['teacher', 'admin'],
    schemas: load((s) => ({ query: s.staffStudentQuery, response: s.paged(s.staffStudent) })),
  },
});
