import type {
  CreateTemplatesInput,
  FacilityId,
  ResourceInput,
  StaffDay,
  StaffFacility,
  UpdateFacilityInput,
  UpdateTemplateInput,
} from '@portal/contract';
import type { Clock } from '../../config';
import type { Notify } from '../alarms/notify';
import type { FamilyService } from '../family/service';
import { linkForStudent } from '@portal/contract/alarms-labels';
import { cancelReminder } from './reminders';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { pgCode, type FacilityRow, type ReservationsRepository } from './repository';
import { facilityInfoOf, materialize, reservationViewOf } from './service';
import { addDays, formatMonthDay, minutesOf, seoulDate, seoulTime, WEEKDAYS } from '@portal/contract/dates';
import { bookableDates, isBookableDate, periodOn } from './time';

/** Setting up the facilities (admin) and running them day to day (teachers and admin). */
const WEEK_MINUTES = 7 * 24 * 60;

/** A weekly period as minutes of the week from Sunday 00:00: its end past its start (past midnight, the next day). */
function weekSpan(p: { weekday: number; startTime: string; endTime: string }): [number, number] {
  const start = p.weekday * 24 * 60 + minutesOf(p.startTime);
  const length = (minutesOf(p.endTime) - minutesOf(p.startTime) + 24 * 60) % (24 * 60) || 24 * 60;
  return [start, start + length];
}

/** Whether two weekly periods share a minute (touching ends do not), Saturday night running into Sunday too. */
function weekOverlap(
  a: { weekday: number; startTime: string; endTime: string },
  b: { weekday: number; startTime: string; endTime: string },
) {
  const [as, ae] = weekSpan(a);
  const [bs, be] = weekSpan(b);
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => as < be + shift && bs + shift < ae);
}

export function reservationsStaffService(
  repo: ReservationsRepository,
  notify: Notify,
  clock: Clock,
  family: Pick<FamilyService, 'parentsOf' | 'nameOf'>,
) {
  async function facilityOr404(id: FacilityId) {
    const f = await repo.facility(id);
    if (!f) throw new AppError('NOT_FOUND');
    return f;
  }

  function checkTemplate(facility: FacilityRow, v: { startTime: string; endTime: string; capacity: number | null }) {
    if (facility.kind === 'slots' && v.capacity == null)
      throw new AppError('BAD_REQUEST', undefined, { capacity: ['정원을 입력해 주세요.'] });
    if (facility.kind === 'booths' && minutesOf(v.endTime) <= minutesOf(v.startTime))
      throw new AppError('BAD_REQUEST', undefined, { endTime: ['통화 가능 시간은 같은 날 안에서 끝나야 합니다.'] });
    if (facility.kind === 'booths' && minutesOf(v.endTime) - minutesOf(v.startTime) < (facility.callMinutes ?? 10))
      throw new AppError('BAD_REQUEST', undefined, { endTime: [`통화 한 번(${facility.callMinutes ?? 10}분)보다 길게 열어 주세요.`] });
  }

  /**
   * Refuses periods that overlap another of the facility's on the week's clock (one that ends past
   * midnight runs into the next day): two periods at once offered the room's seats twice (a 20-seat
   * room booked by 40: an audit). Read under the facility's lock, in the transaction that writes them.
   */
  async function checkOverlap(
    r: ReservationsRepository,
    facilityId: FacilityId,
    periods: { weekday: number; startTime: string; endTime: string }[],
    except?: number,
  ) {
    await r.lockFacility(facilityId);
    const others = (await r.activeTemplates(facilityId)).filter((t) => t.id !== except);
    for (const p of periods) {
      const clash = others.find((o) => weekOverlap(o, p));
      if (clash)
        throw new AppError('BAD_REQUEST', undefined, {
          startTime: [
            `${WEEKDAYS[clash.weekday]}요일 ${clash.startTime}~${clash.endTime} 시간대와 겹칩니다. 시간을 바꾸거나 그 시간대를 고쳐 주세요.`,
          ],
        });
    }
  }

  async function full(facility: FacilityRow): Promise<StaffFacility> {
    const today = seoulDate(clock());
    const [resources, templates, closedDays] = await Promise.all([
      repo.resources(facility.id),
      repo.activeTemplates(facility.id),
      repo.closedDays(facility.id, today, addDays(today, 366)),
    ]);
    return {
      ...facilityInfoOf(facility),
      resources: resources.map((r) => ({ id: r.id, label: r.label, isActive: r.isActive, sortOrder: r.sortOrder })),
      templates: templates.map((t) => ({ id: t.id, weekday: t.weekday, startTime: t.startTime, endTime: t.endTime, capacity: t.capacity })),
      closedDays,
    };
  }

  async function day(facility: FacilityRow, date: string): Promise<StaffDay> {
    const now = clock();
    if (isBookableDate(date, now)) await materialize(repo, facility, [date]);
    const [slots, closed] = await Promise.all([repo.daySlots(facility.id, date), repo.closedDays(facility.id, date, date)]);
    const bookings = await repo.staffBookings(slots.map((s) => s.id));
    return {
      facility: facilityInfoOf(facility),
      date,
      closedReason: closed[0]?.reason ?? null,
      slots: slots.map((s) => ({
        id: s.id,
        startTime: seoulTime(s.startsAt),
        endTime: seoulTime(s.endsAt),
        capacity: s.capacity,
        booked: s.booked,
        bookings: bookings
          .filter((b) => b.slotId === s.id)
          .map((b) => ({
            id: b.id,
            student: b.student,
            resourceLabel: b.resourceLabel,
            startTime: seoulTime(b.startsAt),
            endTime: seoulTime(b.endsAt),
            status: b.status,
            started: b.startsAt <= now,
          })),
      })),
    };
  }

  return {
    /** Every facility with its seats or booths, weekly periods and coming closed days. */
    async facilities(): Promise<StaffFacility[]> {
      return Promise.all((await repo.facilities()).map(full));
    },

    async updateFacility(id: FacilityId, input: UpdateFacilityInput): Promise<StaffFacility> {
      const facility = await facilityOr404(id);
      const booths = facility.kind === 'booths';
      if (booths && input.callMinutes == null)
        throw new AppError('BAD_REQUEST', undefined, { callMinutes: ['통화 시간을 입력해 주세요.'] });
      const updated = await repo.updateFacility(id, {
        name: input.name,
        rulesText: input.rulesText,
        dailyQuota: input.dailyQuota,
        weeklyQuota: input.weeklyQuota,
        // A call's sign-up closes at its own start: the chips and the picker offer every start still to come,
        // and a cut-off saved for the phone room refused them all after it (an audit).
        cutoffTime: booths ? null : input.cutoffTime,
        callMinutes: booths ? input.callMinutes! : null,
        stepMinutes: booths ? (input.stepMinutes ?? input.callMinutes!) : null,
      });
      return full(updated!);
    },

    async addResource(id: FacilityId, input: ResourceInput): Promise<StaffFacility> {
      const facility = await facilityOr404(id);
      const row = await repo.insertResource(id, input.label, input.isActive ?? true);
      if (!row) throw new AppError('BAD_REQUEST', undefined, { label: ['같은 이름이 이미 있습니다.'] });
      return full(facility);
    },

    async updateResource(resourceId: number, input: ResourceInput): Promise<StaffFacility> {
      const existing = await repo.findResource(resourceId);
      if (!existing) throw new AppError('NOT_FOUND');
      const row = await repo.updateResource(resourceId, { label: input.label, isActive: input.isActive ?? true });
      if (!row) throw new AppError('BAD_REQUEST', undefined, { label: ['같은 이름이 이미 있습니다.'] });
      return full((await repo.facility(existing.facilityId))!);
    },

    async addTemplates(id: FacilityId, input: CreateTemplatesInput): Promise<StaffFacility> {
      const facility = await facilityOr404(id);
      checkTemplate(facility, input);
      const periods = input.weekdays.map((weekday) => ({ weekday, startTime: input.startTime, endTime: input.endTime }));
      await repo.transaction(async (r) => {
        await checkOverlap(r, id, periods);
        await r.insertTemplates(
          periods.map((p) => ({ facilityId: id, ...p, capacity: facility.kind === 'booths' ? null : input.capacity })),
        );
      });
      return full(facility);
    },

    /**
     * Changes a weekly period and its slots that have not started. The capacity may not go below
     * what is already booked; the times may not move while someone holds a booking.
     */
    async updateTemplate(templateId: number, input: UpdateTemplateInput): Promise<StaffFacility> {
      const template = await repo.findTemplate(templateId);
      if (!template) throw new AppError('NOT_FOUND');
      const facility = (await repo.facility(template.facilityId))!;
      checkTemplate(facility, input);
      const now = clock();
      const timesChange = template.startTime !== input.startTime || template.endTime !== input.endTime;
      await repo
        .transaction(async (tx) => {
          if (timesChange) await checkOverlap(tx, facility.id, [{ weekday: template.weekday, ...input }], templateId);
          if (timesChange && (await tx.activeBookingsOfTemplate(templateId, now)) > 0) throw new AppError('TEMPLATE_IN_USE');
          const capacity = facility.kind === 'booths' ? null : input.capacity;
          for (const slot of await tx.futureSlotsOfTemplate(templateId, now)) {
            if (capacity != null && slot.booked > capacity)
              throw new AppError(
                'CAPACITY_BELOW_BOOKED',
                `${formatMonthDay(slot.date)}에 이미 ${slot.booked}명이 신청해서 정원을 ${capacity}명으로 줄일 수 없습니다.`,
              );
            await tx.updateSlot(slot.id, { capacity, ...(timesChange ? periodOn(slot.date, input.startTime, input.endTime) : {}) });
          }
          await tx.updateTemplate(templateId, { startTime: input.startTime, endTime: input.endTime, capacity });
        })
        .catch((e: unknown) => {
          if (pgCode(e) === '23514') throw new AppError('CAPACITY_BELOW_BOOKED');
          throw e;
        });
      return full(facility);
    },

    /** Removes a weekly period (kept for history); refused while someone holds a coming booking in it. */
    async deleteTemplate(templateId: number): Promise<StaffFacility> {
      const template = await repo.findTemplate(templateId);
      if (!template) throw new AppError('NOT_FOUND');
      const now = clock();
      await repo.transaction(async (tx) => {
        if ((await tx.activeBookingsOfTemplate(templateId, now)) > 0) throw new AppError('TEMPLATE_IN_USE');
        await tx.deactivateTemplate(templateId);
        await tx.deleteUnusedFutureSlots(templateId, now);
      });
      return full((await repo.facility(template.facilityId))!);
    },

    /**
     * Closes a facility on a date: no booking that day, and bookings not yet started are cancelled
     * (their students are told). The day's slots are locked first, so no booking slips in.
     */
    async closeDay(caller: Caller, id: FacilityId, date: string, reason: string): Promise<StaffDay> {
      const facility = await facilityOr404(id);
      const now = clock();
      if (date < seoulDate(now)) throw new AppError('BAD_REQUEST', undefined, { date: ['지난 날짜는 휴관으로 바꿀 수 없습니다.'] });
      await repo.transaction(async (tx, db) => {
        await tx.upsertClosedDay(id, date, reason, caller.id);
        if (isBookableDate(date, now)) await materialize(tx, facility, [date]);
        const slotIds = await tx.setDayClosed(id, date, reason);
        const gone = await tx.cancelActiveInSlots(slotIds, `휴관: ${reason}`, now);
        await tx.recountSlots(slotIds);
        for (const c of gone) {
          await cancelReminder(db, c.id);
          await notify(db, 'reservation', [c.studentId], {
            title: `${formatMonthDay(date)} ${seoulTime(c.startsAt)} ${facility.name} 예약이 휴관으로 취소되었습니다.`,
            body: reason,
            // Her history lists it cancelled (나의 예약 lists only those ahead, where it was not: an audit).
            link: '/mypage/reservations',
          });
        }
      });
      return day(facility, date);
    },

    /** Opens a closed day again (cancelled bookings stay cancelled). */
    async reopenDay(id: FacilityId, date: string): Promise<StaffDay> {
      const facility = await facilityOr404(id);
      await repo.transaction(async (tx) => {
        if (!(await tx.deleteClosedDay(id, date))) throw new AppError('NOT_FOUND', '휴관으로 지정된 날이 아닙니다.');
        await tx.setDayClosed(id, date, null);
      });
      return day(facility, date);
    },

    /** Who booked what on a date. */
    async day(id: FacilityId, date: string): Promise<StaffDay> {
      return day(await facilityOr404(id), date);
    },

    /** Marks a started booking as a no-show (or attended again); the student is told of a no-show. */
    async markNoShow(caller: Caller, reservationId: number, noShow: boolean) {
      const booking = await repo.findView(reservationId);
      if (!booking) throw new AppError('NOT_FOUND');
      if (booking.status === 'cancelled') throw new AppError('CONFLICT', '취소된 예약입니다.');
      const now = clock();
      if (booking.startsAt > now) throw new AppError('NOT_STARTED');
      // Her parents hear of it too, by her name (they follow her bookings; a missed late-night study
      // seat is theirs to know: an audit). Read before the transaction (one connection in PGlite).
      const parents = noShow && booking.status !== 'no_show' ? await family.parentsOf(booking.studentId) : [];
      const name = parents.length ? await family.nameOf(booking.studentId) : '';
      await repo.transaction(async (tx, db) => {
        if (!(await tx.setStatus(reservationId, noShow ? 'no_show' : 'active', noShow ? caller.id : null)))
          throw new AppError('CONFLICT', '같은 시간에 다른 예약이 있어 되돌릴 수 없습니다.');
        if (noShow && booking.status !== 'no_show') {
          const what = `${formatMonthDay(booking.date)} ${seoulTime(booking.startsAt)} ${booking.facilityName} 예약에 불참한 것으로 기록되었습니다.`;
          await notify(db, 'reservation', [booking.studentId], { title: what, link: '/mypage/reservations' });
          if (parents.length)
            await notify(db, 'reservation', parents, {
              title: `${name} 학생의 ${what}`,
              link: linkForStudent('/mypage/reservations', booking.studentId),
            });
        }
      });
      return reservationViewOf((await repo.findView(reservationId))!, now);
    },

    bookableDates: () => bookableDates(clock()),
  };
}
export type ReservationsStaffService = ReturnType<typeof reservationsStaffService>;
