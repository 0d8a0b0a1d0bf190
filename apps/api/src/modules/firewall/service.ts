import {
  FIREWALL_MAX_PENDING,
  FIREWALL_MAX_PERIOD_DAYS,
  type AllowedSite,
  type CreateFirewallRequestInput,
  type FirewallDecisionInput,
  type FirewallRequest,
  type MyFirewall,
  type StaffFirewall,
} from '@portal/contract';
import { addDays, atSeoul, daysBetween, formatDate, seoulToday } from '@portal/contract/dates';
import { systemClock, type Clock } from '../../config';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { settleAlarms, type Notify } from '../alarms/notify';
import { siteHost } from './address';
import { republish } from './publish';
import type { FirewallRepository, FirewallView } from './repository';

/** Where each person sees the requests (the portal's routes). */
const LINK = { mine: '/mypage/security', staff: '/staff/firewall' } as const;

/** The most pending requests the staff page lists at once (oldest first). */
const STAFF_PENDING_MAX = 200;

function toRequest(v: FirewallView, now: Date): FirewallRequest {
  const r = v.r;
  return {
    id: r.id,
    student: { id: r.studentId, name: v.studentName },
    address: r.address,
    host: r.host,
    reason: r.reason,
    status: r.status,
    expired: r.status === 'approved' && r.allowedUntil !== null && r.allowedUntil.getTime() <= now.getTime(),
    revoked: r.revokedAt !== null,
    createdAt: r.createdAt.toISOString(),
    decidedBy: r.decidedBy != null && v.decidedByName != null ? { id: r.decidedBy, name: v.decidedByName } : null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    allowedUntil: r.allowedUntil?.toISOString() ?? null,
    decisionReason: r.decisionReason,
  };
}

const toAllowed = (v: FirewallView): AllowedSite => ({
  host: v.r.host,
  allowedUntil: v.r.allowedUntil?.toISOString() ?? null,
  requestId: v.r.id,
  student: { id: v.r.studentId, name: v.studentName },
});

/** What a request's alarm asks every teacher: settled once one decides, or she withdraws it. */
const decisionAsk = (id: number) => `firewall:${id}:decision`;

/**
 * Firewall requests: a student asks for a website, a teacher approves it (for good or through a day)
 * or rejects it with a reason; she hears it. Every decision writes the allow-list again (publish.ts).
 * Parents do not see them (product.md gives parents no firewall section).
 */
export function firewallService(repo: FirewallRepository, notify: Notify, clock: Clock = systemClock) {
  return {
    /** Her requests and the sites allowed for her now. */
    async mine(caller: Caller): Promise<MyFirewall> {
      const now = clock();
      const [rows, active] = await Promise.all([repo.listOfStudent(caller.id), repo.active(now, caller.id)]);
      return { requests: rows.map((v) => toRequest(v, now)), allowed: active.map(toAllowed) };
    },

    /** She asks for a site; the address must be a website outside the centre's network. */
    async request(caller: Caller, input: CreateFirewallRequestInput): Promise<FirewallRequest> {
      const site = siteHost(input.address);
      if (!site.ok) throw new AppError('BAD_REQUEST', site.message, { address: [site.message] });
      const now = clock();
      if (await repo.activeFor(caller.id, site.host, now)) throw new AppError('FIREWALL_ALREADY_ALLOWED');
      if ((await repo.countPending(caller.id)) >= FIREWALL_MAX_PENDING) throw new AppError('FIREWALL_TOO_MANY_PENDING');
      const staff = await repo.staffIds();
      const id = await repo.transaction(async (r, tx) => {
        const row = await r.insert({ studentId: caller.id, address: input.address, host: site.host, reason: input.reason, createdAt: now });
        if (!row) throw new AppError('FIREWALL_ALREADY_REQUESTED');
        const name = (await r.findById(row.id))?.studentName ?? '';
        await notify(tx, 'inquiry', staff, {
          title: `${name} 학생이 사이트 허용을 요청했습니다.`,
          body: site.host,
          link: LINK.staff,
          subject: decisionAsk(row.id),
        });
        return row.id;
      });
      const found = await repo.findById(id);
      return toRequest(found!, now);
    },

    /** She withdraws a request nobody has decided yet; another's id is not found. */
    async withdraw(caller: Caller, id: number): Promise<void> {
      const found = await repo.findById(id);
      if (!found || found.r.studentId !== caller.id) throw new AppError('NOT_FOUND');
      await repo.transaction(async (r, tx) => {
        if (!(await r.withdraw(id, caller.id))) throw new AppError('FIREWALL_ALREADY_DECIDED');
        await settleAlarms(tx, [decisionAsk(id)], clock());
      });
    },

    /** The staff page: requests waiting (oldest first) and the allow-list now. */
    async queue(): Promise<StaffFirewall> {
      const now = clock();
      const [pending, active] = await Promise.all([repo.pending(STAFF_PENDING_MAX), repo.active(now)]);
      // One line per approval: ending one leaves another student's approval of the same site in force.
      return { pending: pending.map((v) => toRequest(v, now)), allowed: active.map(toAllowed) };
    },

    /**
     * A teacher approves (for good, or through `until`, a Seoul day from today on) or rejects with a
     * reason. The student hears it, and the allow-list is written again in the same transaction's job.
     */
    async decide(caller: Caller, id: number, input: FirewallDecisionInput): Promise<FirewallRequest> {
      const found = await repo.findById(id);
      if (!found) throw new AppError('NOT_FOUND');
      const now = clock();
      const approve = input.decision === 'approve';
      let until: Date | null = null;
      if (approve && input.until) {
        const today = seoulToday(now);
        const days = daysBetween(today, input.until);
        if (days < 0) throw new AppError('BAD_REQUEST', undefined, { until: ['허용 기간은 오늘 이후 날짜로 골라 주세요.'] });
        if (days > FIREWALL_MAX_PERIOD_DAYS)
          throw new AppError('BAD_REQUEST', undefined, { until: [`허용 기간은 ${FIREWALL_MAX_PERIOD_DAYS}일 안으로 골라 주세요.`] });
        // Through the chosen day: until the next midnight in Seoul.
        until = atSeoul(addDays(input.until, 1), '00:00');
      }
      const reason = input.reason?.trim() || null;
      await repo.transaction(async (r, tx) => {
        const row = await r.decide(id, caller.id, now, { approve, until, reason });
        if (!row) throw new AppError('FIREWALL_ALREADY_DECIDED');
        // Every teacher was asked; decided by one, it is answered for all (it stayed unread for the others: an audit).
        await settleAlarms(tx, [decisionAsk(id)], now);
        const when = approve ? (until ? `${formatDate(input.until!)}까지 허용되었습니다.` : '기간 제한 없이 허용되었습니다.') : null;
        await notify(tx, 'inquiry', [row.studentId], {
          title: approve ? `요청한 사이트(${row.host})가 허용되었습니다.` : `요청한 사이트(${row.host})가 반려되었습니다.`,
          body: approve ? when! : `사유: ${reason}`,
          link: LINK.mine,
        });
        await republish(tx, now);
      });
      return toRequest((await repo.findById(id))!, now);
    },

    /**
     * She left (her account was switched off): her open requests are withdrawn (and no teacher is asked
     * any more), her sites leave the allow-list, written again in the same transaction. An audit found a
     * teacher could still approve her request, putting its site on the centre's list.
     */
    async leftBy(studentId: number): Promise<void> {
      const now = clock();
      await repo.transaction(async (r, tx) => {
        const withdrawn = await r.withdrawAllOf(studentId);
        if (withdrawn.length) await settleAlarms(tx, withdrawn.map(decisionAsk), now);
        if (await r.revokeAllOf(studentId, now)) await republish(tx, now);
      });
    },

    /** Staff end an approval now (a site that turned out not to be for study); she hears it, the list is written again. */
    async revoke(caller: Caller, id: number): Promise<FirewallRequest> {
      const found = await repo.findById(id);
      if (!found) throw new AppError('NOT_FOUND');
      const now = clock();
      await repo.transaction(async (r, tx) => {
        const row = await r.revoke(id, now);
        if (!row) throw new AppError('FIREWALL_NOT_ALLOWED');
        await notify(tx, 'inquiry', [row.studentId], {
          title: `허용했던 사이트(${row.host})를 선생님이 해제했습니다.`,
          body: '다시 필요하면 새로 요청해 주세요.',
          link: LINK.mine,
        });
        await republish(tx, now);
      });
      return toRequest((await repo.findById(id))!, now);
    },
  };
}
export type FirewallService = ReturnType<typeof firewallService>;
