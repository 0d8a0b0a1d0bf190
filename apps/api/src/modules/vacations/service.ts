import { linkForStudent } from '@portal/contract/alarms-labels';
import {
  VACATION_MAX_LEAD_DAYS,
  type CreateVacationInput,
  type Paged,
  type PageQuery,
  type StaffVacationQueue,
  type Attachment,
  type Vacation,
  type VacationStatus,
  type VacationType,
} from '@portal/contract';
import { formatMonthDayTime } from '@portal/contract/dates';
import { systemClock, type Clock } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import { settleAlarms, type Notify } from '../alarms/notify';
import type { FamilyService } from '../family/service';
import type { FilesService } from '../files/service';
import type { VacationsRepository, VacationView } from './repository';

/** Where each person sees her vacations (the portal's routes). */
const LINK = { mine: '/mypage/vacations', staff: '/staff/vacations' } as const;

const typeLabel: Record<VacationType, string> = { regular: '정기휴가', outing: '외출', overnight: '외박', sick: '병가' };

/** How far in the past a request may start (a sudden sick leave is asked for as she leaves). */
const START_GRACE_MS = 60 * 60_000;

/** Requests one student may have waiting for consent or a decision at once. */
export const VACATION_MAX_PENDING = 10;

/** "11월 20일(금) 14:00 ~ 11월 21일(토) 18:00" in Seoul time, for notification bodies. */
const periodOf = (v: VacationView['v']) => `${formatMonthDayTime(v.startAt)} ~ ${formatMonthDayTime(v.expectedReturnAt)}`;

function toVacation(r: VacationView, guardianless: boolean, attachments: Attachment[] = []): Vacation {
  const v = r.v;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const who = (id: number | null, name: string | null) => (id != null && name != null ? { id, name } : null);
  return {
    id: v.id,
    student: { id: v.studentId, name: r.studentName },
    type: v.type,
    status: v.status,
    startAt: v.startAt.toISOString(),
    expectedReturnAt: v.expectedReturnAt.toISOString(),
    actualReturnAt: iso(v.actualReturnAt),
    reason: v.reason,
    createdAt: v.createdAt.toISOString(),
    consentedBy: who(v.consentedBy, r.consentedByName),
    consentedAt: iso(v.consentedAt),
    guardianless,
    decidedBy: who(v.decidedBy, r.decidedByName),
    decidedAt: iso(v.decidedAt),
    decisionReason: v.decisionReason,
    returnMarkedBy: who(v.returnMarkedBy, r.returnMarkedByName),
    attachments,
  };
}

/** An alarm's title, or its two wordings: for her parents (with her name) and for herself. */
type Titles = string | { parents: string; herself: string };

/** What a request's alarms ask for: her parents' consent, then a teacher's decision (settled once given). */
export const vacationAsks = (id: number) => ({ consent: `vacation:${id}:consent`, decision: `vacation:${id}:decision` });

/**
 * Vacation requests: the student asks, a linked parent consents, staff approve or reject, staff mark
 * her return. Every step is one conditional update (so two people acting at once cannot both win)
 * and notifies the next person with an alarm.
 */
export function vacationsService(
  repo: VacationsRepository,
  family: FamilyService,
  notify: Notify,
  clock: Clock = systemClock,
  files?: Pick<FilesService, 'attach' | 'attachedTo' | 'release'>,
) {
  /** The vacation when the caller may see it (her own, her child's, or any for staff); else 404. */
  async function visible(caller: Caller, id: number) {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    await family.studentScope(caller, found.v.studentId);
    return found;
  }

  /** Vacations as the contract shows them, with the doctor's notes of the 병가 among them. */
  async function present(rows: VacationView[]): Promise<Vacation[]> {
    const sick = rows.filter((r) => r.v.type === 'sick').map((r) => r.v.id);
    const [notes, withParent] = await Promise.all([
      files && sick.length ? files.attachedTo('sick-note', sick) : new Map<number, Attachment[]>(),
      family.withActiveParent([...new Set(rows.map((r) => r.v.studentId))]),
    ]);
    return rows.map((r) => toVacation(r, !withParent.has(r.v.studentId), notes.get(r.v.id)));
  }

  async function reload(id: number) {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    return (await present([found]))[0]!;
  }

  /**
   * Tells her parents (and her) inside the transaction of the step it is about. Her parents are read
   * before it: inside a transaction only its own queries may run (the embedded database has one
   * connection).
   */
  async function familyNotifier(studentId: number, includeStudent: boolean) {
    const parents = await family.parentsOf(studentId);
    const to = includeStudent ? [studentId, ...parents] : parents;
    return Object.assign((tx: Db, title: Titles, body: string, subject?: string) => tellFamily(tx, studentId, to, title, body, subject), {
      to,
    });
  }

  /** Every teacher and admin is asked to decide the request (settled by the one who does). */
  async function askStaff(r: Pick<VacationsRepository, 'staffIds'>, tx: Db, v: VacationView['v'], name: string, body: string) {
    await notify(tx, 'vacation', await r.staffIds(), {
      title: `${name} 학생의 ${typeLabel[v.type]} 신청이 승인을 기다립니다.`,
      body,
      link: LINK.staff,
      subject: vacationAsks(v.id).decision,
    });
  }

  /** One step told to these people of her family: she reads it about herself, her parents with her name (an audit). */
  async function tellFamily(tx: Db, studentId: number, to: readonly number[], title: Titles, body: string, subject?: string) {
    // The link names her: a parent with two children opens this one's vacations.
    const link = linkForStudent(LINK.mine, studentId);
    const { parents, herself } = typeof title === 'string' ? { parents: title, herself: title } : title;
    const others = to.filter((u) => u !== studentId);
    if (others.length < to.length) await notify(tx, 'vacation', [studentId], { title: herself, body, link, subject });
    if (others.length) await notify(tx, 'vacation', others, { title: parents, body, link, subject });
  }

  return {
    /** Whether the caller may see this vacation (her own, her child's, or any for staff): who may open its files. */
    async canSee(caller: Caller, id: number): Promise<boolean> {
      try {
        await visible(caller, id);
        return true;
      } catch (e) {
        if (e instanceof AppError && e.code === 'NOT_FOUND') return false;
        throw e;
      }
    },

    /** A student's history (her own, a parent's child's, or a named student's for staff). */
    async list(caller: Caller, query: PageQuery & { studentId?: number; status?: VacationStatus }): Promise<Paged<Vacation>> {
      const studentId = await family.studentScope(caller, query.studentId);
      return toPage(await present(await repo.listOfStudent(studentId, pageWindow(query), query.status)), query);
    },

    /** The staff queues: waiting for a decision, out (approved, not back), waiting for the parent. */
    async queue(queue: StaffVacationQueue, query: PageQuery): Promise<Paged<Vacation>> {
      // One whose parent can no longer consent is the teachers' to decide: listed there, not as waiting for her.
      const rows =
        queue === 'away'
          ? await repo.listByStatus('approved', 'return', pageWindow(query))
          : await repo.listWaiting(queue, pageWindow(query));
      return toPage(await present(rows), query);
    },

    /** A student asks; her linked parents are asked to consent. */
    async request(caller: Caller, input: CreateVacationInput): Promise<Vacation> {
      const startAt = new Date(input.startAt);
      const expectedReturnAt = new Date(input.expectedReturnAt);
      const now = clock().getTime();
      if (startAt.getTime() < now - START_GRACE_MS)
        throw new AppError('BAD_REQUEST', undefined, { startAt: ['시작 일시는 지금 이후로 선택해 주세요.'] });
      if (startAt.getTime() > now + VACATION_MAX_LEAD_DAYS * 86_400_000)
        throw new AppError('BAD_REQUEST', undefined, {
          startAt: [`시작 일시는 ${VACATION_MAX_LEAD_DAYS}일 안으로 선택해 주세요.`],
        });
      if (await repo.overlaps(caller.id, startAt, expectedReturnAt)) throw new AppError('VACATION_OVERLAPS');
      // Each asks her parents (or the teachers): a script sent 100 one-hour outings, her mother had 100 alarms (an audit).
      if ((await repo.countPending(caller.id)) >= VACATION_MAX_PENDING) throw new AppError('VACATION_TOO_MANY_PENDING');
      const tell = await familyNotifier(caller.id, false);
      // No parent who could consent (none linked, or their accounts are off): it goes to the teachers at
      // once. An audit found such requests waiting for a consent that could never come.
      const guardianless = !(await family.withActiveParent([caller.id])).has(caller.id);
      const row = await repo.transaction(async (r, tx) => {
        const inserted = await r.insert({
          studentId: caller.id,
          type: input.type,
          startAt,
          expectedReturnAt,
          reason: input.reason,
          ...(guardianless ? { status: 'consented' as const, consentedAt: clock() } : {}),
        });
        // The doctor's note is hers, fresh and unattached, or nothing is filed (404).
        if (input.attachmentIds?.length) {
          if (!files) throw new AppError('NOT_FOUND');
          await files.attach(tx, { ids: input.attachmentIds, ownerId: caller.id, purpose: 'sick-note', recordId: inserted.id });
        }
        const name = (await r.findById(inserted.id))?.studentName ?? '';
        if (guardianless)
          await askStaff(r, tx, inserted, name, `연결된 보호자가 없어 보호자 동의 없이 접수되었습니다. ${periodOf(inserted)}`);
        else
          await tell(
            tx,
            `${name} 학생의 ${typeLabel[input.type]} 신청에 동의가 필요합니다.`,
            periodOf(inserted),
            vacationAsks(inserted.id).consent,
          );
        return inserted;
      });
      return reload(row.id);
    },

    /** A linked parent consents; staff are asked to decide, and the student (and any other parent) hears it. */
    async consent(caller: Caller, id: number): Promise<Vacation> {
      const found = await visible(caller, id);
      const family = (await familyNotifier(found.v.studentId, true)).to.filter((u) => u !== caller.id);
      await repo.transaction(async (r, tx) => {
        const row = await r.consent(id, caller.id);
        if (!row) throw new AppError('VACATION_NOT_WAITING_CONSENT');
        // Her other parent's "동의가 필요합니다" is answered too.
        await settleAlarms(tx, [vacationAsks(id).consent], clock());
        await askStaff(r, tx, row, found.studentName, periodOf(row));
        await tellFamily(
          tx,
          found.v.studentId,
          family,
          {
            parents: `${found.studentName} 학생의 ${typeLabel[row.type]} 신청에 보호자가 동의했습니다.`,
            herself: `보호자가 ${typeLabel[row.type]} 신청에 동의했습니다.`,
          },
          '이제 선생님의 승인을 기다립니다.',
        );
      });
      return reload(id);
    },

    /**
     * A parent does not consent, with her reason: the request ends (반려, no teacher is asked) and the
     * student and her other parents hear why.
     */
    async decline(caller: Caller, id: number, reason: string): Promise<Vacation> {
      const found = await visible(caller, id);
      const family = (await familyNotifier(found.v.studentId, true)).to.filter((u) => u !== caller.id);
      await repo.transaction(async (r, tx) => {
        const row = await r.decline(id, caller.id, reason);
        if (!row) throw new AppError('VACATION_NOT_WAITING_CONSENT');
        await settleAlarms(tx, [vacationAsks(id).consent], clock());
        await tellFamily(
          tx,
          found.v.studentId,
          family,
          {
            parents: `${found.studentName} 학생의 ${typeLabel[row.type]} 신청에 보호자가 동의하지 않았습니다.`,
            herself: `보호자가 ${typeLabel[row.type]} 신청에 동의하지 않았습니다.`,
          },
          `사유: ${reason}`,
        );
      });
      return reload(id);
    },

    /** Staff approve or reject (a rejection carries its reason); the student and her parents hear it. */
    async decide(caller: Caller, id: number, approve: boolean, reason: string | undefined): Promise<Vacation> {
      const found = await visible(caller, id);
      const tell = await familyNotifier(found.v.studentId, true);
      // Still waiting for a parent who can no longer consent (her account was switched off, or unlinked):
      // staff decide without it; the repository checks that as it writes.
      await repo.transaction(async (r, tx) => {
        const row = await r.decide(id, caller.id, approve, reason ?? null);
        if (!row) throw new AppError('VACATION_NOT_WAITING_DECISION');
        // Every teacher was asked: the one who decided answered for all (and no parent is asked any more).
        await settleAlarms(tx, [vacationAsks(id).decision, vacationAsks(id).consent], clock());
        const what = `${typeLabel[row.type]} 신청이 ${approve ? '승인' : '반려'}되었습니다.`;
        await tell(tx, { parents: `${found.studentName} 학생의 ${what}`, herself: what }, reason ? `사유: ${reason}` : periodOf(row));
      });
      return reload(id);
    },

    /** Staff mark her back (now, or the time given); her parents hear it. */
    async markReturned(caller: Caller, id: number, returnedAt: string | undefined): Promise<Vacation> {
      const found = await visible(caller, id);
      if (found.v.status !== 'approved') throw new AppError('VACATION_NOT_AWAY');
      const now = clock();
      const at = returnedAt ? new Date(returnedAt) : now;
      if (at.getTime() > now.getTime() + 5 * 60_000)
        throw new AppError('BAD_REQUEST', undefined, { returnedAt: ['복귀 일시는 지금보다 뒤일 수 없습니다.'] });
      if (at.getTime() <= found.v.startAt.getTime()) {
        if (!returnedAt) throw new AppError('VACATION_NOT_STARTED');
        throw new AppError('BAD_REQUEST', undefined, { returnedAt: ['복귀 일시는 시작 일시보다 뒤여야 합니다.'] });
      }
      const tell = await familyNotifier(found.v.studentId, false);
      await repo.transaction(async (r, tx) => {
        const row = await r.markReturned(id, caller.id, at);
        if (!row) throw new AppError('VACATION_NOT_AWAY');
        await tell(tx, `${found.studentName} 학생이 ${typeLabel[row.type]}에서 복귀했습니다.`, formatMonthDayTime(at));
      });
      return reload(id);
    },

    /**
     * She left (her account was switched off): her requests nobody has decided are withdrawn, so they
     * leave the teachers' queue and her parents' consent asks (they stayed there, for no one).
     */
    async withdrawAllOf(studentId: number): Promise<void> {
      const undecided = await repo.undecidedOf(studentId);
      if (!undecided.length) return;
      await repo.transaction(async (r, tx) => {
        for (const found of undecided) {
          if (!(await r.cancel(found.v.id, studentId))) continue;
          await settleAlarms(tx, Object.values(vacationAsks(found.v.id)), clock());
          if (found.v.type === 'sick') await files?.release(tx, 'sick-note', found.v.id);
        }
      });
    },

    /**
     * A parent's account was switched off: her children's requests that waited for a consent no one can
     * give now are the teachers' to decide (승인 대기), and the teachers are asked, as for a request made
     * without a parent (an audit: they appeared there unannounced, and no one looked).
     */
    async parentLeft(parentId: number): Promise<void> {
      const waiting = await repo.waitingWithoutParent(await family.childrenOf(parentId));
      if (!waiting.length) return;
      await repo.transaction(async (r, tx) => {
        for (const found of waiting) {
          await settleAlarms(tx, [vacationAsks(found.v.id).consent], clock());
          await askStaff(
            r,
            tx,
            found.v,
            found.studentName,
            `보호자 동의를 받을 수 없게 되어 선생님이 결정해 주셔야 합니다. ${periodOf(found.v)}`,
          );
        }
      });
    },

    /** The student withdraws a request nobody has decided yet. */
    async cancel(caller: Caller, id: number): Promise<void> {
      const found = await visible(caller, id);
      const tell = await familyNotifier(found.v.studentId, false);
      await repo.transaction(async (r, tx) => {
        if (!(await r.cancel(id, caller.id))) throw new AppError('VACATION_ALREADY_DECIDED');
        await settleAlarms(tx, Object.values(vacationAsks(id)), clock());
        if (found.v.type === 'sick') await files?.release(tx, 'sick-note', id);
        await tell(tx, `${found.studentName} 학생이 ${typeLabel[found.v.type]} 신청을 취소했습니다.`, periodOf(found.v));
      });
    },
  };
}
export type VacationsService = ReturnType<typeof vacationsService>;
