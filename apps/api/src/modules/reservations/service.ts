import { eulReul } from '@portal/contract/particles';
import type { CreateReservationInput, FacilityDay, FacilityId, FacilityInfo, PageQuery, ReservationView, SlotView } from '@portal/contract';
import { systemClock, type Clock } from '../../config';
import { retrying } from '../../db/retrying';
import { AppError } from '../../http/errors';
import { toPage, pageWindow } from '../../http/paging';
import type { Caller } from '../../http/route';
import type { FamilyService } from '../family/service';
import { freeStarts, isGridStart, pickerFor, type BoothBooking } from './phone';
import { cancelReminder, scheduleReminder } from './reminders';
import {
  type FacilityRow,
  type NewSlot,
  type ReservationsRepository,
  type ReservationViewRow,
  type SlotRow,
  type Stay,
} from './repository';
import { atSeoul, formatDate, seoulDate, seoulTime, weekdayOf, weekName, weekOf } from '@portal/contract/dates';
import { bookableDates, cutoffLabel, cutoffOf, isBookableDate, periodOn } from './time';

const MINUTE = 60_000;

export function facilityInfoOf(f: FacilityRow): FacilityInfo {
  return {
    id: f.id,
    name: f.name,
    kind: f.kind,
    rulesText: f.rulesText,
    dailyQuota: f.dailyQuota,
    weeklyQuota: f.weeklyQuota,
    cutoffTime: f.cutoffTime,
    callMinutes: f.callMinutes,
    stepMinutes: f.stepMinutes,
  };
}

/**
 * A booking's two possible views, per row, made when first asked for: the upcoming lists are remembered
 * rows (repository/index.ts) asked for by every home page, and formatting their instants again on every
 * request was a tenth of that GET's CPU at break time. Only `cancellable` depends on the moment. Rows are
 * never changed after they are read, and the views are frozen, as they are shared between requests.
 */
const viewsOf = new WeakMap<ReservationViewRow, { cancellable?: ReservationView; settled?: ReservationView }>();

export function reservationViewOf(r: ReservationViewRow, now: Date): ReservationView {
  const cancellable = r.status === 'active' && r.startsAt > now;
  let views = viewsOf.get(r);
  if (!views) viewsOf.set(r, (views = {}));
  const key = cancellable ? 'cancellable' : 'settled';
  return (views[key] ??= Object.freeze({
    id: r.id,
    facility: r.facilityId,
    facilityName: r.facilityName,
    date: r.date,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    startTime: seoulTime(r.startsAt),
    endTime: seoulTime(r.endsAt),
    resourceLabel: r.resourceLabel,
    status: r.status,
    cancellable,
    createdAt: r.createdAt.toISOString(),
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
  }));
}

/** Makes a facility's weekly templates real for some dates (idempotent; concurrent callers are safe). */
type SlotTimes = { startsAt: string; endsAt: string; startTime: string; endTime: string; cutoffTime: string | null; cutoff: Date };

/**
 * A slot's times as its view writes them, made once per slot of the day the repository remembers (the
 * same objects until the day changes): every student's page of the day wrote them again, four dates
 * formatted and one parsed per slot, a tenth of the request in a profile of break time.
 */
const slotTimes = new WeakMap<object, SlotTimes>();

function timesOf(s: { date: string; startsAt: Date; endsAt: Date }, cutoffTime: string | null): SlotTimes {
  let times = slotTimes.get(s);
  if (!times || times.cutoffTime !== cutoffTime) {
    times = {
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      startTime: seoulTime(s.startsAt),
      endTime: seoulTime(s.endsAt),
      cutoffTime,
      cutoff: cutoffOf(s, cutoffTime),
    };
    slotTimes.set(s, times);
  }
  return times;
}

export async function materialize(repo: ReservationsRepository, facility: FacilityRow, dates: readonly string[]) {
  if (!dates.length) return;
  const sorted = [...dates].sort();
  const missing = await repo.missingSlotKeys(facility.id, sorted);
  if (!missing.length) return;
  const [templates, closed] = await Promise.all([
    repo.activeTemplates(facility.id),
    repo.closedDays(facility.id, sorted[0]!, sorted[sorted.length - 1]!),
  ]);
  const byId = new Map(templates.map((t) => [t.id, t]));
  const closedOn = new Map(closed.map((c) => [c.date, c.reason]));
  const rows: NewSlot[] = [];
  for (const { templateId, date } of missing) {
    const t = byId.get(templateId);
    // Deactivated between the two reads: nothing to make.
    if (!t || t.weekday !== weekdayOf(date)) continue;
    rows.push({
      facilityId: facility.id,
      templateId: t.id,
      date,
      ...periodOn(date, t.startTime, t.endTime),
      capacity: facility.kind === 'booths' ? null : t.capacity,
      closedReason: closedOn.get(date) ?? null,
    });
  }
  await repo.insertSlots(rows);
}

const quotaMessage = {
  daily: (n: number) => `하루에 ${n}번까지 예약할 수 있습니다. 이날은 이미 ${n}번 예약했습니다.`,
  // The strip reaches into next week from Tuesday on: that week's own quota, said as 다음 주.
  weekly: (n: number, date: string, now: Date) =>
    `일주일에 ${n}번까지 예약할 수 있습니다. ${weekName(date, seoulDate(now))} 예약을 모두 사용했습니다.`,
};

const overlapMessage = (other: ReservationViewRow) =>
  `같은 시간(${seoulTime(other.startsAt)}~${seoulTime(other.endsAt)})에 이미 ${other.facilityName} 예약이 있습니다.`;

/** Her use of a facility's quotas, against its limits. */
const quotaOf = (facility: FacilityRow, daily: number, weekly: number): FacilityDay['quota'] => ({
  daily: { used: daily, limit: facility.dailyQuota },
  weekly: { used: weekly, limit: facility.weeklyQuota },
});

/** Why she cannot book on `date`: a day before her 입소일 or after her 퇴소일 (null inside her stay). */
function outsideStay(stay: Stay, date: string): string | null {
  const away = awayOn(stay, date);
  if (away === 'before') return `입소일인 ${formatDate(stay.admittedOn!)}부터 예약할 수 있습니다.`;
  if (away === 'after') return `퇴소일인 ${formatDate(stay.dischargedOn!)}까지만 예약할 수 있습니다.`;
  return null;
}

/** Whether `date` lies before her 입소일 or after her 퇴소일 (the strip marks those days). */
function awayOn(stay: Stay, date: string): 'before' | 'after' | null {
  if (stay.admittedOn && date < stay.admittedOn) return 'before';
  if (stay.dischargedOn && date > stay.dischargedOn) return 'after';
  return null;
}

/** When a day's periods begin and end (a day without periods: the epoch twice, which holds nothing of hers). */
/** Whether a seat in use is free for the whole period (what a booking takes, as freeResources reads it). */
function seatFree(seats: readonly number[], bookings: readonly BoothBooking[], s: { startsAt: Date; endsAt: Date }): boolean {
  const taken = new Set(
    bookings.filter((b) => b.resourceId != null && b.startsAt < s.endsAt && b.endsAt > s.startsAt).map((b) => b.resourceId),
  );
  return seats.some((id) => !taken.has(id));
}

function spanOf(slots: readonly SlotRow[]): [Date, Date] {
  if (!slots.length) return [new Date(0), new Date(0)];
  return [new Date(Math.min(...slots.map((s) => s.startsAt.getTime()))), new Date(Math.max(...slots.map((s) => s.endsAt.getTime())))];
}

/** Booking, cancelling and reading facility reservations: the rules of product section 2. */
export function reservationsService(repo: ReservationsRepository, family: FamilyService, clock: Clock = systemClock) {
  async function facilityOr404(id: FacilityId): Promise<FacilityRow> {
    const f = await repo.facility(id);
    if (!f) throw new AppError('NOT_FOUND');
    // A call's sign-up closes at its own start, whatever an older save of the phone room kept.
    return f.kind === 'booths' && f.cutoffTime ? { ...f, cutoffTime: null } : f;
  }

  /** Her bookings counted against the quotas (pass the transaction's repository inside one). */
  async function quotaUse(r: ReservationsRepository, studentId: number, facility: FacilityRow, date: string) {
    const [daily, weekly] = await r.countForDayAndWeek(studentId, facility.id, date, weekOf(date));
    return quotaOf(facility, daily, weekly);
  }

  /** The day-level reason she cannot book, in the order a person would want to hear it. */
  function dayReason(args: {
    caller: Caller;
    facility: FacilityRow;
    date: string;
    closedReason: string | null;
    quota: FacilityDay['quota'];
    slots: readonly SlotRow[];
    now: Date;
  }): string | null {
    const { caller, facility, date, closedReason, quota, slots, now } = args;
    if (closedReason) return `휴관일입니다. (${closedReason})`;
    if (caller.category === 'parent') return '학부모님은 예약 현황만 볼 수 있습니다.';
    if (caller.category !== 'student') return '선생님은 예약 현황만 볼 수 있습니다.';
    if (!slots.length) return `이날은 ${eulReul(facility.name)} 운영하지 않습니다.`;
    if (quota.daily.limit != null && quota.daily.used >= quota.daily.limit) return quotaMessage.daily(quota.daily.limit);
    if (quota.weekly.limit != null && quota.weekly.used >= quota.weekly.limit) return quotaMessage.weekly(quota.weekly.limit, date, now);
    // A phone window stays open until its last call can still start.
    const closesAt = (s: SlotRow) =>
      facility.kind === 'booths' ? new Date(s.endsAt.getTime() - (facility.callMinutes ?? 10) * MINUTE) : cutoffOf(s, facility.cutoffTime);
    if (slots.every((s) => now > closesAt(s)))
      return facility.cutoffTime && now >= atSeoul(date, facility.cutoffTime)
        ? `신청은 당일 ${facility.cutoffTime}에 마감되었습니다.`
        : '이날 신청할 수 있는 시간이 모두 지났습니다.';
    return null;
  }

  /**
   * Cancels, under her lock, her active bookings that have not started and that `which` picks (with her
   * stay), each place given back and its reminder dropped, with `reason` on each; answers how many.
   */
  async function cancelAhead(studentId: number, reason: string, which: (booking: { date: string }, stay: Stay) => boolean = () => true) {
    const now = clock();
    const count = await retrying(() =>
      repo.transaction(async (tx, db) => {
        const stay = await tx.lockStudent(studentId);
        if (!stay) return 0;
        let cancelled = 0;
        for (const booking of await tx.activeAheadOf(studentId, now)) {
          if (!which(booking, stay)) continue;
          // Slot before booking row, as booking and cancelling take them.
          await tx.lockSlot(booking.slotId);
          const slotId = await tx.cancel(booking.id, studentId, now, reason);
          if (!slotId) continue;
          await tx.releasePlace(slotId);
          await cancelReminder(db, booking.id);
          cancelled += 1;
        }
        return cancelled;
      }),
    );
    repo.bookingsChanged(studentId);
    return count;
  }

  return {
    /** The four facilities and their rules. */
    async facilities(): Promise<FacilityInfo[]> {
      return (await repo.facilities()).map(facilityInfoOf);
    },

    /** A facility's day for the student in scope: slots or phone windows, her quota, and why she cannot book. */
    async day(caller: Caller, facilityId: FacilityId, q: { date?: string; studentId?: number }): Promise<FacilityDay> {
      const studentId = await family.studentScope(caller, q.studentId);
      const now = clock();
      const dates = bookableDates(now);
      const date = q.date ?? dates[0]!;
      if (!dates.includes(date)) throw new AppError('BAD_REQUEST', undefined, { date: ['예약은 오늘부터 6일 뒤까지 볼 수 있습니다.'] });
      const facility = await facilityOr404(facilityId);
      // Every student's page of the day reads the same facility's day, and hers: both remembered until
      // they change (repository/index.ts).
      const { closed, slots, booths, calls } = await repo.dayFacts(facility.id, dates[0]!, date, async () => {
        await materialize(repo, facility, dates);
        const [closed, slots, booths] = await Promise.all([
          repo.closedDays(facility.id, dates[0]!, dates[dates.length - 1]!),
          repo.daySlots(facility.id, date),
          repo.activeResourceIds(facility.id),
        ]);
        // A phone room's booths, and the calls booked in the day's windows (whoever booked them); a room
        // of seats too, its seats in use and what is booked on them: a seat switched off left a place
        // under 정원 that no one could book, shown 신청 가능 (an audit).
        const [from, to] = spanOf(slots);
        // Seats bind only where fewer are in use than a period's 정원 (else a place under it has a seat).
        const seatBound =
          facility.kind === 'booths' || (booths.length > 0 && slots.some((s) => s.capacity == null || s.capacity > booths.length));
        const calls = seatBound && slots.length ? await repo.facilityBookingsBetween(facility.id, from, to) : [];
        return Object.freeze({
          closed: Object.freeze(closed),
          slots: Object.freeze(slots),
          booths: Object.freeze(booths),
          calls: Object.freeze(calls),
        });
      });
      const closedReason = closed.find((c) => c.date === date)?.reason ?? null;
      const [from, to] = spanOf(slots);
      const her = await repo.herDay(studentId, facility.id, date, from, to, async () => {
        const [[daily, weekly], hers, stay] = await Promise.all([
          repo.countForDayAndWeek(studentId, facility.id, date, weekOf(date)),
          slots.length ? repo.studentOverlapping(studentId, from, to) : [],
          repo.stayOf(studentId),
        ]);
        return Object.freeze({ daily, weekly, hers: Object.freeze(hers), stay: Object.freeze(stay) });
      });
      const quota = quotaOf(facility, her.daily, her.weekly);
      const hers = her.hers;
      // Her bookings in this day's periods lie within [from, to]: the same read answers both.
      const slotIds = new Set(slots.map((s) => s.id));
      const mine = hers.filter((h) => h.slotId != null && slotIds.has(h.slotId));
      const reason = dayReason({ caller, facility, date, closedReason, quota, slots, now }) ?? outsideStay(her.stay, date);

      const slotViews: SlotView[] = slots.map((s) => {
        const my = facility.kind === 'slots' ? mine.find((m) => m.slotId === s.id) : undefined;
        const times = timesOf(s, facility.cutoffTime);
        const base = {
          id: s.id,
          startsAt: times.startsAt,
          endsAt: times.endsAt,
          startTime: times.startTime,
          endTime: times.endTime,
          capacity: s.capacity,
          booked: s.booked,
          mine: my?.id ?? null,
        };
        const cutoff = times.cutoff;
        const other = hers.find((h) => h.slotId !== s.id && h.startsAt < s.endsAt && h.endsAt > s.startsAt);
        if (my) return { ...base, state: 'mine', reason: null };
        if (s.closedReason) return { ...base, state: 'closed', reason: `휴관: ${s.closedReason}` };
        if (now >= s.startsAt) return { ...base, state: 'closed', reason: '이미 시작된 시간입니다.' };
        if (now >= cutoff) return { ...base, state: 'closed', reason: `신청 마감(${cutoffLabel(facility.cutoffTime)})` };
        if (s.capacity != null && s.booked >= s.capacity) return { ...base, state: 'full', reason: '정원이 모두 찼습니다.' };
        if (facility.kind === 'slots' && booths.length && !seatFree(booths, calls, s))
          return { ...base, state: 'full', reason: '남은 좌석이 없습니다.' };
        if (other && facility.kind === 'slots') return { ...base, state: 'conflict', reason: overlapMessage(other) };
        return { ...base, state: 'open', reason: null };
      });

      let phone: FacilityDay['phone'] = null;
      if (facility.kind === 'booths') {
        const callMinutes = facility.callMinutes ?? 10;
        const stepMinutes = facility.stepMinutes ?? callMinutes;
        const open = slots.filter((s) => !s.closedReason);
        const free = freeStarts({ windows: open, callMinutes, stepMinutes, booths, bookings: calls, mine: hers, now });
        const allFree = [...free.values()].flat();
        phone = {
          booths: booths.length,
          callMinutes,
          windows: slots.map((s) => ({
            slotId: s.id,
            startTime: seoulTime(s.startsAt),
            endTime: seoulTime(s.endsAt),
            booked: s.booked,
            freeStarts: (free.get(s.id) ?? []).map(seoulTime),
          })),
          picker: reason ? null : pickerFor(open, allFree, callMinutes, stepMinutes),
        };
      }

      const effectiveReason = reason ?? (phone && !phone.picker ? '이날 예약할 수 있는 통화 시간이 남아 있지 않습니다.' : null);
      return {
        facility: facilityInfoOf(facility),
        date,
        today: dates[0]!,
        dates: dates.map((d) => ({ date: d, closed: closed.some((c) => c.date === d), away: awayOn(her.stay, d) })),
        bookable: effectiveReason == null,
        reason: effectiveReason,
        closedReason,
        quota,
        slots: slotViews,
        phone,
        mine: mine.map((m) => reservationViewOf(m, now)),
      };
    },

    /**
     * Books a slot (or a phone call, the booth chosen by the server) for the calling student.
     * Capacity, overlap and booth rules are held by the database; the checks before them only pick
     * the message. The same Idempotency-Key answers the same booking again (`replayed`).
     */
    async book(caller: Caller, input: CreateReservationInput, idempotencyKey: string | null) {
      const facility = await facilityOr404(input.facility);
      const now = clock();
      const replay = async (r: ReservationsRepository) => {
        const previous = idempotencyKey ? await r.findByIdempotencyKey(caller.id, idempotencyKey) : undefined;
        if (!previous) return undefined;
        const same =
          previous.facilityId === input.facility &&
          (facility.kind === 'slots'
            ? previous.slotId === input.slotId
            : previous.date === input.date && seoulTime(previous.startsAt) === input.time);
        if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { id: previous.id, replayed: true };
      };
      const done = async (result: { id: number; replayed: boolean }) => {
        const view = await repo.findView(result.id);
        return { reservation: reservationViewOf(view!, clock()), replayed: result.replayed };
      };
      // A retried request answers what the first one booked, whatever has happened since.
      const first = await replay(repo);
      if (first) return done(first);

      // Where and when: a slot, or a phone call inside an open window. Refusals that need no lock
      // come first, so that a crowd on a full slot is answered without queueing for it.
      let slot: SlotRow | undefined;
      let startsAt: Date;
      let endsAt: Date;
      if (facility.kind === 'slots') {
        slot = await repo.findSlot(input.slotId!);
        if (!slot || slot.facilityId !== facility.id)
          throw new AppError('NOT_FOUND', '선택한 시간이 없습니다. 새로고침 후 다시 골라 주세요.');
        if (!isBookableDate(slot.date, now)) throw new AppError('OUT_OF_WINDOW', '예약은 오늘부터 6일 뒤까지 할 수 있습니다.');
        ({ startsAt, endsAt } = slot);
      } else {
        if (!isBookableDate(input.date!, now)) throw new AppError('OUT_OF_WINDOW', '예약은 오늘부터 6일 뒤까지 할 수 있습니다.');
        await materialize(repo, facility, [input.date!]);
        const callMinutes = facility.callMinutes ?? 10;
        startsAt = atSeoul(input.date!, input.time!);
        endsAt = new Date(startsAt.getTime() + callMinutes * MINUTE);
        slot = await repo.windowHolding(facility.id, input.date!, startsAt, endsAt);
        if (!slot || !isGridStart(slot, startsAt, callMinutes, facility.stepMinutes ?? callMinutes))
          throw new AppError('OUT_OF_WINDOW', '통화할 수 있는 시간이 아닙니다. 열린 시간 안에서 골라 주세요.');
      }
      const place = slot;
      if (place.closedReason) throw new AppError('CLOSED', `휴관일입니다. (${place.closedReason})`);
      if (now >= startsAt) throw new AppError('CLOSED', '이미 시작된 시간입니다.');
      // The cut-off of a call is its own start; of a period, the facility's rule.
      if (now >= cutoffOf({ date: place.date, startsAt }, facility.cutoffTime))
        throw new AppError('CLOSED', `신청이 마감되었습니다. (${cutoffLabel(facility.cutoffTime)} 마감)`);
      if (place.capacity != null && place.booked >= place.capacity) {
        if (await repo.activeInSlot(caller.id, place.id)) throw new AppError('ALREADY_BOOKED');
        throw new AppError('SLOT_FULL');
      }

      const result = await retrying(() =>
        repo.transaction(async (tx, db) => {
          const stay = await tx.lockStudent(caller.id);
          if (!stay) throw new AppError('NOT_FOUND');
          // The same key sent twice at once: the second waited for her lock and finds the first.
          const again = await replay(tx);
          if (again) return again;
          // Only the days she lives here (her 입소일 to her 퇴소일, as the office set them).
          const outside = outsideStay(stay, place.date);
          if (outside) throw new AppError('OUTSIDE_STAY', outside);

          // Her own rules, counted under her lock: the same place, overlaps, quotas.
          const hers = await tx.studentOverlapping(caller.id, startsAt, endsAt);
          const same = hers.find(
            (h) => h.slotId === place.id && (facility.kind === 'slots' || h.startsAt.getTime() === startsAt.getTime()),
          );
          if (same) throw new AppError('ALREADY_BOOKED');
          if (hers[0]) throw new AppError('OVERLAP', overlapMessage(hers[0]));
          if (facility.dailyQuota != null || facility.weeklyQuota != null) {
            const quota = await quotaUse(tx, caller.id, facility, place.date);
            if (quota.daily.limit != null && quota.daily.used >= quota.daily.limit)
              throw new AppError('QUOTA_EXCEEDED', quotaMessage.daily(quota.daily.limit));
            if (quota.weekly.limit != null && quota.weekly.used >= quota.weekly.limit)
              throw new AppError('QUOTA_EXCEEDED', quotaMessage.weekly(quota.weekly.limit, place.date, now));
          }

          // The place: one atomic increment under the slot's lock (capacity held by a CHECK too).
          if (!(await tx.takePlace(place.id))) {
            const fresh = await tx.findSlot(place.id);
            if (fresh?.closedReason) throw new AppError('CLOSED', `휴관일입니다. (${fresh.closedReason})`);
            throw new AppError('SLOT_FULL');
          }
          const values = { studentId: caller.id, facilityId: facility.id, slotId: place.id, startsAt, endsAt, idempotencyKey };
          const candidates = (await tx.activeResourceCount(facility.id)) ? await tx.freeResources(facility.id, startsAt, endsAt) : [null];
          for (const resourceId of candidates) {
            const id = await tx.insertBooking({ ...values, resourceId });
            if (id) {
              await scheduleReminder(db, id, startsAt, now);
              return { id, replayed: false };
            }
            // Refused by a constraint: hers overlapping (another tab), else this seat or booth was taken.
            const clash = await tx.studentOverlapping(caller.id, startsAt, endsAt);
            if (clash[0]) throw new AppError('OVERLAP', overlapMessage(clash[0]));
          }
          throw new AppError(
            'SLOT_FULL',
            facility.kind === 'booths' ? '그 시간에는 빈 통화 부스가 없습니다. 다른 시간을 골라 주세요.' : undefined,
          );
        }),
      );
      if (!result.replayed) repo.bookingsChanged(caller.id);
      return done(result);
    },

    /** Cancels her booking until it starts; the place is given back in the same transaction. */
    async cancel(caller: Caller, id: number): Promise<ReservationView> {
      await retrying(() =>
        repo.transaction(async (tx, db) => {
          await tx.lockStudent(caller.id);
          const booking = await tx.findView(id);
          if (!booking || booking.studentId !== caller.id) throw new AppError('NOT_FOUND');
          if (booking.status === 'cancelled') throw new AppError('NOT_CANCELLABLE', '이미 취소된 예약입니다.');
          if (booking.status === 'no_show') throw new AppError('NOT_CANCELLABLE', '불참으로 기록된 예약은 취소할 수 없습니다.');
          const now = clock();
          if (booking.startsAt <= now) throw new AppError('NOT_CANCELLABLE');
          // Slot before booking row: the order booking and closing a day also take.
          await tx.lockSlot(booking.slotId);
          const slotId = await tx.cancel(id, caller.id, now);
          if (!slotId) throw new AppError('NOT_CANCELLABLE');
          await tx.releasePlace(slotId);
          await cancelReminder(db, id);
        }),
      );
      repo.bookingsChanged(caller.id);
      const view = await repo.findView(id);
      return reservationViewOf(view!, clock());
    },

    /**
     * Every booking of hers that has not started is cancelled, its place given back: she left (her
     * account was switched off). They stayed taken for up to a week, counted against everyone, with no
     * one able to free them (an audit). Answers how many.
     */
    cancelAllOf: (studentId: number, reason: string) => cancelAhead(studentId, reason),

    /**
     * Her stay was changed on the console or by a sheet: her bookings not started on days outside it
     * are cancelled (she could not book them now), and every page of hers forgets what it knew.
     */
    cancelOutsideStay: (studentId: number) =>
      cancelAhead(studentId, '입소일·퇴소일이 바뀌어 취소되었습니다.', (booking, stay) => outsideStay(stay, booking.date) !== null),

    /** The students with a booking not started on a day outside their stay. */
    bookedOutsideStay: () => repo.bookedOutsideStay(clock()),

    /** One booking of the student in scope (404 for anyone else's). */
    async get(caller: Caller, id: number, studentId?: number): Promise<ReservationView> {
      const scope = await family.studentScope(caller, studentId);
      const view = await repo.findView(id);
      if (!view || view.studentId !== scope) throw new AppError('NOT_FOUND');
      return reservationViewOf(view, clock());
    },

    /** Her active bookings that have not ended, across facilities. */
    async upcoming(caller: Caller, studentId?: number) {
      const scope = await family.studentScope(caller, studentId);
      const now = clock();
      return { results: (await repo.upcoming(scope, now)).map((r) => reservationViewOf(r, now)) };
    },

    /** All her bookings, newest first, paged. */
    async history(caller: Caller, q: PageQuery & { studentId?: number }) {
      const scope = await family.studentScope(caller, q.studentId);
      const now = clock();
      const rows = await repo.history(scope, pageWindow(q));
      return toPage(
        rows.map((r) => reservationViewOf(r, now)),
        q,
      );
    },

    /** Today's date in Seoul (for tests and the staff screen). */
    today: () => seoulDate(clock()),
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
