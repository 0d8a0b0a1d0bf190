import { feedbackKindLabels, type Attachment, type Feedback, type Paged, type PageQuery, type SendFeedbackInput } from '@portal/contract';
import { systemClock, type Clock } from '../../config';
import { AppError } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import type { Notify } from '../alarms/notify';
import { excerpt } from '../alarms/excerpt';
import type { FamilyService } from '../family/service';
import type { FilesService } from '../files/service';
import type { FeedbackRepository, FeedbackView } from './repository';

/** Where each side reads feedback (the portal's routes). */
const LINK = { mine: '/help/feedback', staff: '/staff/feedback' } as const;

const isStaff = (caller: Caller) => caller.category === 'teacher' || caller.category === 'admin';

/** The first words of a text, for a notification line. */

function toFeedback(r: FeedbackView, attachments: Attachment[] = []): Feedback {
  const f = r.f;
  return {
    id: f.id,
    kind: f.kind,
    status: f.status,
    body: f.body,
    sender: { id: f.senderId, name: r.senderName, category: r.senderCategory },
    createdAt: f.createdAt.toISOString(),
    answer: f.answer,
    answeredBy: f.answeredBy != null && r.answeredByName != null ? { id: f.answeredBy, name: r.answeredByName } : null,
    answeredAt: f.answeredAt?.toISOString() ?? null,
    closedAt: f.closedAt?.toISOString() ?? null,
    attachments,
  };
}

/**
 * 의견 보내기: anyone signed in writes to the operator (the admins hear of it); staff answer, which
 * notifies the sender inside the answer's transaction, and close it. Each step is one conditional update.
 */
export function feedbackService(
  repo: FeedbackRepository,
  family: FamilyService,
  notify: Notify,
  files: Pick<FilesService, 'attach' | 'attachedTo'>,
  clock: Clock = systemClock,
) {
  /** Feedback as the contract shows it, with the screenshots of the page (one query). */
  async function present(rows: FeedbackView[]): Promise<Feedback[]> {
    const shots = rows.length
      ? await files.attachedTo(
          'feedback-screenshot',
          rows.map((r) => r.f.id),
        )
      : new Map<number, Attachment[]>();
    return rows.map((r) => toFeedback(r, shots.get(r.f.id)));
  }

  /** The feedback when the caller may read it: its sender, a student sender's linked parents, staff; else 404. */
  async function visible(caller: Caller, id: number): Promise<FeedbackView> {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    if (found.f.senderId === caller.id || isStaff(caller)) return found;
    if (found.senderCategory === 'student' && caller.category === 'parent') {
      await family.studentScope(caller, found.f.senderId);
      return found;
    }
    throw new AppError('NOT_FOUND');
  }

  async function reload(id: number) {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    return (await present([found]))[0]!;
  }

  return {
    /** Whether the caller may read this feedback: who may open its screenshots. */
    async canSee(caller: Caller, id: number): Promise<boolean> {
      try {
        await visible(caller, id);
        return true;
      } catch (e) {
        if (e instanceof AppError && e.code === 'NOT_FOUND') return false;
        throw e;
      }
    },

    /** She writes; the operators are told. */
    async send(caller: Caller, input: SendFeedbackInput): Promise<Feedback> {
      const row = await repo.transaction(async (r, tx) => {
        const inserted = await r.insert({ senderId: caller.id, kind: input.kind, body: input.body, createdAt: clock() });
        // Her screenshots are hers, fresh and unattached, or nothing is sent (404).
        if (input.attachmentIds?.length)
          await files.attach(tx, { ids: input.attachmentIds, ownerId: caller.id, purpose: 'feedback-screenshot', recordId: inserted.id });
        await notify(
          tx,
          'inquiry',
          (await r.operatorIds()).filter((id) => id !== caller.id),
          {
            title: `새 의견이 도착했습니다 (${feedbackKindLabels[input.kind]}).`,
            body: excerpt(input.body),
            link: LINK.staff,
          },
        );
        return inserted;
      });
      return reload(row.id);
    },

    /** What the caller sent, newest first, with the answers. */
    async mine(caller: Caller, query: PageQuery): Promise<Paged<Feedback>> {
      return toPage(await present(await repo.listOfSender(caller.id, pageWindow(query))), query);
    },

    /** One feedback, for its sender, a student sender's parents, or staff. */
    async get(caller: Caller, id: number): Promise<Feedback> {
      return (await present([await visible(caller, id)]))[0]!;
    },

    /** Staff's list: open first. */
    async staffList(query: PageQuery & { status?: Feedback['status'] }): Promise<Paged<Feedback>> {
      return toPage(await present(await repo.listAll(query.status, pageWindow(query))), query);
    },

    /** Staff answer (or rewrite the answer) until it is closed; the sender is told. */
    async answer(caller: Caller, id: number, answer: string): Promise<Feedback> {
      const found = await visible(caller, id);
      await repo.transaction(async (r, tx) => {
        const row = await r.answer(id, caller.id, answer, clock());
        if (!row) throw new AppError('FEEDBACK_CLOSED');
        // A rewritten answer says so (the same line again read as a second answer: an audit).
        await notify(tx, 'inquiry', [found.f.senderId], {
          title: found.f.answer == null ? '보내 주신 의견에 답변이 등록되었습니다.' : '보내 주신 의견의 답변이 수정되었습니다.',
          body: excerpt(answer),
          link: `${LINK.mine}#feedback-${id}`,
        });
      });
      return reload(id);
    },

    /** Staff close it (answered or not). */
    async close(caller: Caller, id: number): Promise<Feedback> {
      await visible(caller, id);
      if (!(await repo.close(id, caller.id, clock()))) throw new AppError('FEEDBACK_CLOSED');
      return reload(id);
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
