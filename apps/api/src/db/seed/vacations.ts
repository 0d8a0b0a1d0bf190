import { addDays, atSeoul, seoulDate } from '@portal/contract/dates';
import type { Db } from '../client';
import { and, eq, isNull } from 'drizzle-orm';
import { vacationAsks } from '../../modules/vacations/service';
import { alarms, counselingCycles, vacations } from '../schema';
import type { DemoPeople } from './demo';

type Username = Parameters<DemoPeople['idOf']>[0];
type Type = (typeof vacations.$inferInsert)['type'];
type Status = NonNullable<(typeof vacations.$inferInsert)['status']>;

const DAY_MS = 86_400_000;

/** `days` from today at hh:mm, Seoul time. */
const seoul = (now: Date, days: number, hhmm: string) => atSeoul(addDays(seoulDate(now), days), hhmm);
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);

type Entry = {
  who: Username;
  type: Type;
  status: Status;
  start: [number, string];
  end: [number, string];
  reason: string;
  /** Minutes after the expected return that she was actually back (returned only). */
  late?: number;
  by?: Username;
  note?: string;
};

// Two months of a believable centre: most requests granted and closed, a few refused with a reason,
// one of student1's waiting for her mother, one of student2's waiting for a teacher, one student out now.
const entries: Entry[] = [
  // 김하린
  {
    who: 'student1',
    type: 'regular',
    status: 'returned',
    start: [-54, '17:00'],
    end: [-52, '19:00'],
    reason: '정기휴가로 집에 다녀오겠습니다.',
    late: -25,
    by: 'teacher1',
  },
  {
    who: 'student1',
    type: 'outing',
    status: 'returned',
    start: [-38, '14:00'],
    end: [-38, '18:00'],
    reason: '치과 정기 검진이 있습니다.',
    late: -10,
    by: 'teacher2',
  },
  {
    who: 'student1',
    type: 'overnight',
    status: 'rejected',
    start: [-27, '18:00'],
    end: [-26, '20:00'],
    reason: '사촌 언니 결혼식에 참석하고 싶습니다.',
    by: 'teacher1',
    note: '모의고사 전날이라 외박은 어렵습니다. 외출로 다시 신청해 주세요.',
  },
  {
    who: 'student1',
    type: 'outing',
    status: 'returned',
    start: [-26, '11:00'],
    end: [-26, '17:00'],
    reason: '사촌 언니 결혼식 (본식만 참석)',
    late: 5,
    by: 'teacher1',
  },
  {
    who: 'student1',
    type: 'sick',
    status: 'returned',
    start: [-13, '10:00'],
    end: [-12, '18:00'],
    reason: '감기 몸살로 병원 진료 후 집에서 하루 쉬겠습니다.',
    late: -120,
    by: 'admin',
  },
  {
    who: 'student1',
    type: 'regular',
    status: 'returned',
    start: [-5, '17:00'],
    end: [-3, '19:00'],
    reason: '정기휴가',
    late: -15,
    by: 'teacher2',
  },
  {
    who: 'student1',
    type: 'outing',
    status: 'requested',
    start: [2, '13:00'],
    end: [2, '17:00'],
    reason: '안경을 새로 맞추러 시내 안경점에 다녀오겠습니다.',
  },
  // 김서아
  {
    who: 'student2',
    type: 'regular',
    status: 'returned',
    start: [-54, '17:00'],
    end: [-52, '19:00'],
    reason: '정기휴가로 언니와 함께 집에 다녀오겠습니다.',
    late: -25,
    by: 'teacher1',
  },
  {
    who: 'student2',
    type: 'outing',
    status: 'rejected',
    start: [-33, '19:00'],
    end: [-33, '22:00'],
    reason: '친구 생일이라 잠깐 나갔다 오겠습니다.',
    by: 'teacher2',
    note: '평일 저녁 자습 시간에는 외출이 어렵습니다.',
  },
  {
    who: 'student2',
    type: 'sick',
    status: 'returned',
    start: [-21, '09:00'],
    end: [-21, '15:00'],
    reason: '피부과 진료 예약이 있습니다.',
    late: 20,
    by: 'teacher1',
  },
  {
    who: 'student2',
    type: 'regular',
    status: 'returned',
    start: [-5, '17:00'],
    end: [-3, '19:00'],
    reason: '정기휴가',
    late: -15,
    by: 'teacher2',
  },
  {
    who: 'student2',
    type: 'overnight',
    status: 'consented',
    start: [4, '10:00'],
    end: [5, '19:00'],
    reason: '할머니 칠순 잔치가 있어 가족 모임에 다녀오겠습니다.',
  },
  // 이유나
  {
    who: 'student3',
    type: 'regular',
    status: 'returned',
    start: [-54, '17:00'],
    end: [-52, '19:00'],
    reason: '정기휴가',
    late: 35,
    by: 'teacher1',
  },
  {
    who: 'student3',
    type: 'outing',
    status: 'returned',
    start: [-40, '13:00'],
    end: [-40, '16:00'],
    reason: '여권 발급하러 구청에 다녀오겠습니다.',
    late: -5,
    by: 'teacher2',
  },
  {
    who: 'student3',
    type: 'overnight',
    status: 'rejected',
    start: [-17, '18:00'],
    end: [-16, '18:00'],
    reason: '집에 일이 있어 하루 자고 오겠습니다.',
    by: 'admin',
    note: '보호자님과 통화 후 다시 신청해 주세요.',
  },
  {
    who: 'student3',
    type: 'regular',
    status: 'returned',
    start: [-5, '17:00'],
    end: [-3, '19:00'],
    reason: '정기휴가',
    late: -30,
    by: 'teacher2',
  },
  // 최지우
  {
    who: 'student4',
    type: 'regular',
    status: 'returned',
    start: [-54, '17:00'],
    end: [-52, '19:00'],
    reason: '정기휴가',
    late: 0,
    by: 'teacher1',
  },
  {
    who: 'student4',
    type: 'sick',
    status: 'returned',
    start: [-30, '08:30'],
    end: [-29, '20:00'],
    reason: '장염 증상이 있어 병원에 다녀온 뒤 집에서 쉬겠습니다.',
    late: -180,
    by: 'teacher1',
  },
  {
    who: 'student4',
    type: 'regular',
    status: 'returned',
    start: [-5, '17:00'],
    end: [-3, '19:00'],
    reason: '정기휴가',
    late: 10,
    by: 'teacher2',
  },
  {
    who: 'student4',
    type: 'outing',
    status: 'approved',
    start: [0, '-2h'],
    end: [0, '+2h'],
    reason: '교정 치과 진료가 있습니다.',
    by: 'teacher1',
  },
  // 한소율
  {
    who: 'student5',
    type: 'regular',
    status: 'returned',
    start: [-54, '17:00'],
    end: [-52, '19:00'],
    reason: '정기휴가',
    late: -40,
    by: 'teacher1',
  },
  {
    who: 'student5',
    type: 'outing',
    status: 'returned',
    start: [-24, '14:00'],
    end: [-24, '18:30'],
    reason: '대학 입학설명회에 참석하겠습니다.',
    late: 0,
    by: 'teacher2',
  },
  {
    who: 'student5',
    type: 'overnight',
    status: 'returned',
    start: [-10, '18:00'],
    end: [-9, '19:00'],
    reason: '동생 졸업식에 가족과 함께 가겠습니다.',
    late: -20,
    by: 'admin',
  },
  {
    who: 'student5',
    type: 'regular',
    status: 'approved',
    start: [9, '17:00'],
    end: [11, '19:00'],
    reason: '다음 정기휴가',
    by: 'teacher2',
  },
  // 윤채원
  {
    who: 'student6',
    type: 'regular',
    status: 'returned',
    start: [-54, '17:00'],
    end: [-52, '19:00'],
    reason: '정기휴가',
    late: 15,
    by: 'teacher1',
  },
  {
    who: 'student6',
    type: 'outing',
    status: 'rejected',
    start: [-35, '20:00'],
    end: [-35, '23:00'],
    reason: '콘서트 예매를 해 두었습니다.',
    by: 'teacher1',
    note: '야간 외출은 허용되지 않습니다.',
  },
  {
    who: 'student6',
    type: 'sick',
    status: 'returned',
    start: [-19, '10:00'],
    end: [-19, '14:00'],
    reason: '정형외과 물리치료가 있습니다.',
    late: 25,
    by: 'teacher2',
  },
  {
    who: 'student6',
    type: 'regular',
    status: 'returned',
    start: [-5, '17:00'],
    end: [-3, '19:00'],
    reason: '정기휴가',
    late: 5,
    by: 'teacher1',
  },
];

const parentOf: Partial<Record<Username, Username>> = { student1: 'parent1', student2: 'parent1', student3: 'parent2' };

/** Relative times ("-2h") or a clock time of a day. */
function pointOf(now: Date, [days, t]: [number, string]): Date {
  const rel = /^([+-]\d+)h$/.exec(t);
  return rel ? new Date(now.getTime() + Number(rel[1]) * 3600_000 + days * DAY_MS) : seoul(now, days, t);
}

/** Two months of vacations for student1..student6, and their counselling cycles. */
export async function seedVacations(db: Db, people: DemoPeople, now: Date) {
  const id = people.idOf;
  await db.insert(vacations).values(
    entries.map((e) => {
      const startAt = pointOf(now, e.start);
      const expectedReturnAt = pointOf(now, e.end);
      const consented = e.status !== 'requested';
      const decided = consented && e.status !== 'consented';
      // Asked three days ahead, and never later than the demo's own alarms say: the waiting ones
      // a few hours ago (as the parent's and the teachers' alarms tell), decided ones at least a day ago.
      // A decided one was asked in the morning of its day and decided that afternoon, as an office works
      // (it said 02:45 for a teacher's approval when the demo was made in the morning, an audit saw).
      const createdAt = !consented
        ? minutes(now, -180)
        : !decided
          ? minutes(now, -300)
          : seoul(new Date(Math.min(minutes(startAt, -60 * 24 * 3 - 90).getTime(), minutes(now, -60 * 30).getTime())), 0, '09:20');
      const parent = parentOf[e.who];
      return {
        studentId: id(e.who),
        type: e.type,
        status: e.status,
        startAt,
        expectedReturnAt,
        actualReturnAt: e.status === 'returned' ? minutes(expectedReturnAt, e.late ?? 0) : null,
        reason: e.reason,
        // Students without a linked parent in the demo had consent taken by phone and entered by staff.
        consentedBy: consented ? (parent ? id(parent) : null) : null,
        consentedAt: consented ? minutes(createdAt, 180) : null,
        decidedBy: decided && e.by ? id(e.by) : null,
        decidedAt: decided ? minutes(createdAt, 60 * 5 + 10) : null,
        decisionReason: decided ? (e.note ?? null) : null,
        returnMarkedBy: e.status === 'returned' ? id(e.by ?? 'teacher1') : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  // student1's request waits for her mother's consent, which seedDemo's alarm asks for: it is about this
  // request, so that her consent answers it (the alarm is read then, as a real one would be).
  const [waiting] = await db
    .select({ id: vacations.id })
    .from(vacations)
    .where(and(eq(vacations.studentId, id('student1')), eq(vacations.status, 'requested')))
    .limit(1);
  if (waiting)
    await db
      .update(alarms)
      .set({ subject: vacationAsks(waiting.id).consent })
      .where(and(eq(alarms.userId, id('parent1')), eq(alarms.kind, 'vacation'), isNull(alarms.readAt)));
  // student2's request waits for a decision: every teacher and admin has heard of it (and opened the
  // alarm already, so that the demo's staff badges stay as the sign-in tests expect them).
  await db.insert(alarms).values(
    (['teacher1', 'teacher2', 'admin'] as const).map((u) => ({
      userId: id(u),
      kind: 'vacation',
      title: '김서아 학생의 외박 신청이 승인을 기다립니다.',
      link: '/staff/vacations',
      createdAt: minutes(now, -120),
      readAt: minutes(now, -60),
    })),
  );
  await db.insert(counselingCycles).values([
    { studentId: id('student1'), korean: 'biweekly', math: 'weekly', english: 'monthly' },
    { studentId: id('student2'), korean: 'weekly', math: 'biweekly', english: 'as_needed' },
    { studentId: id('student3'), korean: 'monthly', math: 'weekly', english: 'biweekly' },
    { studentId: id('student4'), korean: 'as_needed', math: 'biweekly', english: 'weekly' },
    { studentId: id('student5'), korean: 'biweekly', math: 'biweekly', english: 'monthly' },
  ]);
}
