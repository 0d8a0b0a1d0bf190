import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { alarmKinds, type AlarmKind } from '@portal/contract';
import { allEndpoints, type endpoints, type AnyEndpoint, type EndpointInput, urlOf } from '@portal/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/expect';
import {
  CALLER_ROLES,
  CALLERS,
  type CallerRole,
  categoryOf,
  educationBodies,
  freshAddress,
  type People,
  signIn,
  signInPeople,
  type StudentRecords,
  studentRecordsOf,
  tokenOf,
} from '../test/fixtures';
import { formOf, pdfBytes, pngBytes, upload, type UploadFile } from '../test/files';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness';
import { NOT_KEPT } from './route';
import { seoulDate, addDays } from '@portal/contract/dates';

/*
 * Every endpoint of the contract, called by the seven callers of `CALLERS`, answers what its access
 * rule says: signed out 401 (unless public); a category the rule leaves out 404 ROUTE_NOT_FOUND; a
 * caller outside student1's family naming her or her records 404 NOT_FOUND; everyone else gets through
 * (a success, or a refusal about the request itself: 400, 409, 422). The table has one row per
 * endpoint id: a missing or unknown id fails the typecheck, and an endpoint added without a row fails
 * the first test.
 */

type Domains = typeof endpoints;
/** `domain.key` of every declared endpoint. */
type EndpointId = { [D in keyof Domains]: { [K in keyof Domains[D]]: `${D & string}.${K & string}` }[keyof Domains[D]] }[keyof Domains];
type EndpointById<I extends EndpointId> = I extends `${infer D extends keyof Domains}.${infer K}`
  ? K extends keyof Domains[D]
    ? Domains[D][K]
    : never
  : never;

/** What a row's call is about, with everything it needs. */
type Context = {
  people: People;
  /** student1's records. */
  own: StudentRecords;
  /** student1's id. */
  studentId: number;
  /** A held exam student1 has not entered yet. */
  freshExam: number;
  /** A staff-side id student1's family does not own: a computer-room resource and a spare period. */
  resource: number;
  template: number;
  /** A request of student1's that only the cancel row uses (a cancelled request is gone). */
  cancellableVacation: number;
  /** student1's doctor's note, attached to a 병가 of hers. */
  sickNote: string;
  /** A notice for everyone, published: every signed-in caller may read it. */
  notice: number;
  today: string;
  /** A shared library item (staff-made). */
  libraryItem: number;
  /** A feedback student1 sent. */
  feedback: number;
  /** A 학습 문의 student1 asked of any teacher. */
  inquiry: number;
  /** Contents: items on sale and student1's orders in the states the rows act on. */
  contents: ContentsContext;
  /** A chat room student1 opened with teacher1, and one of hers that the close row ends. */
  chatRoom: number;
  chatRoomToClose: number;
};

type ContentsContext = {
  /** An item nobody has ordered: the order row buys it. */
  freshItem: number;
  paid: number;
  paid2: number;
  awaiting: number;
  /** A fresh request of student1's to her parent for each call (a discarded one is gone). */
  freshAwaiting: () => Promise<number>;
  cancelRequested: number;
};

/** Items of the admin's and orders of student1 for the contents rows. */
async function contentsContext(people: People): Promise<ContentsContext> {
  // Read at each call: a row that signs out the caller's other devices hands the table a fresh session.
  const token = (role: 'admin' | 'student') => people.token[CALLERS[role]];
  let n = 0;
  const item = async () => {
    n += 1;
    const res = await api.request('POST', '/staff/contents/', {
      token: token('admin'),
      body: {
        title: `접근 점검용 강의 ${n}`,
        category: 'math',
        kind: 'lecture',
        author: '점검',
        summary: '점검',
        description: '',
        price: 1000 + n,
        onSale: true,
      },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  const order = async (payWith: 'billing' | 'parent') => {
    const res = await api.request('POST', '/contents/orders/', { token: token('student'), body: { itemId: await item(), payWith } });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  const cancelRequested = await order('billing');
  const asked = await api.request('POST', `/contents/orders/${cancelRequested}/cancel/`, {
    token: token('student'),
    body: { reason: '점검용 취소' },
  });
  expect(asked.status, asked.text).toBe(200);
  return {
    freshItem: await item(),
    paid: await order('billing'),
    paid2: await order('billing'),
    awaiting: await order('parent'),
    freshAwaiting: () => order('parent'),
    cancelRequested,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any declaration's schemas, whatever they load
type Row<E extends { schemas: () => Promise<any> }> = {
  /**
   * `student`: the call names student1 or one of her records, so callers outside her family are
   * refused (404 NOT_FOUND). `herself`: one of her own conversations, which her parent does not see
   * either. `caller`: it acts on the caller's own things, or on nothing personal.
   */
  names: 'student' | 'herself' | 'caller';
  input?: (
    c: Context,
    /** Who calls (for a row whose input is the caller's own, such as one of her sign-ins). */
    role: CallerRole,
  ) => (EndpointInput<E> & { headers?: Record<string, string> }) | Promise<EndpointInput<E> & { headers?: Record<string, string> }>;
  /** The call ends the caller's sign-in: it is made with a sign-in of its own. */
  ownSession?: true;
  /** An upload endpoint's file (sent as multipart, with `input`'s query). */
  file?: () => UploadFile;
};

const studentQuery = (c: Context) => ({ studentId: c.studentId });
const noticeBody = () => ({ category: 'general' as const, title: '접근 점검용 공지', bodyHtml: '<p>점검</p>', audience: 'all' as const });
/** A fresh notice of its own, for a row that deletes one. */
async function freshNotice(c: Context) {
  const made = await api.request('POST', '/staff/notices/', { token: c.people.token[CALLERS.admin], body: noticeBody() });
  expect(made.status, made.text).toBe(201);
  return made.body.id as number;
}
/** A website approval of student1's in force (the seed allows two for her; the revoke row ends the newest). */
async function allowedFirewallOf(c: Context): Promise<number> {
  const res = await api.request('GET', '/firewall/', { token: c.people.token[CALLERS.student] });
  const allowed = res.body.allowed as { requestId: number }[];
  if (!allowed.length) throw new Error(`student1 has no allowed website: ${res.text}`);
  return allowed[0]!.requestId;
}
/** The sign-in (token family) an access token belongs to. */
const familyOf = (access: string) => JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()).fam as string;
/** A website request of student1's still waiting (the seed has two; the rows that decide or withdraw one use the oldest). */
async function pendingFirewallOf(c: Context): Promise<number> {
  const res = await api.request('GET', '/firewall/', { token: c.people.token[CALLERS.student] });
  const pending = (res.body.requests as { id: number; status: string }[]).filter((r) => r.status === 'pending');
  if (!pending.length) throw new Error(`student1 has no pending website request: ${res.text}`);
  return pending.at(-1)!.id;
}
/** The newest alarm of the caller (a notice to everyone gives her one if she has none). */
async function ownAlarmOf(c: Context, role: CallerRole): Promise<number> {
  const username = CALLERS[role];
  if (!username) return 1;
  const newest = async () =>
    (await api.request('GET', '/alarms/?pageSize=1', { token: c.people.token[username] })).body.results[0]?.id as number | undefined;
  const found = await newest();
  if (found) return found;
  await freshNotice(c);
  await api.settle();
  return (await newest())!;
}
let spareCount = 0;
/** A student of her own for a row that changes or switches off an account (the callers must stay as they are). */
async function spareStudent(c: Context): Promise<number> {
  spareCount += 1;
  const res = await api.request('POST', '/staff/people/', {
    token: c.people.token[CALLERS.admin],
    body: { category: 'student', name: '임시학생', username: `access_spare${spareCount}` },
  });
  if (res.status !== 201) throw new Error(`spare student: ${res.status} ${res.text}`);
  return res.body.person.id;
}
/** An exam of the calendar nobody entered, for the rows that change or delete one. */
async function spareExam(c: Context): Promise<number> {
  spareCount += 1;
  const res = await api.request('POST', '/staff/education/exam-sessions/', {
    token: c.people.token[CALLERS.admin],
    body: { name: `접근 점검 모의고사 ${spareCount}`, shortName: `점검${spareCount}`, organizer: '사설', examDate: '2027-03-10' },
  });
  if (res.status !== 201) throw new Error(`spare exam: ${res.status} ${res.text}`);
  return res.body.id;
}
const examBody = (n: string) => ({ name: `접근 점검 시험 ${n}`, shortName: '점검', organizer: '사설' as const, examDate: '2027-04-07' });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

const table: { [I in EndpointId]: Row<EndpointById<I>> } = {
  'accounts.login': {
    names: 'caller',
    input: () => ({ body: { username: 'student5', password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': freshAddress() } }),
  },
  'accounts.refresh': { names: 'caller', input: async () => ({ body: { refresh: (await signIn(api, 'student5')).refresh } }) },
  'accounts.logout': { names: 'caller', ownSession: true, input: () => ({ body: {} }) },
  'accounts.me': { names: 'caller' },
  'accounts.changePassword': {
    names: 'caller',
    // A wrong current password: the rule lets her through, and nothing changes.
    input: () => ({ body: { currentPassword: 'wrong-wrong', newPassword: 'a-long-new-secret', newPasswordConfirm: 'a-long-new-secret' } }),
  },
  'accounts.sendErpRefresh': { names: 'caller' },
  'accounts.devices': { names: 'caller' },
  // Another sign-in of the caller's own (made for the call): hers to end.
  'accounts.signOutDevice': {
    names: 'caller',
    input: async (_c, role) => ({ params: { id: CALLERS[role] ? familyOf((await signIn(api, CALLERS[role]!)).access) : randomUUID() } }),
  },
  // Ends every other sign-in of hers: the table's own session is replaced first by a fresh one, which the call keeps.
  'accounts.signOutOtherDevices': {
    names: 'caller',
    input: async (c, role) => {
      const username = CALLERS[role];
      if (username) c.people.token[username] = (await signIn(api, username)).access;
      return { body: {} };
    },
  },
  'alarms.list': { names: 'caller', input: () => ({ query: { pageSize: 5 } }) },
  // One of the caller's own alarms (someone else's is 404 in alarms.test.ts).
  'alarms.read': { names: 'caller', input: async (c, role) => ({ params: { id: await ownAlarmOf(c, role) } }) },
  'alarms.readLink': { names: 'caller', input: () => ({ body: { link: '/services/notice' } }) },
  'alarms.readAll': { names: 'caller' },
  'alarms.getSettings': { names: 'caller' },
  'alarms.saveSettings': {
    names: 'caller',
    input: () => ({
      body: {
        kinds: Object.fromEntries(alarmKinds.map((k) => [k, true])) as Record<AlarmKind, boolean>,
        quietDays: [],
        quietAllDay: false,
        quietStart: null,
        quietEnd: null,
      },
    }),
  },
  'push.publicKey': { names: 'caller' },
  'push.subscribe': { names: 'caller', input: () => ({ body: pushSubscriptionBody() }) },
  'push.status': { names: 'caller', input: () => ({ body: { endpoint: 'https://push.example.com/send/unknown' } }) },
  // Removes a subscription of the caller's own, made just before.
  'push.unsubscribe': {
    names: 'caller',
    input: async (c, role) => {
      const body = pushSubscriptionBody();
      if (CALLERS[role]) await api.request('POST', '/push/subscriptions/', { token: tokenOf(c.people, role), body });
      return { body: { endpoint: body.endpoint } };
    },
  },
  'push.test': { names: 'caller', input: () => ({ body: {} }) },
  'counselingCycles.get': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'counselingCycles.next': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'counselingCycles.save': { names: 'caller', input: () => ({ body: { korean: 'weekly', math: 'biweekly', english: 'monthly' } }) },
  'meals.week': { names: 'caller', input: (c) => ({ query: { week: c.today } }) },
  'meals.myFeedback': { names: 'caller', input: (c) => ({ query: { week: c.today } }) },
  // Today's breakfast: rated once served, refused (409) before 07:00; either way through.
  'meals.rate': { names: 'caller', input: (c) => ({ body: { date: c.today, meal: 'breakfast', rating: 4, comment: '맛있었어요.' } }) },
  'meals.allergies': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'meals.saveAllergies': { names: 'caller', input: () => ({ body: { allergens: [1, 9] } }) },
  'meals.saveMeal': {
    names: 'caller',
    input: (c) => ({
      params: { date: addDays(c.today, 40), meal: 'lunch' },
      body: { dishes: [{ name: '돈까스', allergens: [1, 2, 5, 6, 10] }], kcal: 850 },
    }),
  },
  'meals.pasteWeek': {
    names: 'caller',
    input: (c) => ({ body: { week: addDays(c.today, 49), text: `구분\t${addDays(c.today, 49)}\n중식\t쌀밥<br/>돈까스 1.2.5.6.10.` } }),
  },
  'meals.saveTimes': { names: 'caller', input: () => ({ body: { breakfast: '07:00', lunch: '11:30', dinner: '17:30' } }) },
  'meals.feedbackSummary': { names: 'caller', input: (c) => ({ query: { week: c.today } }) },
  'education.examCalendar': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'education.staffExamSessions': { names: 'caller' },
  'education.createExamSession': { names: 'caller', input: () => ({ body: examBody(`new${++spareCount}`) }) },
  'education.updateExamSession': {
    names: 'caller',
    input: async (c) => ({ params: { id: await spareExam(c) }, body: examBody(`moved${++spareCount}`) }),
  },
  'education.deleteExamSession': { names: 'caller', input: async (c) => ({ params: { id: await spareExam(c) } }) },
  'education.listExams': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'education.examTrend': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'education.createExam': {
    names: 'student',
    input: (c) => ({ query: studentQuery(c), body: { examId: c.freshExam, scores: educationBodies.scores() } }),
  },
  'education.getExam': { names: 'student', input: (c) => ({ params: { id: c.own.exam }, query: studentQuery(c) }) },
  'education.updateExam': {
    names: 'student',
    input: (c) => ({ params: { id: c.own.exam }, query: studentQuery(c), body: { scores: educationBodies.scores() } }),
  },
  // Her other entry: the lock rows below still find the first.
  'education.deleteExam': { names: 'student', input: (c) => ({ params: { id: c.own.otherExam }, query: studentQuery(c) }) },
  'education.lockExam': { names: 'student', input: (c) => ({ params: { id: c.own.exam }, query: studentQuery(c) }) },
  'education.unlockExam': { names: 'student', input: (c) => ({ params: { id: c.own.exam }, query: studentQuery(c) }) },
  'education.getGoals': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'education.saveGoals': { names: 'student', input: (c) => ({ query: studentQuery(c), body: educationBodies.goals() }) },
  'education.listPlans': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'education.createPlan': { names: 'student', input: (c) => ({ query: studentQuery(c), body: educationBodies.plan() }) },
  'education.getPlan': { names: 'student', input: (c) => ({ params: { id: c.own.plan }, query: studentQuery(c) }) },
  'education.completePlan': { names: 'student', input: (c) => ({ params: { id: c.own.plan }, query: studentQuery(c) }) },
  'education.stopPlan': { names: 'student', input: (c) => ({ params: { id: c.own.plan }, query: studentQuery(c) }) },
  'education.restartPlan': { names: 'student', input: (c) => ({ params: { id: c.own.plan }, query: studentQuery(c) }) },
  'education.listMemos': { names: 'student', input: (c) => ({ params: { id: c.own.plan }, query: studentQuery(c) }) },
  'education.addMemo': {
    names: 'student',
    input: (c) => ({ params: { id: c.own.plan }, query: studentQuery(c), body: { body: '확인했습니다.' } }),
  },
  'education.listCounseling': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'education.getCounseling': { names: 'student', input: (c) => ({ params: { id: c.own.counseling }, query: studentQuery(c) }) },
  'education.createCounseling': { names: 'student', input: (c) => ({ query: studentQuery(c), body: educationBodies.counseling() }) },
  'education.listStudents': { names: 'caller' },
  'family.children': { names: 'caller' },
  'reservations.facilities': { names: 'caller' },
  'reservations.day': { names: 'student', input: (c) => ({ params: { facility: 'computer' }, query: studentQuery(c) }) },
  'reservations.book': {
    names: 'caller',
    input: (c) => ({ body: { facility: 'call', date: addDays(c.today, 1), time: '12:30' } }),
  },
  'reservations.upcoming': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'reservations.history': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'reservations.get': { names: 'student', input: (c) => ({ params: { id: c.own.reservation }, query: studentQuery(c) }) },
  'reservations.cancel': { names: 'student', input: (c) => ({ params: { id: c.own.reservation } }) },
  'reservations.staffFacilities': { names: 'caller' },
  'reservations.updateFacility': {
    names: 'caller',
    input: () => ({
      params: { facility: 'computer' },
      body: { name: '컴퓨터실', rulesText: '조용히 이용해 주세요.', dailyQuota: 2, weeklyQuota: 10, cutoffTime: null },
    }),
  },
  'reservations.addResource': { names: 'caller', input: () => ({ params: { facility: 'computer' }, body: { label: '점검용 좌석' } }) },
  'reservations.updateResource': { names: 'caller', input: (c) => ({ params: { id: c.resource }, body: { label: '점검용 좌석 2' } }) },
  'reservations.addTemplates': {
    names: 'caller',
    input: () => ({ params: { facility: 'computer' }, body: { weekdays: [0], startTime: '05:00', endTime: '05:30', capacity: 1 } }),
  },
  'reservations.updateTemplate': {
    names: 'caller',
    input: (c) => ({ params: { id: c.template }, body: { startTime: '05:40', endTime: '05:50', capacity: 2 } }),
  },
  'reservations.deleteTemplate': { names: 'caller', input: (c) => ({ params: { id: c.template } }) },
  'reservations.staffDay': { names: 'caller', input: (c) => ({ params: { facility: 'computer', date: c.today } }) },
  'reservations.closeDay': {
    names: 'caller',
    input: (c) => ({ params: { facility: 'eym', date: addDays(c.today, 60) }, body: { reason: '시설 점검' } }),
  },
  'reservations.reopenDay': {
    names: 'caller',
    // Closed again before each call, so that the second caller let through finds a closed day too.
    input: async (c) => {
      const params = { facility: 'eym', date: addDays(c.today, 60) } as const;
      const closed = await api.request('PUT', `/staff/reservations/facilities/eym/days/${params.date}/closed/`, {
        token: c.people.token[CALLERS.admin],
        body: { reason: '시설 점검' },
      });
      expect(closed.status, closed.text).toBe(200);
      return { params };
    },
  },
  'reservations.markNoShow': { names: 'student', input: (c) => ({ params: { id: c.own.reservation }, body: { noShow: false } }) },
  'notices.list': { names: 'caller' },
  'notices.get': { names: 'caller', input: (c) => ({ params: { id: c.notice } }) },
  'notices.staffList': { names: 'caller' },
  'notices.staffGet': { names: 'caller', input: (c) => ({ params: { id: c.notice } }) },
  'notices.create': { names: 'caller', input: () => ({ body: noticeBody() }) },
  'notices.update': { names: 'caller', input: (c) => ({ params: { id: c.notice }, body: noticeBody() }) },
  'notices.pin': { names: 'caller', input: (c) => ({ params: { id: c.notice }, body: { pinned: false } }) },
  'notices.remove': { names: 'caller', input: async (c) => ({ params: { id: await freshNotice(c) } }) },
  'notices.readers': { names: 'caller', input: (c) => ({ params: { id: c.notice } }) },
  'notices.classes': { names: 'caller' },
  'site.get': { names: 'caller' },
  'site.backups': { names: 'caller' },
  'site.staffGet': { names: 'caller' },
  'site.backupNow': { names: 'caller' },
  'site.update': {
    names: 'caller',
    input: () => ({
      body: {
        serviceTitle: '청람기숙학원',
        intranetUrl: 'https://intranet.cheongram.kr',
        logoUrl: '/logo.svg',
        companyName: '주식회사 청람에듀',
        representative: '김서윤',
        businessRegistrationNumber: '214-87-40521',
        mailOrderRegistrationNumber: '제2026-경기양평-0412호',
        address: '경기도 양평군 양서면 청람길 27',
        customerServicePhone: '031-771-2480',
      },
    }),
  },
  'people.list': { names: 'caller', input: () => ({ query: { category: 'student', q: '김' } }) },
  'people.get': { names: 'caller', input: (c) => ({ params: { id: c.studentId } }) },
  'people.history': { names: 'caller', input: (c) => ({ params: { id: c.studentId } }) },
  'people.create': {
    names: 'caller',
    input: () => ({ body: { category: 'teacher', name: '새선생', username: `access_new${++spareCount}`, subjects: ['math'] } }),
  },
  'people.update': {
    names: 'caller',
    input: async (c) => ({
      params: { id: await spareStudent(c) },
      body: { name: '임시학생', username: `access_moved${++spareCount}`, className: '3반' },
    }),
  },
  'people.setActive': { names: 'caller', input: async (c) => ({ params: { id: await spareStudent(c) }, body: { active: false } }) },
  'people.resetPassword': { names: 'caller', input: async (c) => ({ params: { id: await spareStudent(c) } }) },
  'people.importPreview': { names: 'caller', input: () => ({ body: { text: '이름\t아이디\n홍길동\taccess_preview' } }) },
  'people.import': { names: 'caller', input: () => ({ body: { text: `이름\t아이디\n홍길동\taccess_import${++spareCount}` } }) },
  'vacations.list': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'vacations.request': {
    names: 'caller',
    input: () => ({ body: { type: 'outing', startAt: inDays(40), expectedReturnAt: inDays(40.2), reason: '병원 진료' } }),
  },
  'vacations.cancel': { names: 'student', input: (c) => ({ params: { id: c.cancellableVacation } }) },
  'vacations.consent': { names: 'student', input: (c) => ({ params: { id: c.own.vacation } }) },
  'vacations.decline': { names: 'student', input: (c) => ({ params: { id: c.own.vacation }, body: { reason: '가족 일정과 겹칩니다.' } }) },
  'live.events': { names: 'caller' },
  // Students upload a doctor's note; for other callers the purpose is refused (400), not the route.
  'files.upload': {
    names: 'caller',
    input: () => ({ query: { purpose: 'sick-note' } }),
    file: () => ({ name: '진단서.png', bytes: pngBytes() }),
  },
  'files.download': { names: 'student', input: (c) => ({ params: { id: c.sickNote } }) },
  'files.thumbnail': { names: 'student', input: (c) => ({ params: { id: c.sickNote } }) },
  'library.list': { names: 'caller', input: () => ({ query: { category: 'math', q: '기출' } }) },
  'library.get': { names: 'caller', input: (c) => ({ params: { id: c.libraryItem } }) },
  // An empty title: the rule lets staff through to the validation (a real share is in library.test.ts).
  'library.create': {
    names: 'caller',
    input: () => ({ body: { title: '', category: 'math', description: '', attachmentId: '00000000-0000-4000-8000-000000000000' } }),
  },
  'library.update': {
    names: 'caller',
    input: (c) => ({ params: { id: c.libraryItem }, body: { title: '수학 기출 정리', category: 'math', description: '고친 설명' } }),
  },
  // A fresh item for each call: a removed one is gone.
  'library.remove': { names: 'caller', input: async (c) => ({ params: { id: await sharedItem(c.people) } }) },
  'firewall.mine': { names: 'caller' },
  'firewall.request': { names: 'caller', input: () => ({ body: { address: 'https://www.ebs.co.kr/', reason: '접근 점검' } }) },
  'firewall.withdraw': { names: 'student', input: async (c) => ({ params: { id: await pendingFirewallOf(c) } }) },
  'firewall.queue': { names: 'caller' },
  'firewall.revoke': { names: 'student', input: async (c) => ({ params: { id: await allowedFirewallOf(c) }, body: {} }) },
  'firewall.decide': {
    names: 'student',
    input: async (c) => ({ params: { id: await pendingFirewallOf(c) }, body: { decision: 'approve' } }),
  },
  'feedback.send': { names: 'caller', input: () => ({ body: { kind: 'facility', body: '3층 정수기 물이 잘 안 나와요.' } }) },
  'feedback.mine': { names: 'caller' },
  'feedback.get': { names: 'student', input: (c) => ({ params: { id: c.feedback } }) },
  'feedback.staffList': { names: 'caller', input: () => ({ query: { status: 'open' } }) },
  'feedback.answer': { names: 'student', input: (c) => ({ params: { id: c.feedback }, body: { answer: '확인 후 고치겠습니다.' } }) },
  'feedback.close': { names: 'student', input: (c) => ({ params: { id: c.feedback } }) },
  'chat.rooms': { names: 'caller', input: () => ({ query: {} }) },
  'chat.create': {
    names: 'student',
    input: (c) => ({
      body: { category: 'math', target: 'any', teacherId: null, studentId: c.studentId, body: '확률과 통계 질문이 있어요.' },
    }),
  },
  // Her room with teacher1: not her mother's to read.
  'chat.get': { names: 'herself', input: (c) => ({ params: { id: c.chatRoom } }) },
  'chat.messages': { names: 'herself', input: (c) => ({ params: { id: c.chatRoom }, query: {} }) },
  'chat.send': { names: 'herself', input: (c) => ({ params: { id: c.chatRoom }, body: { body: '확인했습니다.' } }) },
  'chat.read': { names: 'herself', input: (c) => ({ params: { id: c.chatRoom }, body: {} }) },
  'chat.waiting': { names: 'caller', input: () => ({ query: {} }) },
  // Already teacher1's: 409 CHAT_TAKEN for the staff who may see it.
  'chat.take': { names: 'student', input: (c) => ({ params: { id: c.chatRoom } }) },
  'chat.close': { names: 'student', input: (c) => ({ params: { id: c.chatRoomToClose } }) },
  'chat.notice': { names: 'student', input: (c) => ({ params: { id: c.chatRoom }, body: { notice: '질문은 사진과 함께 올려 주세요.' } }) },
  'inquiries.teachers': { names: 'caller' },
  'inquiries.create': {
    names: 'student',
    input: (c) => ({
      body: {
        kind: 'academic',
        studentId: c.studentId,
        subject: 'math',
        teacherId: null,
        answerMethod: 'app',
        body: '미적분 21번 풀이가 궁금해요.',
      },
    }),
  },
  'inquiries.mine': { names: 'student', input: (c) => ({ query: studentQuery(c) }) },
  'inquiries.get': { names: 'student', input: (c) => ({ params: { id: c.inquiry } }) },
  'inquiries.staffList': { names: 'caller', input: () => ({ query: { status: 'open' } }) },
  'inquiries.answer': {
    names: 'student',
    input: (c) => ({ params: { id: c.inquiry }, body: { answer: '내일 자습 시간에 설명해 줄게요.' } }),
  },
  'inquiries.reassign': { names: 'student', input: (c) => ({ params: { id: c.inquiry }, body: { teacherId: null } }) },
  'inquiries.close': { names: 'student', input: (c) => ({ params: { id: c.inquiry } }) },
  'vacations.queue': { names: 'caller', input: () => ({ query: { queue: 'decision' } }) },
  'vacations.decide': { names: 'student', input: (c) => ({ params: { id: c.own.vacation }, body: { decision: 'approve' } }) },
  'vacations.markReturned': { names: 'student', input: (c) => ({ params: { id: c.own.vacation }, body: {} }) },
  'contents.list': { names: 'caller', input: () => ({ query: { category: 'math' } }) },
  'contents.get': { names: 'caller', input: (c) => ({ params: { id: c.contents.freshItem } }) },
  'contents.paymentOptions': { names: 'caller' },
  // Naming student1: her first order is made (a request to her parent), then ALREADY_ORDERED; a parent cannot ask a parent (400).
  'contents.order': {
    names: 'student',
    input: (c) => ({ body: { itemId: c.contents.freshItem, studentId: c.studentId, payWith: 'parent' } }),
  },
  'contents.orders': { names: 'student', input: (c) => ({ query: { studentId: c.studentId, view: 'receipts' } }) },
  'contents.getOrder': { names: 'student', input: (c) => ({ params: { id: c.contents.paid } }) },
  // The first caller let through pays it; the next find it paid (409).
  'contents.pay': { names: 'student', input: (c) => ({ params: { id: c.contents.awaiting }, body: { method: 'billing' } }) },
  'contents.discard': { names: 'student', input: async (c) => ({ params: { id: await c.contents.freshAwaiting() } }) },
  // Toss is not configured in this API: her family gets 409, others 404 first.
  'contents.tossCheckout': { names: 'student', input: (c) => ({ params: { id: c.contents.awaiting } }) },
  'contents.tossConfirm': {
    names: 'caller',
    input: () => ({ body: { paymentKey: 'tfake_access', orderId: '00000000-0000-4000-8000-000000000000', amount: 1000 } }),
  },
  'contents.requestCancel': { names: 'student', input: (c) => ({ params: { id: c.contents.paid }, body: { reason: '점검용 취소 요청' } }) },
  'contents.confirmPurchase': { names: 'student', input: (c) => ({ params: { id: c.contents.paid2 } }) },
  'contents.statement': { names: 'student', input: (c) => ({ query: { studentId: c.studentId } }) },
  'contents.staffItems': { names: 'caller' },
  // An empty title: the rule lets staff through to the validation (real items are made in contents.test.ts).
  'contents.createItem': {
    names: 'caller',
    input: () => ({
      body: { title: '', category: 'math', kind: 'lecture', author: '점검', summary: '점검', description: '', price: 1000, onSale: true },
    }),
  },
  'contents.updateItem': {
    names: 'caller',
    input: (c) => ({
      params: { id: c.contents.freshItem },
      body: {
        title: '접근 점검용 강의',
        category: 'math',
        kind: 'lecture',
        author: '점검',
        summary: '점검',
        description: '',
        price: 1500,
        onSale: true,
      },
    }),
  },
  'contents.staffOrders': { names: 'caller', input: () => ({ query: { status: 'cancel_requested' } }) },
  'contents.decideCancel': {
    names: 'student',
    input: (c) => ({ params: { id: c.contents.cancelRequested }, body: { decision: 'approve' } }),
  },
  'contents.invoices': { names: 'caller' },
  'wifi.guide': { names: 'caller' },
  'wifi.staffGet': { names: 'caller' },
  'wifi.save': {
    names: 'caller',
    input: () => ({ body: { networks: [{ ssid: 'Cheongram_Study', area: '본관 자습실', password: 'study2026!', note: '학습용' }] } }),
  },
};

type Expected = { status: 401; code: 'UNAUTHENTICATED' } | { status: 404; code: 'ROUTE_NOT_FOUND' | 'NOT_FOUND' } | 'through';

/** What the access rule of `e` says a role gets. */
function expected(e: AnyEndpoint, row: Row<AnyEndpoint>, role: CallerRole): Expected {
  if (e.access === 'public') return 'through';
  const category = categoryOf[role];
  if (!category) return { status: 401, code: 'UNAUTHENTICATED' };
  if (Array.isArray(e.access) && !e.access.includes(category)) return { status: 404, code: 'ROUTE_NOT_FOUND' };
  if (row.names !== 'caller' && (role === 'otherStudent' || role === 'unlinkedParent')) return { status: 404, code: 'NOT_FOUND' };
  if (row.names === 'herself' && role === 'parent') return { status: 404, code: 'NOT_FOUND' };
  return 'through';
}

/** A caller the rule lets through gets a success or a refusal about the request itself. */
const THROUGH = [400, 409, 422];

let api: TestApi;
let context: Context;

/** A browser's push subscription (its keys usable; nothing is sent to it here). */
function pushSubscriptionBody() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A library item an admin shares (a PDF uploaded for it first). */
async function sharedItem(people: People): Promise<number> {
  const admin = people.token[CALLERS.admin];
  const file = await upload(api, admin, { name: '수학 기출.pdf', bytes: pdfBytes(), type: 'application/pdf' }, 'library-file');
  expect(file.status, file.text).toBe(201);
  const item = await api.request('POST', '/staff/library/', {
    token: admin,
    body: { title: '수학 기출 정리', category: 'math', description: '', attachmentId: file.body.id },
  });
  expect(item.status, item.text).toBe(201);
  return item.body.id;
}

beforeAll(async () => {
  api = await startTestApi();
  const people = await signInPeople(api);
  const admin = people.token[CALLERS.admin]!;
  const studentId = people.id[CALLERS.student]!;
  const own = await studentRecordsOf(api, admin, studentId);
  const calendar = await api.request('GET', '/education/exam-calendar/?pageSize=100', { token: people.token[CALLERS.student] });
  const freshExam = calendar.body.results.find((x: { held: boolean; recordId: number | null }) => x.held && x.recordId == null).id;
  const facilities = await api.request('GET', '/staff/reservations/facilities/', { token: admin });
  const computer = (facilities.body.results ?? facilities.body).find((f: { id: string }) => f.id === 'computer');
  // A period of its own for the rows that change or delete one.
  const added = await api.request('POST', '/staff/reservations/facilities/computer/templates/', {
    token: admin,
    body: { weekdays: [1], startTime: '04:00', endTime: '04:30', capacity: 1 },
  });
  expect(added.status, added.text).toBe(201);
  const template = added.body.templates.find(
    (t: { weekday: number; startTime: string }) => t.weekday === 1 && t.startTime.startsWith('04:00'),
  ).id;
  const request = await api.request('POST', '/vacations/', {
    token: people.token[CALLERS.student],
    body: { type: 'outing', startAt: inDays(30), expectedReturnAt: inDays(30.2), reason: '안경점 방문' },
  });
  expect(request.status, request.text).toBe(201);
  const note = await upload(api, people.token[CALLERS.student], { name: '진단서.png', bytes: pngBytes() });
  expect(note.status, note.text).toBe(201);
  const sick = await api.request('POST', '/vacations/', {
    token: people.token[CALLERS.student],
    body: { type: 'sick', startAt: inDays(20), expectedReturnAt: inDays(20.5), reason: '감기', attachmentIds: [note.body.id] },
  });
  expect(sick.status, sick.text).toBe(201);
  const sent = await api.request('POST', '/feedback/', {
    token: people.token[CALLERS.student],
    body: { kind: 'app', body: '알림이 늦게 와요. 확인 부탁드려요.' },
  });
  expect(sent.status, sent.text).toBe(201);
  const notice = await api.request('POST', '/staff/notices/', { token: admin, body: noticeBody() });
  expect(notice.status, notice.text).toBe(201);
  const asked = await api.request('POST', '/inquiries/', {
    token: people.token[CALLERS.student],
    body: { kind: 'academic', subject: 'english', teacherId: null, answerMethod: 'app', body: '빈칸 추론 34번 해설이 이해가 안 돼요.' },
  });
  expect(asked.status, asked.text).toBe(201);
  const openRoom = async () => {
    const res = await api.request('POST', '/chat/rooms/', {
      token: people.token[CALLERS.student],
      body: { category: 'english', target: 'teacher', teacherId: people.id[CALLERS.teacher], body: '모의고사 34번 질문드려요.' },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  context = {
    chatRoom: await openRoom(),
    chatRoomToClose: await openRoom(),
    inquiry: asked.body.id,
    libraryItem: await sharedItem(people),
    contents: await contentsContext(people),
    feedback: sent.body.id,
    people,
    own,
    studentId,
    freshExam,
    resource: computer.resources[0].id,
    template,
    cancellableVacation: request.body.id,
    sickNote: note.body.id,
    notice: notice.body.id,
    today: seoulDate(new Date()),
  };
});
afterAll(() => api?.close());

/**
 * What a cache may keep of an answer that got through: nothing (`private, no-store`, the router's
 * default), but for the few answers whose handlers say otherwise. None of them is for a shared cache
 * unless it is the same for everyone.
 */
const KEPT: Partial<Record<string, RegExp>> = {
  'site.get': /^public, max-age=60$/,
  'files.thumbnail': /^private, no-cache$/,
  'live.events': /^no-cache, no-store, no-transform$/,
};
const NOT_KEPT_EXACTLY = new RegExp(`^${NOT_KEPT}$`);

async function call(e: AnyEndpoint, row: Row<AnyEndpoint>, role: CallerRole) {
  const input: { params?: unknown; query?: unknown; body?: unknown; headers?: Record<string, string> } =
    (await row.input?.(context, role)) ?? {};
  let token = tokenOf(context.people, role);
  if (row.ownSession && CALLERS[role]) token = (await signIn(api, CALLERS[role]!)).access;
  const form = e.upload && row.file ? formOf(row.file()) : undefined;
  return api.request(e.method, urlOf(e, input), { token, body: input.body, headers: input.headers, form, stream: !!e.stream });
}

describe('every endpoint, called by every kind of caller', () => {
  it('has a row in the access table', () => {
    expect(Object.keys(table).sort()).toEqual(allEndpoints.map((e) => e.id).sort());
  });

  it.each(allEndpoints.map((e) => [`${e.id} (${e.method} ${e.path})`, e] as const))(
    '%s answers what its access rule says',
    async (_name, e) => {
      const row = (table as Record<string, Row<AnyEndpoint>>)[e.id];
      expect(row, `${e.id} has no row`).toBeDefined();
      // Refusals first: a call that gets through may change what the others find.
      const roles = [...CALLER_ROLES].sort(
        (a, b) => Number(expected(e, row!, a) === 'through') - Number(expected(e, row!, b) === 'through'),
      );
      for (const role of roles) {
        const want = expected(e, row!, role);
        const res = await call(e, row!, role);
        const label = `${role} (${CALLERS[role] ?? 'signed out'}) -> ${e.method} ${e.path}`;
        if (want === 'through') {
          expect(res.status < 300 || THROUGH.includes(res.status), `${label}: ${res.status} ${res.text.slice(0, 300)}`).toBe(true);
          if (res.status < 300) expect(res.headers.get('cache-control'), `${label}: Cache-Control`).toMatch(KEPT[e.id] ?? NOT_KEPT_EXACTLY);
          if (res.status >= 300) expect(res.body.code, label).not.toMatch(/NOT_FOUND|UNAUTHENTICATED/);
        } else {
          expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(want.status);
          expectError(res, want.status, want.code);
        }
      }
    },
  );

  it('lets every kind of caller through somewhere, and refuses each somewhere', () => {
    // A guard against a table that only ever expects refusals (or only successes).
    for (const role of CALLER_ROLES) {
      const outcomes = allEndpoints.map((e) => expected(e, (table as Record<string, Row<AnyEndpoint>>)[e.id]!, role));
      expect(
        outcomes.some((o) => o === 'through'),
        role,
      ).toBe(true);
      expect(
        outcomes.some((o) => o !== 'through'),
        role,
      ).toBe(true);
    }
  });
});

describe('the staff convention (docs/decisions.md)', () => {
  const staffOnly = (e: AnyEndpoint) => Array.isArray(e.access) && e.access.every((c) => c === 'teacher' || c === 'admin');

  it.each(allEndpoints.map((e) => [`${e.id} (${e.method} ${e.path})`, e] as const))(
    '%s is under /staff/ exactly when only staff may call it',
    (_name, e) => {
      expect(e.path.startsWith('/staff/'), `access ${JSON.stringify(e.access)}`).toBe(staffOnly(e));
    },
  );
});
