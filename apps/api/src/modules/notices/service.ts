import {
  noticeCategoryLabels,
  type Attachment,
  type Notice,
  type NoticeClass,
  type NoticeReaders,
  type NoticeSummary,
  type Paged,
  type PageQuery,
  type SaveNoticeInput,
  type StaffNotice,
  type StaffNoticeSummary,
} from '@portal/contract';
import sanitizeHtml from 'sanitize-html';
import { systemClock, type Clock } from '../../config';
import type { Db } from '../../db/client';
import { cancelJob, enqueueJob, jobType } from '../../jobs/queue';
import type { JobRunner } from '../../jobs/runner';
import { AppError } from '../../http/errors';
import { pageWindow, toPage } from '../../http/paging';
import type { Caller } from '../../http/route';
import { cutText } from '../alarms/excerpt';
import { dropAlarms, readAlarmsLeadingTo, type Notify } from '../alarms/notify';
import { retrying } from '../../db/retrying';
import type { FilesService } from '../files/service';
import {
  noticesRepository,
  type NoticeListed,
  type NoticeRow,
  type NoticesQueries,
  type NoticesRepository,
  type NoticeView,
} from './repository';
import { cleanNoticeHtml, hasText } from './sanitize';

const PURPOSE = 'notice-attachment' as const;

/** Where a notice opens in the portal (the alarm's link). */
export const noticeLink = (id: number) => `/services/notice/${id}`;

/** A scheduled notice's announcement, run once across instances when it becomes visible. */
export const noticePublish = jobType<{ noticeId: number }>('notices.publish');
const publishKey = (id: number) => `notices.publish:${id}`;

/** How far ahead a notice may be scheduled. */
const MAX_SCHEDULE_MS = 366 * 86_400_000;
/** A time picked a moment ago still counts as "now" (the form was filled in a minute). */
const PAST_GRACE_MS = 5 * 60_000;

type SaveInput = Omit<SaveNoticeInput, 'pinned' | 'attachmentIds'> & { pinned?: boolean; attachmentIds?: string[] };

const isStaff = (c: Caller) => c.category === 'teacher' || c.category === 'admin';

/** The first words of a body, as plain text: the alarm's second line. */
function textExcerpt(html: string, max = 80): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h2|h3|li|blockquote|td|th|tr|caption)>|<br\s*\/?>/g, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return cutText(text, max) === text ? text : `${cutText(text, max - 1)}…`;
}

/**
 * Tells a notice's audience it is out, once: the conditional update on `notified_at` decides who
 * announces it (the save that published it, or the scheduled job), inside the caller's transaction.
 */
async function announce(repo: NoticesQueries, tx: Db, notify: Notify, id: number, now: Date) {
  const row = await repo.claimAnnouncement(id, now);
  if (!row) return;
  const members = await repo.audienceMembers(row);
  await notify(
    tx,
    'notice',
    members.map((m) => m.id),
    { title: `[${noticeCategoryLabels[row.category]}] ${row.title}`, body: textExcerpt(row.bodyHtml), link: noticeLink(row.id) },
  );
}

/** Registers the job that announces a scheduled notice when its time comes. */
export function registerNoticePublishing(runner: JobRunner, notify: Notify) {
  runner.handle(noticePublish, async (tx, { noticeId }, { now }) => {
    // Read again: it may have been deleted, announced, or moved later since it was scheduled.
    await announce(noticesRepository(tx), tx, notify, noticeId, now);
  });
}

function summaryOf(v: NoticeView<NoticeListed>, attachmentCount: number): NoticeSummary {
  return {
    id: v.n.id,
    category: v.n.category,
    title: v.n.title,
    pinned: v.n.pinned,
    audience: v.n.audience,
    className: v.n.className,
    publishAt: v.n.publishAt.toISOString(),
    authorName: v.authorName,
    viewCount: Number(v.viewCount),
    attachmentCount,
    isNew: !!v.isNew,
  };
}

/**
 * Notices: staff write them (the body cleaned on save), pin, schedule and delete them; each person
 * reads those of her audience once they are out, and her opening is counted once.
 */
export function noticesService(
  repo: NoticesRepository,
  files: Pick<FilesService, 'attach' | 'attachedTo' | 'release' | 'releaseExcept'>,
  notify: Notify,
  clock: Clock = systemClock,
) {
  async function summaries(rows: NoticeView<NoticeListed>[]) {
    const attached = rows.length
      ? await files.attachedTo(
          PURPOSE,
          rows.map((r) => r.n.id),
        )
      : new Map<number, Attachment[]>();
    return { attached, list: rows.map((r) => summaryOf(r, attached.get(r.n.id)?.length ?? 0)) };
  }

  async function detail(v: NoticeView): Promise<Notice> {
    const { attached, list } = await summaries([v]);
    return { ...list[0]!, bodyHtml: v.n.bodyHtml, attachments: attached.get(v.n.id) ?? [], updatedAt: v.n.updatedAt.toISOString() };
  }

  const statusOf = (n: Pick<NoticeRow, 'publishAt'>, now: Date): StaffNotice['status'] =>
    n.publishAt.getTime() <= now.getTime() ? 'published' : 'scheduled';

  async function staffDetail(caller: Caller, id: number): Promise<StaffNotice> {
    const v = await repo.find(caller, id, { now: clock(), staff: true });
    if (!v) throw new AppError('NOT_FOUND');
    return { ...(await detail(v)), status: statusOf(v.n, clock()) };
  }

  /** The body cleaned, the class checked, the time decided: or a Korean message on the field. */
  async function prepare(input: SaveInput) {
    const bodyHtml = cleanNoticeHtml(input.bodyHtml);
    if (!hasText(bodyHtml)) throw new AppError('BAD_REQUEST', undefined, { bodyHtml: ['내용을 입력해 주세요.'] });
    const className = input.audience === 'class' ? (input.className ?? null) : null;
    if (className && !(await repo.classExists(className)))
      throw new AppError('BAD_REQUEST', undefined, { className: ['없는 반입니다. 목록에서 골라 주세요.'] });
    return { bodyHtml, className };
  }

  /** When a notice should come out: now, or the future time asked for. */
  function publishTime(requested: string | undefined, now: Date): Date {
    if (!requested) return now;
    const at = new Date(requested);
    if (at.getTime() < now.getTime() - PAST_GRACE_MS)
      throw new AppError('BAD_REQUEST', undefined, { publishAt: ['예약 일시는 지금 이후로 선택해 주세요.'] });
    if (at.getTime() > now.getTime() + MAX_SCHEDULE_MS)
      throw new AppError('BAD_REQUEST', undefined, { publishAt: ['예약은 1년 안으로만 할 수 있습니다.'] });
    return at.getTime() < now.getTime() ? now : at;
  }

  /** Announces now, or schedules the announcement for its time (replacing an earlier schedule). */
  async function publishOrSchedule(r: NoticesQueries, tx: Db, row: NoticeRow, now: Date) {
    if (row.publishAt.getTime() <= now.getTime()) {
      await cancelJob(tx, publishKey(row.id));
      await announce(r, tx, notify, row.id, now);
    } else {
      await enqueueJob(tx, noticePublish, { noticeId: row.id }, { runAt: row.publishAt, key: publishKey(row.id) });
    }
  }

  return {
    /** Whether the caller may open this notice (and so its files): its audience once out; staff always. */
    async canSee(caller: Caller, id: number): Promise<boolean> {
      return !!(await repo.find(caller, id, { now: clock(), staff: isStaff(caller) }));
    },

    /** The notices she may read now: pinned first, then the newest; searched by title. */
    async list(caller: Caller, query: PageQuery & { q?: string; category?: NoticeRow['category'] }): Promise<Paged<NoticeSummary>> {
      const rows = await repo.list(caller, { now: clock(), q: query.q, category: query.category }, pageWindow(query));
      return toPage((await summaries(rows)).list, query);
    },

    /** One notice of her audience (404 otherwise); her first opening is counted. */
    async get(caller: Caller, id: number): Promise<Notice> {
      const now = clock();
      const v = await repo.find(caller, id, { now });
      if (!v) throw new AppError('NOT_FOUND');
      if (v.isNew) {
        await repo.transaction(async (r, tx) => {
          await r.markRead(id, caller.id, now);
          await readAlarmsLeadingTo(tx, caller.id, noticeLink(id), now);
        });
        const again = await repo.find(caller, id, { now });
        if (again) return detail(again);
      }
      return detail(v);
    },

    /** Every notice, scheduled ones too, for staff. */
    async staffList(caller: Caller, query: PageQuery & { q?: string }): Promise<Paged<StaffNoticeSummary>> {
      const now = clock();
      const rows = await repo.list(caller, { now, staff: true, q: query.q }, pageWindow(query));
      const { list } = await summaries(rows);
      return toPage(
        list.map((s, i) => ({ ...s, status: statusOf(rows[i]!.n, now) })),
        query,
      );
    },

    staffGet: staffDetail,

    /** Writes a notice: published and announced at once, or scheduled. */
    async create(caller: Caller, input: SaveInput): Promise<StaffNotice> {
      const now = clock();
      const { bodyHtml, className } = await prepare(input);
      const publishAt = publishTime(input.publishAt, now);
      const id = await repo.transaction(async (r, tx) => {
        const row = await r.insert({
          category: input.category,
          title: input.title,
          bodyHtml,
          audience: input.audience,
          className,
          pinned: input.pinned ?? false,
          publishAt,
          authorId: caller.id,
          createdAt: now,
        });
        if (input.attachmentIds?.length)
          await files.attach(tx, { ids: input.attachmentIds, ownerId: caller.id, purpose: PURPOSE, recordId: row.id });
        await publishOrSchedule(r, tx, row, now);
        return row.id;
      });
      return staffDetail(caller, id);
    },

    /**
     * Edits a notice. A scheduled one may be moved (or published now); a published one keeps its
     * time and is not announced again, but to those a new audience adds. `attachmentIds` is the whole list it keeps.
     */
    async update(caller: Caller, id: number, input: SaveInput): Promise<StaffNotice> {
      const now = clock();
      const { bodyHtml, className } = await prepare(input);
      const had = new Set((await files.attachedTo(PURPOSE, [id])).get(id)?.map((a) => a.id) ?? []);
      const keep = input.attachmentIds ?? [];
      const added = keep.filter((a) => !had.has(a));
      // A new audience drops alarms as a deletion does (remove): met in the other order, done again.
      await retrying(() =>
        repo.transaction(async (r, tx) => {
          const current = await r.lock(id);
          if (!current) throw new AppError('NOT_FOUND');
          // Saved (or pinned) by someone else since she opened it: refused, so hers does not undo theirs unseen.
          if (input.updatedAt && current.updatedAt.getTime() !== new Date(input.updatedAt).getTime()) throw new AppError('EDIT_CONFLICT');
          const scheduled = current.publishAt.getTime() > now.getTime();
          const row = await r.update(id, {
            category: input.category,
            title: input.title,
            bodyHtml,
            audience: input.audience,
            className,
            pinned: input.pinned ?? current.pinned,
            ...(scheduled ? { publishAt: publishTime(input.publishAt, now) } : {}),
          });
          await files.releaseExcept(tx, PURPOSE, id, keep);
          if (added.length) await files.attach(tx, { ids: added, ownerId: caller.id, purpose: PURPOSE, recordId: id });
          if (scheduled) await publishOrSchedule(r, tx, row!, now);
          // Out already, for other readers now: those it no longer reaches lose its alarm (theirs led to
          // "찾는 공지가 없습니다"), and those it reaches now are told, once (they were not: an audit).
          // (Not yet announced, its time just come: the announcement, made of the row as it is now, reaches the new readers.)
          else if (current.notifiedAt && (current.audience !== row!.audience || current.className !== row!.className)) {
            const before = new Set((await r.audienceMembers(current)).map((m) => m.id));
            const after = (await r.audienceMembers(row!)).map((m) => m.id);
            const reached = new Set(after);
            await dropAlarms(tx, { kind: 'notice', link: noticeLink(id), userIds: [...before].filter((u) => !reached.has(u)) });
            const added = after.filter((u) => !before.has(u));
            if (added.length)
              await notify(tx, 'notice', added, {
                title: `[${noticeCategoryLabels[row!.category]}] ${row!.title}`,
                body: textExcerpt(row!.bodyHtml),
                link: noticeLink(id),
              });
          }
        }),
      );
      return staffDetail(caller, id);
    },

    /** Pins a notice to the top of the list, or lets it go back among the others. */
    async pin(caller: Caller, id: number, pinned: boolean): Promise<StaffNotice> {
      if (!(await repo.update(id, { pinned }))) throw new AppError('NOT_FOUND');
      return staffDetail(caller, id);
    },

    /** Deletes a notice with its reads; its files are let go and a pending announcement dropped. */
    async remove(id: number): Promise<void> {
      // Its alarms being delivered meanwhile can meet it in the other order (retrying.ts): done again.
      await retrying(() =>
        repo.transaction(async (r, tx) => {
          if (!(await r.remove(id))) throw new AppError('NOT_FOUND');
          await files.release(tx, PURPOSE, id);
          await cancelJob(tx, publishKey(id));
          await dropAlarms(tx, { kind: 'notice', link: noticeLink(id) });
        }),
      );
    },

    /** Who has opened it (name and time), and who of its audience has not yet. */
    async readers(caller: Caller, id: number): Promise<NoticeReaders> {
      const v = await repo.find(caller, id, { now: clock(), staff: true });
      if (!v) throw new AppError('NOT_FOUND');
      const [all, members] = await Promise.all([repo.readers(id), repo.audienceMembers(v.n)]);
      // Of its audience: teachers who checked it from the staff page were counted as readers (3 read,
      // and 30 of 30 unread: an audit).
      const memberIds = new Set(members.map((m) => m.id));
      const readers = all.filter((r) => memberIds.has(r.id));
      const read = new Set(readers.map((r) => r.id));
      const unread = members.filter((m) => !read.has(m.id));
      return {
        readCount: readers.length,
        audienceCount: members.length,
        unreadCount: unread.length,
        results: readers.map((r) => ({ id: r.id, name: r.name, category: r.category, readAt: r.readAt.toISOString() })),
        unread: unread.map((m) => ({ id: m.id, name: m.name, category: m.category })),
      };
    },

    /** The classes a notice can be addressed to. */
    async classes(): Promise<{ results: NoticeClass[] }> {
      return { results: await repo.classes() };
    },
  };
}
export type NoticesService = ReturnType<typeof noticesService>;
