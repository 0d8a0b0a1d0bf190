import { isDeepStrictEqual } from 'node:util';
import { linkForStudent } from '@portal/contract/alarms-labels';
import {
  examSubjects,
  planSubjectLabel,
  type counselingInput,
  type CounselingRecord,
  type CounselingSummary,
  type ExamCalendarItem,
  type ExamRecord,
  type ExamScores,
  type ExamTrend,
  type Goals,
  type PageQuery,
  type Paged,
  type Plan,
  type PlanMemo,
  type PlanState,
  type PlanSubject,
  type StaffStudent,
} from '@portal/contract';
import type { examEntryInput, examUpdateInput, ExamSessionInput, goalsInput, planInput, StaffExamSession } from '@portal/contract';
import { seoulToday } from '@portal/contract/dates';
import type { z } from 'zod';
import { systemClock, type Clock } from '../../config';
import { AppError } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import { excerpt } from '../alarms/excerpt';
import type { Notify } from '../alarms/notify';
import type { FamilyService } from '../family/service';
import type { EducationRepository } from './repository';

const iso = (d: Date | string | null) => (d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** How many exams the trend chart draws at most: a year of monthly exams stays readable on a phone. */
export const TREND_LENGTH = 12;

type RecordRow = NonNullable<Awaited<ReturnType<EducationRepository['findRecord']>>>;
type PlanRow = NonNullable<Awaited<ReturnType<EducationRepository['findPlan']>>>;

function toRecord(row: RecordRow): ExamRecord {
  return {
    id: row.id,
    studentId: row.studentId,
    exam: row.exam,
    scores: row.scores,
    locked: row.lockedAt != null,
    lockedAt: iso(row.lockedAt),
    lockedBy: row.lockedBy?.id ? { id: row.lockedBy.id, name: row.lockedBy.name!, category: row.lockedBy.category! } : null,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

function toPlan(row: PlanRow): Plan {
  return { ...row, stateChangedAt: iso(row.stateChangedAt), createdAt: iso(row.createdAt)! };
}

const subjectWord = (subject: PlanSubject | null | undefined) => (subject ? `${planSubjectLabel[subject]} ` : '');

/** The titles of a counselling record's alarms, to the student and to her parents (the demo's too). */
export const counselingAlarmTitle = {
  toStudent: (teacher: string, subject: PlanSubject | null | undefined) =>
    `${teacher} 선생님이 ${subjectWord(subject)}상담 기록을 남겼습니다.`,
  toParents: (student: string, subject: PlanSubject | null | undefined) =>
    `${student} 학생의 ${subjectWord(subject)}상담 기록이 등록되었습니다.`,
};

/** Wrong question numbers kept in answer-sheet order. */
function tidy(scores: ExamScores): ExamScores {
  const out = { ...scores };
  for (const s of examSubjects) {
    const score = out[s];
    if (score) (out as Record<string, unknown>)[s] = { ...score, wrongQuestions: [...score.wrongQuestions].sort((a, b) => a - b) };
  }
  return out;
}

const PLAN_MOVES: Record<
  'complete' | 'stop' | 'restart',
  { from: PlanState[]; to: PlanState; refusal: Partial<Record<PlanState, string>> }
> = {
  complete: {
    from: ['active'],
    to: 'completed',
    refusal: { completed: '이미 완강한 계획입니다.', stopped: '중단한 계획은 다시 시작한 뒤 완강할 수 있습니다.' },
  },
  stop: {
    from: ['active'],
    to: 'stopped',
    refusal: { completed: '완강한 계획은 중단할 수 없습니다.', stopped: '이미 중단한 계획입니다.' },
  },
  restart: { from: ['completed', 'stopped'], to: 'active', refusal: { active: '이미 진행 중인 계획입니다.' } },
};
export type PlanMove = keyof typeof PLAN_MOVES;

/** A lock refused because she changed the entry after the teacher's list was read. */
const EXAM_CHANGED = '학생이 그사이 성적을 고쳤습니다. 바뀐 성적을 확인하고 다시 확정해 주세요.';

const isStaff = (c: Caller) => c.category === 'teacher' || c.category === 'admin';

export function educationService({
  repo,
  family,
  notify,
  counselingDue,
  now = systemClock,
}: {
  repo: EducationRepository;
  family: FamilyService;
  notify: Notify;
  /** Per student, the subjects whose counselling is due by `today` (the counselling cycles' service). */
  counselingDue: (studentIds: readonly number[], today: string) => Promise<Map<number, number>>;
  now?: Clock;
}) {
  const scope = (caller: Caller, studentId?: number) => family.studentScope(caller, studentId);

  async function recordOf(studentId: number, id: number) {
    const row = await repo.findRecord(studentId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toRecord(row);
  }

  async function planOf(studentId: number, id: number) {
    const row = await repo.findPlan(studentId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toPlan(row);
  }

  async function goalsOf(studentId: number): Promise<Goals> {
    const row = await repo.findGoals(studentId);
    const grades = Object.fromEntries(examSubjects.map((s) => [s, row?.grades[s] ?? null])) as Goals['grades'];
    return { universities: row?.universities ?? [], grades, updatedAt: iso(row?.updatedAt ?? null) };
  }

  async function staffSession(id: number): Promise<StaffExamSession> {
    const row = (await repo.staffSessions()).find((r) => r.id === id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * An exam's date within five years before this one and two after: a year typed wrong (2062, 1999)
   * put an exam where no student would find it, without a word (an audit).
   */
  function checkExamYear(examDate: string) {
    const year = Number(seoulToday(now()).slice(0, 4));
    const asked = Number(examDate.slice(0, 4));
    if (asked < year - 5 || asked > year + 2)
      throw new AppError('BAD_REQUEST', undefined, { examDate: [`시험 날짜의 연도를 확인해 주세요(${year - 5}~${year + 2}년).`] });
  }

  return {
    /** The calendar as the admin edits it (mock exams and the CSAT), oldest first. */
    staffSessions: async () => ({ results: await repo.staffSessions() }),

    /** Adds an exam to the calendar; a name already used is refused beside the field. */
    async createSession(input: ExamSessionInput): Promise<StaffExamSession> {
      checkExamYear(input.examDate);
      const id = await repo.insertSession(input);
      if (!id) throw new AppError('EXAM_SESSION_NAME_TAKEN', undefined, { name: ['같은 이름의 시험이 이미 있습니다.'] });
      return staffSession(id);
    },

    /** Renames or moves an exam (students' entries follow it). */
    async updateSession(id: number, input: ExamSessionInput): Promise<StaffExamSession> {
      // An old exam renamed keeps its date, however long ago it was.
      if ((await repo.findSession(id))?.examDate !== input.examDate) checkExamYear(input.examDate);
      const result = await repo.updateSession(id, input);
      if (result === 'missing') throw new AppError('NOT_FOUND');
      if (result === 'taken') throw new AppError('EXAM_SESSION_NAME_TAKEN', undefined, { name: ['같은 이름의 시험이 이미 있습니다.'] });
      return staffSession(id);
    },

    /** Removes an exam nobody has entered; one with students' grades stays (409). */
    async deleteSession(id: number) {
      const result = await repo.deleteSession(id);
      if (result === 'missing') throw new AppError('NOT_FOUND');
      if (result === 'has-records') throw new AppError('EXAM_SESSION_HAS_RECORDS');
    },

    /** The centre's exam calendar as this student sees it (held or not, entered or not). */
    async calendar(caller: Caller, studentId: number | undefined, page: PageQuery): Promise<Paged<ExamCalendarItem>> {
      const sid = await scope(caller, studentId);
      const today = seoulToday(now());
      const rows = await repo.calendar(sid, page);
      return toPage(
        rows.map((r) => ({ ...r, held: r.examDate <= today })),
        page,
      );
    },

    /** Her exam entries, newest exam first. */
    async listExams(caller: Caller, studentId: number | undefined, page: PageQuery): Promise<Paged<ExamRecord>> {
      const sid = await scope(caller, studentId);
      return toPage((await repo.listRecords(sid, page)).map(toRecord), page);
    },

    async getExam(caller: Caller, studentId: number | undefined, id: number) {
      return recordOf(await scope(caller, studentId), id);
    },

    /** Her latest exams oldest first, and her goal grades: what the trend chart draws. */
    async trend(caller: Caller, studentId: number | undefined): Promise<ExamTrend> {
      const sid = await scope(caller, studentId);
      const [rows, goals] = await Promise.all([repo.latestRecords(sid, TREND_LENGTH), goalsOf(sid)]);
      return { records: rows.map(toRecord), goals: goals.grades };
    },

    /** A student enters an exam she has sat; one entry per exam. */
    async createExam(caller: Caller, studentId: number | undefined, input: z.output<typeof examEntryInput>) {
      const sid = await scope(caller, studentId);
      const session = await repo.findSession(input.examId);
      if (!session) throw new AppError('BAD_REQUEST', undefined, { examId: ['시험을 찾을 수 없습니다. 다시 선택해 주세요.'] });
      if (session.examDate > seoulToday(now())) throw new AppError('BAD_REQUEST', undefined, { examId: ['아직 치르지 않은 시험입니다.'] });
      const scores = tidy(input.scores);
      const id = await repo.insertRecord(sid, input.examId, scores);
      if (id) return recordOf(sid, id);
      // The same scores again are the same entry (a retry after an answer that was lost on the way):
      // she gets it, as the first try would have. Other scores for an exam she has entered are refused.
      const entered = await repo.recordOfExam(sid, input.examId);
      if (entered && isDeepStrictEqual(entered.scores, JSON.parse(JSON.stringify(scores)))) return recordOf(sid, entered.id);
      throw new AppError('EXAM_ALREADY_ENTERED');
    },

    /** She changes her entry until staff lock it. */
    async updateExam(caller: Caller, studentId: number | undefined, id: number, input: z.output<typeof examUpdateInput>) {
      const sid = await scope(caller, studentId);
      if (!(await repo.updateUnlockedRecord(sid, id, tidy(input.scores), input.updatedAt))) {
        // Not hers (NOT_FOUND), locked by a teacher meanwhile, or changed since she opened it.
        if ((await recordOf(sid, id)).locked) throw new AppError('EXAM_LOCKED');
        // Only she changes her entry: not "another person" (the catalogue's words), her other device.
        throw new AppError(
          'EDIT_CONFLICT',
          '다른 기기에서 먼저 저장한 성적이 있습니다. 새 성적에 고친 칸만 남겨 둘게요. 확인하고 다시 저장해 주세요.',
        );
      }
      return recordOf(sid, id);
    },

    /** She removes an entry made by mistake, until staff lock it. */
    async deleteExam(caller: Caller, studentId: number | undefined, id: number) {
      const sid = await scope(caller, studentId);
      if (!(await repo.deleteUnlockedRecord(sid, id))) {
        await recordOf(sid, id);
        throw new AppError('EXAM_LOCKED');
      }
    },

    /** Staff confirm (lock) or release (unlock) an entry of the student they name. */
    async setLock(caller: Caller, studentId: number | undefined, id: number, locked: boolean, version?: string) {
      const sid = await scope(caller, studentId);
      const done = await repo.setLock(sid, id, locked ? caller.id : null, version);
      if (done === 'pending') throw new AppError('EXAM_GRADES_PENDING');
      if (done) return recordOf(sid, id);
      // There, but changed by her since the list was read: confirmed as seen, or not at all.
      await recordOf(sid, id);
      throw new AppError('EDIT_CONFLICT', EXAM_CHANGED);
    },

    getGoals: async (caller: Caller, studentId: number | undefined) => goalsOf(await scope(caller, studentId)),

    /** A student replaces her goals. */
    async saveGoals(caller: Caller, studentId: number | undefined, input: z.output<typeof goalsInput>) {
      const sid = await scope(caller, studentId);
      await repo.saveGoals(sid, { universities: input.universities, grades: input.grades });
      return goalsOf(sid);
    },

    async listPlans(caller: Caller, studentId: number | undefined, page: PageQuery, state?: PlanState): Promise<Paged<Plan>> {
      const sid = await scope(caller, studentId);
      return toPage((await repo.listPlans(sid, page, state)).map(toPlan), page);
    },

    getPlan: async (caller: Caller, studentId: number | undefined, id: number) => planOf(await scope(caller, studentId), id),

    /** Staff set a study plan for a student; she and her parents are told. */
    async createPlan(caller: Caller, studentId: number | undefined, input: z.output<typeof planInput>) {
      // Not for a student who has left (STUDENT_LEFT): her plans stay readable, no new one is set.
      const sid = await family.actingFor(caller, studentId, '이용이 중지된 학생이라 새 학습 계획을 등록할 수 없습니다.');
      // Her parents too, by her name, as of a counselling record (they follow her curriculum: an audit).
      const [teacher, student, parents] = await Promise.all([repo.nameOf(caller.id), repo.nameOf(sid), family.parentsOf(sid)]);
      const subject = planSubjectLabel[input.subject];
      const id = await repo.transaction(async (r, tx) => {
        const planId = await r.insertPlan({ studentId: sid, authorId: caller.id, ...input });
        // The plan itself (the list of every plan left her to guess which: an audit).
        const link = linkForStudent(`/education/plans/${planId}`, sid);
        await notify(tx, 'counseling', [sid], {
          title: `${teacher} 선생님이 ${subject} 학습 계획을 등록했습니다.`,
          body: input.title,
          link,
        });
        await notify(tx, 'counseling', parents, {
          title: `${student} 학생의 ${subject} 학습 계획이 등록되었습니다 (${teacher} 선생님).`,
          body: input.title,
          link,
        });
        return planId;
      });
      return planOf(sid, id);
    },

    /** Complete, stop or restart a plan; a move that does not fit its state is refused with why. */
    async movePlan(caller: Caller, studentId: number | undefined, id: number, move: PlanMove) {
      const sid = await scope(caller, studentId);
      const rule = PLAN_MOVES[move];
      if (!(await repo.changePlanState(sid, id, rule.from, rule.to))) {
        const current = await planOf(sid, id);
        throw new AppError('PLAN_STATE', rule.refusal[current.state]);
      }
      return planOf(sid, id);
    },

    async listMemos(caller: Caller, studentId: number | undefined, planId: number, page: PageQuery): Promise<Paged<PlanMemo>> {
      const sid = await scope(caller, studentId);
      await planOf(sid, planId);
      const rows = await repo.listMemos(planId, page);
      return toPage(
        rows.map((m) => ({ ...m, createdAt: iso(m.createdAt)! })),
        page,
      );
    },

    /** The student or a teacher comments on a plan; a teacher's memo is announced to the student, hers to the plan's teacher. */
    async addMemo(caller: Caller, studentId: number | undefined, planId: number, body: string): Promise<PlanMemo> {
      const sid = await scope(caller, studentId);
      const plan = await planOf(sid, planId);
      const memo = await repo.transaction(async (r, tx) => {
        const added = await r.insertMemo(planId, caller.id, body);
        if (isStaff(caller))
          await notify(tx, 'counseling', [sid], {
            title: `${added.author.name} 선생님이 학습 계획에 메모를 남겼습니다.`,
            body: plan.title,
            link: linkForStudent(`/education/plans/${planId}`, sid),
          });
        // Hers (or her parent's) reaches the teacher who set the plan: it asked him something and he
        // was never told (an audit).
        else if (plan.author.id !== caller.id)
          await notify(tx, 'counseling', [plan.author.id], {
            title: `${added.author.name}님이 학습 계획에 메모를 남겼습니다.`,
            body: `${plan.title} · ${excerpt(body, 60)}`,
            link: `/staff/education?student=${sid}&tab=plans`,
          });
        return added;
      });
      return { ...memo, createdAt: iso(memo.createdAt)! };
    },

    async listCounseling(caller: Caller, studentId: number | undefined, page: PageQuery): Promise<Paged<CounselingSummary>> {
      const sid = await scope(caller, studentId);
      const rows = await repo.listCounseling(sid, page);
      return toPage(
        rows.map((r) => ({ ...r, read: r.readAt != null, readAt: iso(r.readAt), createdAt: iso(r.createdAt)! })),
        page,
      );
    },

    /** One record; the student opening it marks it read (a parent or a teacher opening it does not). */
    async getCounseling(caller: Caller, studentId: number | undefined, id: number): Promise<CounselingRecord> {
      const sid = await scope(caller, studentId);
      if (caller.category === 'student') await repo.markCounselingRead(sid, id);
      const row = await repo.findCounseling(sid, id);
      if (!row) throw new AppError('NOT_FOUND');
      return { ...row, read: row.readAt != null, readAt: iso(row.readAt), createdAt: iso(row.createdAt)! };
    },

    /** A teacher writes a counselling record; the student and her parents are told. */
    async createCounseling(caller: Caller, studentId: number | undefined, input: z.output<typeof counselingInput>) {
      // Not for a student who has left (STUDENT_LEFT), as a new plan: her records stay readable.
      const sid = await family.actingFor(caller, studentId, '이용이 중지된 학생이라 새 상담 기록을 남길 수 없습니다.');
      if (input.counseledOn > seoulToday(now()))
        throw new AppError('BAD_REQUEST', undefined, { counseledOn: ['상담일은 오늘이나 그 전 날짜로 선택해 주세요.'] });
      const [teacher, student, parents] = await Promise.all([repo.nameOf(caller.id), repo.nameOf(sid), family.parentsOf(sid)]);
      const id = await repo.transaction(async (r, tx) => {
        const recordId = await r.insertCounseling({ studentId: sid, teacherId: caller.id, ...input });
        // The record itself; named for her: a parent with two children opens this child's.
        const link = linkForStudent(`/education/counseling/${recordId}`, sid);
        await notify(tx, 'counseling', [sid], { title: counselingAlarmTitle.toStudent(teacher, input.subject), body: input.title, link });
        await notify(tx, 'counseling', parents, {
          title: counselingAlarmTitle.toParents(student, input.subject),
          body: input.title,
          link,
        });
        return recordId;
      });
      const row = await repo.findCounseling(sid, id);
      return { ...row!, read: false, readAt: null, createdAt: iso(row!.createdAt)! };
    },

    /** Students for the staff's picker. */
    async listStudents(page: PageQuery, q?: string): Promise<Paged<StaffStudent>> {
      const rows = await repo.listStudents(page, q || undefined);
      const due = await counselingDue(
        rows.map((r) => r.id),
        seoulToday(now()),
      );
      return toPage(
        rows.map((r) => ({ ...r, counselingDue: due.get(r.id) ?? 0 })),
        page,
      );
    },
  };
}
export type EducationService = ReturnType<typeof educationService>;
