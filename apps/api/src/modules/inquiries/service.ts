import { linkForStudent } from '@portal/contract/alarms-labels';
import {
  inquiryCategoryLabels,
  inquirySubjectLabels,
  type AnswerInquiryInput,
  type Attachment,
  type CreateInquiryInput,
  type Inquiry,
  type InquiryTeacher,
  type MyInquiriesQuery,
  type Paged,
  type StaffInquiriesQuery,
} from '@portal/contract';
import { systemClock, type Clock } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import { settleAlarms, type Notify } from '../alarms/notify';
import { excerpt } from '../alarms/excerpt';
import { publishLive } from '../live/publish';
import type { FamilyService } from '../family/service';
import type { FilesService } from '../files/service';
import type { InquiriesRepository, InquiryRow, InquiryView, StaffScope } from './repository';

/** Where each side reads inquiries (the portal's routes). */
// The asker's link names the student it is about: a parent with two children opens it as that child's.
const LINK = {
  detail: (id: number, studentId: number) => linkForStudent(`/contactus/${id}`, studentId),
  staff: (id: number) => `/staff/inquiries#inquiry-${id}`,
} as const;

const isStaff = (caller: Caller) => caller.category === 'teacher' || caller.category === 'admin';

/** A teacher works on her own and "any teacher" inquiries; the operator (admin) on all of them. */
const scopeOf = (caller: Caller): StaffScope => (caller.category === 'admin' ? 'all' : { teacherId: caller.id });

/** The first words of a text, for a notification line. */

/** Inquiries one person may have waiting for an answer at once. */
export const INQUIRY_MAX_OPEN = 10;

const NO_SUCH_TEACHER = { teacherId: ['선생님을 다시 선택해 주세요.'] };

/** "수학" for a 학습 문의, "시설" for a 생활 문의: what a notification names it by. */
const topicOf = (q: { kind: string; subject: string | null; category: string | null }) =>
  q.kind === 'academic'
    ? `학습 문의 · ${inquirySubjectLabels[q.subject as keyof typeof inquirySubjectLabels]}`
    : `생활 문의 · ${inquiryCategoryLabels[q.category as keyof typeof inquiryCategoryLabels]}`;

function toInquiry(r: InquiryView, asked: Attachment[] = [], answered: Attachment[] = []): Inquiry {
  const q = r.q;
  return {
    id: q.id,
    kind: q.kind,
    status: q.status,
    subject: q.subject,
    teacher: q.teacherId != null && r.teacherName != null ? { id: q.teacherId, name: r.teacherName } : null,
    answerMethod: q.answerMethod,
    category: q.category,
    body: q.body,
    asker: { id: q.askerId, name: r.askerName, category: r.askerCategory },
    student: { id: q.studentId, name: r.studentName },
    createdAt: q.createdAt.toISOString(),
    answer: q.answer,
    answeredBy: q.answeredBy != null && r.answeredByName != null ? { id: q.answeredBy, name: r.answeredByName } : null,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    closedAt: q.closedAt?.toISOString() ?? null,
    attachments: asked,
    answerAttachments: answered,
  };
}

/** What a new (or handed-over) inquiry's alarm asks its teachers: settled once one answers, hands it over or closes it. */
const answerAsk = (id: number) => `inquiry:${id}:answer`;

/**
 * 문의 내역: a student asks about herself, a parent about her child; teachers answer (once, with
 * files), hand an inquiry to another teacher, or close it. The asker is told of the answer inside its
 * transaction. Who reads what: the asker, the student's linked parents, and staff (a teacher only her
 * own and "any teacher" inquiries in the inbox; the operator all).
 */
export function inquiriesService(
  repo: InquiriesRepository,
  family: FamilyService,
  notify: Notify,
  files: Pick<FilesService, 'attach' | 'attachedToEach'>,
  clock: Clock = systemClock,
) {
  /** Inquiries as the contract shows them, with both sides' files (one query per page). */
  async function present(rows: InquiryView[]): Promise<Inquiry[]> {
    if (!rows.length) return [];
    const { 'inquiry-attachment': asked, 'inquiry-answer-attachment': answered } = await files.attachedToEach(
      ['inquiry-attachment', 'inquiry-answer-attachment'],
      rows.map((r) => r.q.id),
    );
    return rows.map((r) => toInquiry(r, asked.get(r.q.id), answered.get(r.q.id)));
  }

  async function reload(id: number): Promise<Inquiry> {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    return (await present([found]))[0]!;
  }

  /** The inquiry when the caller asked it or is a linked parent of the student it is about; else 404. */
  async function askerSide(caller: Caller, id: number): Promise<InquiryView> {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    // A parent only while she is linked to the student it is about, even one she asked herself (unlinked,
    // she still read it and its answer: an audit).
    if (caller.category === 'parent') {
      await family.studentScope(caller, found.q.studentId);
      return found;
    }
    if (found.q.askerId === caller.id) return found;
    throw new AppError('NOT_FOUND');
  }

  /** The inquiry when this staff member works on it; else 404 (a teacher cannot see another's). */
  /** An inquiry now for any teacher (handed on, or its teacher left): these teachers are asked, as of a new one. */
  const askTeachers = (tx: Db, teachers: readonly number[], q: InquiryRow) =>
    notify(tx, 'inquiry', teachers, {
      title: `담당 선생님이 바뀐 문의가 있습니다 (${topicOf(q)}).`,
      body: excerpt(q.body),
      link: LINK.staff(q.id),
      subject: answerAsk(q.id),
    });

  async function staffSide(caller: Caller, id: number): Promise<InquiryView> {
    const found = await repo.findById(id);
    if (!found || !(await repo.inScope(id, scopeOf(caller)))) throw new AppError('NOT_FOUND');
    return found;
  }

  /** Why a state change found nothing to change: the inquiry moved on meanwhile (asked inside the transaction). */
  async function refusal(r: Pick<InquiriesRepository, 'findById'>, id: number): Promise<AppError> {
    const now = await r.findById(id);
    if (!now) return new AppError('NOT_FOUND');
    if (now.q.status === 'answered') return new AppError('INQUIRY_ANSWERED');
    if (now.q.status === 'closed') return new AppError('INQUIRY_CLOSED');
    return new AppError('INQUIRY_NOT_OPEN');
  }

  /**
   * After an answer, a hand-over or a close: the teachers it asked are answered, and every teacher's
   * and admin's open lists refresh (an audit saw a colleague type an answer to one answered meanwhile).
   */
  async function settled(r: Pick<InquiriesRepository, 'staffIds'>, tx: Db, id: number) {
    await settleAlarms(tx, [answerAsk(id)], clock());
    await publishLive(
      tx,
      (await r.staffIds()).map((userId) => ({ userId, data: { id } })),
      'inquiry',
    );
  }

  return {
    /**
     * A teacher left (her account was switched off): the open inquiries addressed to her go to any
     * teacher, who are told as of a new one. They waited on, in no other teacher's inbox (an audit).
     */
    async releaseOf(teacherId: number): Promise<void> {
      await repo.transaction(async (r, tx) => {
        const open = await r.releaseOf(teacherId);
        if (!open.length) return;
        const teachers = (await r.teachers()).map((t) => t.id);
        for (const q of open) await askTeachers(tx, teachers, q);
      });
    },

    /**
     * Whether the caller may open the inquiry's files: its family side, or staff whose inbox holds it (a
     * teacher not those addressed to another teacher: a security probe downloaded one).
     */
    async canSee(caller: Caller, id: number): Promise<boolean> {
      if (isStaff(caller)) return repo.inScope(id, scopeOf(caller));
      try {
        await askerSide(caller, id);
        return true;
      } catch (e) {
        if (e instanceof AppError && e.code === 'NOT_FOUND') return false;
        throw e;
      }
    },

    /** The teachers a 학습 문의 may be addressed to. */
    async teachers(): Promise<{ results: InquiryTeacher[] }> {
      return { results: await repo.teachers() };
    },

    /** She asks (a parent about a linked child); the teacher it is addressed to, or every teacher, is told. */
    async create(caller: Caller, input: CreateInquiryInput): Promise<Inquiry> {
      const studentId = await family.studentScope(caller, input.studentId);
      const academic = input.kind === 'academic';
      const teacherId = academic ? (input.teacherId ?? null) : null;
      if (teacherId != null && !(await repo.isTeacher(teacherId))) throw new AppError('BAD_REQUEST', undefined, NO_SUCH_TEACHER);
      // Each one asks every teacher (or one): a script sent 500, and each teacher had 500 alarms (an audit).
      if ((await repo.countOpenBy(caller.id)) >= INQUIRY_MAX_OPEN) throw new AppError('INQUIRY_TOO_MANY_OPEN');
      const row = await repo.transaction(async (r, tx) => {
        const inserted = await r.insert({
          askerId: caller.id,
          studentId,
          kind: input.kind,
          subject: academic ? input.subject : null,
          teacherId,
          answerMethod: academic ? input.answerMethod : null,
          category: academic ? null : input.category,
          body: input.body,
          createdAt: clock(),
        });
        // Her files are hers, fresh and unattached, or nothing is asked (404).
        if (input.attachmentIds?.length)
          await files.attach(tx, { ids: input.attachmentIds, ownerId: caller.id, purpose: 'inquiry-attachment', recordId: inserted.id });
        const recipients = teacherId != null ? [teacherId] : (await r.teachers()).map((t) => t.id);
        await notify(tx, 'inquiry', recipients, {
          title: `새 문의가 도착했습니다 (${topicOf(inserted)}).`,
          body: excerpt(input.body),
          link: LINK.staff(inserted.id),
          subject: answerAsk(inserted.id),
        });
        return inserted;
      });
      return reload(row.id);
    },

    /** A student's own inquiries, or everything asked about a parent's child (of one state, or all); newest first. */
    async mine(caller: Caller, query: MyInquiriesQuery): Promise<Paged<Inquiry>> {
      if (caller.category === 'student') {
        if (query.studentId != null && query.studentId !== caller.id) throw new AppError('NOT_FOUND');
        return toPage(await present(await repo.listAskedBy(caller.id, query.status, pageWindow(query))), query);
      }
      const studentId = await family.studentScope(caller, query.studentId);
      return toPage(await present(await repo.listAbout(studentId, query.status, pageWindow(query))), query);
    },

    /** One inquiry with its answer, for its asker or the student's linked parents. */
    async get(caller: Caller, id: number): Promise<Inquiry> {
      return (await present([await askerSide(caller, id)]))[0]!;
    },

    /** The staff inbox of one state: open ones oldest first. */
    async staffList(caller: Caller, query: StaffInquiriesQuery): Promise<Paged<Inquiry>> {
      return toPage(await present(await repo.listForStaff(scopeOf(caller), query.status, pageWindow(query))), query);
    },

    /** Staff answer an open inquiry once, with files; the asker is told. */
    async answer(caller: Caller, id: number, input: AnswerInquiryInput): Promise<Inquiry> {
      const found = await staffSide(caller, id);
      await repo.transaction(async (r, tx) => {
        const row = await r.answer(id, scopeOf(caller), caller.id, input.answer, clock());
        if (!row) throw await refusal(r, id);
        if (input.attachmentIds?.length)
          await files.attach(tx, { ids: input.attachmentIds, ownerId: caller.id, purpose: 'inquiry-answer-attachment', recordId: id });
        // A parent reads which child's inquiry it was (a mother of two was not told: an audit).
        await notify(tx, 'inquiry', [found.q.askerId], {
          title: `${found.askerCategory === 'parent' ? `${found.studentName} 학생에 대한 ` : ''}문의에 답변이 등록되었습니다 (${topicOf(found.q)}).`,
          body: excerpt(input.answer),
          link: LINK.detail(id, found.q.studentId),
        });
        await settled(r, tx, id);
      });
      return reload(id);
    },

    /** Hands an open 학습 문의 to another teacher (or to any teacher); that teacher (every other one) is told. */
    async reassign(caller: Caller, id: number, teacherId: number | null): Promise<Inquiry> {
      const found = await staffSide(caller, id);
      if (teacherId != null && !(await repo.isTeacher(teacherId))) throw new AppError('BAD_REQUEST', undefined, NO_SUCH_TEACHER);
      await repo.transaction(async (r, tx) => {
        const row = await r.reassign(id, scopeOf(caller), teacherId);
        if (!row) throw await refusal(r, id);
        // Whoever it asked before is answered by the hand-over; the teacher it goes to is asked now.
        await settled(r, tx, id);
        if (teacherId != null && teacherId !== caller.id)
          await notify(tx, 'inquiry', [teacherId], {
            title: `선생님께 문의가 넘어왔습니다 (${topicOf(found.q)}).`,
            body: excerpt(found.q.body),
            link: LINK.staff(id),
            subject: answerAsk(id),
          });
        // To any teacher: every other teacher is asked, as of a new one (no one was, an audit).
        if (teacherId == null)
          await askTeachers(
            tx,
            (await r.teachers()).map((t) => t.id).filter((t) => t !== caller.id),
            found.q,
          );
      });
      return reload(id);
    },

    /** Staff close it (answered or not); an unanswered one tells the asker it was closed. */
    async close(caller: Caller, id: number): Promise<Inquiry> {
      const found = await staffSide(caller, id);
      await repo.transaction(async (r, tx) => {
        const row = await r.close(id, scopeOf(caller), caller.id, clock());
        if (!row) throw new AppError('INQUIRY_CLOSED');
        if (row.answer == null)
          await notify(tx, 'inquiry', [found.q.askerId], {
            title: `문의가 종료되었습니다 (${topicOf(found.q)}).`,
            body: '자세한 내용은 문의 내역에서 확인해 주세요.',
            link: LINK.detail(id, found.q.studentId),
          });
        await settled(r, tx, id);
      });
      return reload(id);
    },
  };
}
export type InquiriesService = ReturnType<typeof inquiriesService>;
