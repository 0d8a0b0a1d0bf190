import { z } from 'zod';
import { dbId, dbText, hhmm, studentQuery, studentSummary, isoDate } from './common';

/** The four facilities; the portal's paths use the same names (`/reservation/eym` is the gym). */
export const facilityIds = ['computer', 'call', 'eym', 'study'] as const;
export const facilityId = z.enum(facilityIds, { error: '시설을 선택해 주세요.' });
export type FacilityId = z.infer<typeof facilityId>;

export const reservationStatus = z.enum(['active', 'cancelled', 'no_show']);
export type ReservationStatus = z.infer<typeof reservationStatus>;

export const facilityInfo = z.object({
  id: facilityId,
  name: z.string(),
  kind: z.enum(['slots', 'booths']),
  rulesText: z.string(),
  dailyQuota: z.number().int().nullable(),
  weeklyQuota: z.number().int().nullable(),
  cutoffTime: z.string().nullable(),
  callMinutes: z.number().int().nullable(),
  stepMinutes: z.number().int().nullable(),
});
export type FacilityInfo = z.infer<typeof facilityInfo>;

/** One booking as its student (or her parent) sees it. */
export const reservationView = z.object({
  id: z.number().int(),
  facility: facilityId,
  facilityName: z.string(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Seat or booth, e.g. "3번 좌석"; null for capacity-only facilities. */
  resourceLabel: z.string().nullable(),
  status: reservationStatus,
  /** Active and not started yet. */
  cancellable: z.boolean(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type ReservationView = z.infer<typeof reservationView>;

export const slotState = z.enum(['open', 'mine', 'full', 'closed', 'conflict']);
export type SlotState = z.infer<typeof slotState>;

export const slotView = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int().nullable(),
  /** "현재 신청자 N명". */
  booked: z.number().int(),
  /** Her booking in this slot, if any. */
  mine: z.number().int().nullable(),
  state: slotState,
  /** Why this slot cannot be booked now (closed, full, overlapping ...). */
  reason: z.string().nullable(),
});
export type SlotView = z.infer<typeof slotView>;

export const minuteRestriction = z.object({ minMinute: z.number().int().optional(), maxMinute: z.number().int().optional() });

/** The time picker's options for a phone day, derived from the open windows and what is taken. */
export const phonePicker = z.object({
  minHour: z.number().int(),
  maxHour: z.number().int(),
  hourMinuteRestrictions: z.record(z.string(), minuteRestriction),
  hourMinuteOptions: z.record(z.string(), z.array(z.number().int())),
});
export type PhonePicker = z.infer<typeof phonePicker>;

export const phoneWindow = z.object({
  slotId: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  booked: z.number().int(),
  /** Start times in this window still free for her. */
  freeStarts: z.array(z.string()),
});
export type PhoneWindow = z.infer<typeof phoneWindow>;

export const quotaUse = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

/** A day of the strip: closed (휴관), or outside her stay (before her 입소일, after her 퇴소일). */
export const bookableDate = z.object({ date: z.string(), closed: z.boolean(), away: z.enum(['before', 'after']).nullable() });

/** A facility's day: the date strip, the slots (or phone windows), her quota and why she cannot book. */
export const facilityDay = z.object({
  facility: facilityInfo,
  date: z.string(),
  today: z.string(),
  dates: z.array(bookableDate),
  /** The caller may book here (a student, the day open, quota left). */
  bookable: z.boolean(),
  /** Why booking is unavailable for the whole day, in Korean; null when it is available. */
  reason: z.string().nullable(),
  closedReason: z.string().nullable(),
  quota: z.object({ daily: quotaUse, weekly: quotaUse }),
  slots: z.array(slotView),
  phone: z
    .object({
      booths: z.number().int(),
      callMinutes: z.number().int(),
      windows: z.array(phoneWindow),
      picker: phonePicker.nullable(),
    })
    .nullable(),
  /** Her bookings in this facility on this day (active ones). */
  mine: z.array(reservationView),
});
export type FacilityDay = z.infer<typeof facilityDay>;

export const facilityParam = z.object({ facility: facilityId });
export const facilityDayQuery = studentQuery.extend({ date: isoDate.optional() });

/** A booking: `slotId` for slot facilities; `date` and `time` (the start) for the phone. */
export const createReservationInput = z
  .object({
    facility: facilityId,
    slotId: dbId('시간을 선택해 주세요.').optional(),
    date: isoDate.optional(),
    time: hhmm.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.facility === 'call') {
      if (!v.date) ctx.addIssue({ code: 'custom', path: ['date'], message: '날짜를 선택해 주세요.' });
      if (!v.time) ctx.addIssue({ code: 'custom', path: ['time'], message: '통화 시작 시간을 선택해 주세요.' });
    } else if (v.slotId == null) ctx.addIssue({ code: 'custom', path: ['slotId'], message: '시간을 선택해 주세요.' });
  });
export type CreateReservationInput = z.infer<typeof createReservationInput>;

export const idempotencyKey = z
  .string()
  .trim()
  .min(8, { error: '요청 번호가 올바르지 않습니다.' })
  .max(100, { error: '요청 번호가 올바르지 않습니다.' })
  .regex(/^[A-Za-z0-9_.:-]+$/, { error: '요청 번호가 올바르지 않습니다.' });

/* ---------------------------------------------------------------- staff */

export const resourceView = z.object({ id: z.number().int(), label: z.string(), isActive: z.boolean(), sortOrder: z.number().int() });
export const templateView = z.object({
  id: z.number().int(),
  weekday: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int().nullable(),
});
export type TemplateView = z.infer<typeof templateView>;
export const closedDayView = z.object({ date: z.string(), reason: z.string() });

export const staffFacility = facilityInfo.extend({
  resources: z.array(resourceView),
  templates: z.array(templateView),
  closedDays: z.array(closedDayView),
});
export type StaffFacility = z.infer<typeof staffFacility>;

/** `label` with its particles written out (Korean particles follow the last syllable). */
const optionalCount = (max: number, object: string, topic: string) =>
  z
    .number({ error: `${object} 숫자로 입력해 주세요.` })
    .int({ error: `${topic} 정수로 입력해 주세요.` })
    .min(1, { error: `${topic} 1 이상이어야 합니다.` })
    .max(max, { error: `${topic} ${max} 이하로 입력해 주세요.` })
    .nullable();

/** What an admin may change of a facility. */
export const updateFacilityInput = z
  .object({
    name: dbText('이름을 입력해 주세요.')
      .trim()
      .min(1, { error: '이름을 입력해 주세요.' })
      .max(30, { error: '이름은 30자까지 입력할 수 있습니다.' }),
    rulesText: dbText('이용 규칙을 입력해 주세요.').trim().max(2000, { error: '이용 규칙은 2000자까지 입력할 수 있습니다.' }),
    dailyQuota: optionalCount(20, '하루 예약 한도를', '하루 예약 한도는'),
    weeklyQuota: optionalCount(100, '주간 예약 한도를', '주간 예약 한도는'),
    cutoffTime: hhmm.nullable(),
    callMinutes: optionalCount(60, '통화 시간을', '통화 시간은').optional(),
    stepMinutes: optionalCount(60, '시작 간격을', '시작 간격은').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.dailyQuota != null && v.weeklyQuota != null && v.weeklyQuota < v.dailyQuota)
      ctx.addIssue({ code: 'custom', path: ['weeklyQuota'], message: '주간 한도는 하루 한도보다 작을 수 없습니다.' });
  });
export type UpdateFacilityInput = z.infer<typeof updateFacilityInput>;

export const resourceInput = z.object({
  label: dbText('이름을 입력해 주세요.')
    .trim()
    .min(1, { error: '이름을 입력해 주세요.' })
    .max(30, { error: '이름은 30자까지 입력할 수 있습니다.' }),
  isActive: z.boolean().default(true),
});
export type ResourceInput = z.input<typeof resourceInput>;

const templateTimes = z.object({
  startTime: hhmm,
  endTime: hhmm,
  capacity: z
    .number({ error: '정원을 숫자로 입력해 주세요.' })
    .int({ error: '정원은 정수로 입력해 주세요.' })
    .min(1, { error: '정원은 1명 이상이어야 합니다.' })
    .max(500, { error: '정원은 500명 이하로 입력해 주세요.' })
    .nullable(),
});

const sameTimes = (v: { startTime: string; endTime: string }) => v.startTime !== v.endTime;

/** New periods (or phone windows) on one or more weekdays (0 Sunday .. 6 Saturday). */
export const createTemplatesInput = templateTimes
  .extend({
    weekdays: z
      .array(z.number().int().min(0, { error: '요일이 올바르지 않습니다.' }).max(6, { error: '요일이 올바르지 않습니다.' }), {
        error: '요일을 선택해 주세요.',
      })
      .min(1, { error: '요일을 하나 이상 선택해 주세요.' })
      .refine((d) => new Set(d).size === d.length, { error: '같은 요일이 두 번 있습니다.' }),
  })
  .refine(sameTimes, { path: ['endTime'], error: '끝나는 시간은 시작 시간과 달라야 합니다.' });
export type CreateTemplatesInput = z.infer<typeof createTemplatesInput>;

export const updateTemplateInput = templateTimes.refine(sameTimes, {
  path: ['endTime'],
  error: '끝나는 시간은 시작 시간과 달라야 합니다.',
});
export type UpdateTemplateInput = z.infer<typeof updateTemplateInput>;

export const closeDayInput = z.object({
  reason: dbText('휴관 사유를 입력해 주세요.')
    .trim()
    .min(1, { error: '휴관 사유를 입력해 주세요.' })
    .max(100, { error: '사유는 100자까지 입력할 수 있습니다.' }),
});
export type CloseDayInput = z.infer<typeof closeDayInput>;

export const facilityDateParams = z.object({ facility: facilityId, date: isoDate });

export const staffBookingView = z.object({
  id: z.number().int(),
  student: studentSummary,
  resourceLabel: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  status: reservationStatus,
  /** The booking has started: attendance (no-show) can be marked. */
  started: z.boolean(),
});
export type StaffBookingView = z.infer<typeof staffBookingView>;

/** Who booked what on one day of one facility. */
export const staffDay = z.object({
  facility: facilityInfo,
  date: z.string(),
  closedReason: z.string().nullable(),
  slots: z.array(
    z.object({
      id: z.number().int(),
      startTime: z.string(),
      endTime: z.string(),
      capacity: z.number().int().nullable(),
      booked: z.number().int(),
      bookings: z.array(staffBookingView),
    }),
  ),
});
export type StaffDay = z.infer<typeof staffDay>;

export const noShowInput = z.object({ noShow: z.boolean({ error: '노쇼 여부를 선택해 주세요.' }) });
