import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const educationEndpoints = defineEndpoints('education', {
  examCalendar: {
    method: 'GET',
    path: '/education/exam-calendar/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentPageQuery, response: s.paged(s.examCalendarItem) })),
  },
  listExams: {
    method: 'GET',
    path: '/education/exams/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentPageQuery, response: s.paged(s.examRecord) })),
  },
  examTrend: {
    method: 'GET',
    path: '/education/exams/trend/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentQuery, response: s.examTrend })),
  },
  createExam: {
    method: 'POST',
    path: '/education/exams/',
    access: ['student'],
    status: 201,
    schemas: load((s) => ({ query: s.studentQuery, body: s.examEntryInput, response: s.examRecord })),
  },
  getExam: {
    method: 'GET',
    path: '/education/exams/:id/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.examRecord })),
  },
  updateExam: {
    method: 'PUT',
    path: '/education/exams/:id/',
    access: ['student'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, body: s.examUpdateInput, response: s.examRecord })),
  },
  deleteExam: {
    method: 'DELETE',
    path: '/education/exams/:id/',
    access: ['student'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: null })),
  },
  getGoals: {
    method: 'GET',
    path: '/education/goals/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentQuery, response: s.goals })),
  },
  saveGoals: {
    method: 'PUT',
    path: '/education/goals/',
    access: ['student'],
    schemas: load((s) => ({ query: s.studentQuery, body: s.goalsInput, response: s.goals })),
  },
  listPlans: {
    method: 'GET',
    path: '/education/plans/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.planListQuery, response: s.paged(s.plan) })),
  },
  getPlan: {
    method: 'GET',
    path: '/education/plans/:id/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.plan })),
  },
  completePlan: {
    method: 'POST',
    path: '/education/plans/:id/complete/',
    access: ['student', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.plan })),
  },
  stopPlan: {
    method: 'POST',
    path: '/education/plans/:id/stop/',
    access: ['student', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.plan })),
  },
  restartPlan: {
    method: 'POST',
    path: '/education/plans/:id/restart/',
    access: ['student', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.plan })),
  },
  listMemos: {
    method: 'GET',
    path: '/education/plans/:id/memos/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentPageQuery, response: s.paged(s.planMemo) })),
  },
  addMemo: {
    method: 'POST',
    path: '/education/plans/:id/memos/',
    access: ['student', 'teacher', 'admin'],
    status: 201,
    idempotent: true,
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, body: s.memoInput, response: s.planMemo })),
  },
  listCounseling: {
    method: 'GET',
    path: '/education/counseling/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentPageQuery, response: s.paged(s.counselingSummary) })),
  },
  getCounseling: {
    method: 'GET',
    path: '/education/counseling/:id/',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ params: s.idParam, query: s.studentQuery, response: s.counselingRecord })),
  },
});
