import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, formatMonthDay, seoulDate, weekdayOf } from '@portal/contract/dates';
import type { Db } from '../client';
import { attachments, noticeReads, notices, studentClasses } from '../schema';
import { enqueueJob } from '../../jobs/queue';
import { noticePublish } from '../../modules/notices/service';
import { cleanNoticeHtml } from '../../modules/notices/sanitize';
import type { DemoPeople, SeedFiles } from './demo';
import { nthWeekday } from './education';
import { floorPlanPng, handoutPdf } from './notice-files';

type Seeded = {
  category: (typeof notices.$inferInsert)['category'];
  title: string;
  /** Its HTML; a function of the seed's clock for one that names dates (their weekdays must be right). */
  body: string | ((now: Date) => string);
  audience: (typeof notices.$inferInsert)['audience'];
  className?: string;
  pinned?: boolean;
  /** Hours before the seed's clock it came out (negative: scheduled that far ahead). */
  hoursAgo: number;
  author: 'teacher1' | 'teacher2' | 'admin';
  file?: { name: string; type: string; bytes: (now: Date) => Buffer };
  readBy?: readonly Parameters<DemoPeople['idOf']>[0][];
};

const ENGLISH_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The December the notice announces (this year's), its days found by weekday: the mock exam on the
 * last Saturday, as the exam calendar has it (education.ts), the counselling week from the second
 * Monday, the regular leave from the third Friday to the Monday after.
 */
function decemberOf(now: Date) {
  const year = Number(seoulDate(now).slice(0, 4));
  const leave = nthWeekday(year, 12, 5, 3);
  return [
    { date: nthWeekday(year, 12, 1, 2), what: '성적 상담 주간 시작', english: 'Counselling week begins' },
    { date: leave, what: '정기휴가 출발 (오후 3시 이후)', english: 'Regular leave from 15:00' },
    { date: addDays(leave, 3), what: '복귀 (오후 9시까지)', english: 'Return by 21:00' },
    { date: nthWeekday(year, 12, 6, 0), what: '12월 청람 월례고사', english: 'December mock exam' },
  ];
}

const list: Seeded[] = [
  {
    category: 'academic',
    title: '12월 학사 일정 안내',
    pinned: true,
    hoursAgo: 50,
    audience: 'all',
    author: 'admin',
    body: (now) =>
      `<h2>12월 주요 일정</h2><ul>${decemberOf(now)
        .map((d) => `<li>${formatMonthDay(d.date)} ${d.what}</li>`)
        .join('')}</ul><p>자세한 일정표는 첨부한 PDF를 확인해 주세요. 일정은 사정에 따라 바뀔 수 있으며, 바뀌면 다시 공지합니다.</p>`,
    file: {
      name: '12월 학사일정표.pdf',
      type: 'application/pdf',
      bytes: (now) =>
        handoutPdf([
          'Cheongram Academy - December Schedule',
          ...decemberOf(now).map((d) => `Dec ${Number(d.date.slice(8))} (${ENGLISH_DAYS[weekdayOf(d.date)]})  ${d.english}`),
        ]),
    },
    readBy: ['student2', 'student3', 'student4', 'parent1'],
  },
  {
    category: 'life',
    title: '동절기 기숙사 생활 수칙',
    pinned: true,
    hoursAgo: 140,
    audience: 'all',
    author: 'teacher2',
    body: `<p>기온이 크게 떨어지는 시기입니다. 아래 수칙을 꼭 지켜 주세요.</p><ol><li>개인 전열기(전기장판 포함)는 사용할 수 없습니다.</li><li>창문은 취침 전 반드시 닫아 주세요.</li><li>감기 증상이 있으면 바로 생활 선생님께 알려 주세요.</li></ol><blockquote>점호는 평일 오후 11시 30분, 주말 오후 11시입니다.</blockquote>`,
    readBy: ['student1', 'student2', 'student3', 'student5', 'student6', 'parent1', 'parent2'],
  },
  {
    category: 'facility',
    title: '3층 자습실 난방기 교체 공사 안내',
    hoursAgo: 22,
    audience: 'all',
    author: 'teacher1',
    body: `<p>3층 자습실 난방기를 교체합니다. 공사 기간에는 <strong>2층 세미나실</strong>을 임시 자습실로 사용합니다.</p><ul><li>기간: 이번 주 토요일 오전 9시 ~ 일요일 오후 6시</li><li>좌석 배치는 첨부한 배치도를 확인해 주세요.</li></ul>`,
    file: { name: '임시 자습실 배치도.png', type: 'image/png', bytes: floorPlanPng },
    readBy: ['student4'],
  },
  {
    category: 'admission',
    title: '정시 지원 전략 설명회 참가 신청',
    hoursAgo: 45,
    audience: 'students',
    author: 'teacher1',
    body: `<p>수능 성적 발표 후 정시 지원 전략 설명회를 엽니다.</p><h3>신청 방법</h3><p>담임 선생님께 말씀하거나 문의하기에서 신청해 주세요. 자리가 한정되어 있어 먼저 신청한 순서로 받습니다.</p><p>참고: <a href="https://www.adiga.kr">대입정보포털 어디가</a></p>`,
    readBy: ['student3', 'student5'],
  },
  {
    category: 'general',
    title: '12월 학부모 상담 주간 안내',
    hoursAgo: 96,
    audience: 'parents',
    author: 'admin',
    body: `<p>학부모님, 안녕하세요. 12월 10일부터 2주 동안 학부모 상담 주간을 운영합니다.</p><p>전화 또는 방문 상담 중 원하시는 방법을 담임 선생님께 알려 주시면 시간을 잡아 드리겠습니다.</p>`,
    readBy: ['parent2'],
  },
  {
    category: 'academic',
    title: '1반 모의고사 오답 클리닉 일정',
    hoursAgo: 20,
    audience: 'class',
    className: '1반',
    author: 'teacher1',
    body: `<p>1반 학생들은 이번 주 목요일 저녁 자습 1교시에 <u>수학 오답 클리닉</u>에 참여합니다. 모의고사 시험지를 꼭 가져오세요.</p>`,
  },
  {
    category: 'academic',
    title: '2반 국어 보충수업 교실 변경',
    hoursAgo: 30,
    audience: 'class',
    className: '2반',
    author: 'teacher2',
    body: `<p>2반 국어 보충수업 교실이 이번 주부터 <strong>204호</strong>로 바뀝니다.</p>`,
    readBy: ['student2'],
  },
  {
    category: 'life',
    title: '11월 정기휴가 일정 안내',
    hoursAgo: 26,
    audience: 'all',
    author: 'teacher2',
    body: `<p>11월 정기휴가는 마지막 주 금요일 오후 3시부터 일요일 오후 9시까지입니다.</p><p>보호자님이 휴가 신청에 동의해 주셔야 출발할 수 있습니다. 마이페이지의 휴가 내역에서 확인해 주세요.</p>`,
    readBy: ['student3', 'student4', 'student6', 'parent2'],
  },
  {
    category: 'facility',
    title: '세탁실 이용 시간 변경',
    hoursAgo: 190,
    audience: 'students',
    author: 'teacher2',
    body: `<p>다음 주부터 세탁실 이용 시간이 <strong>오전 6시 ~ 오후 11시</strong>로 바뀝니다. 건조기는 한 번에 한 대만 사용해 주세요.</p>`,
    readBy: ['student1', 'student2', 'student3', 'student4', 'student5'],
  },
  {
    category: 'general',
    title: '분실물 보관 안내',
    hoursAgo: 290,
    audience: 'all',
    author: 'admin',
    body: `<p>1층 행정실에서 분실물을 보관하고 있습니다. 2주가 지난 물건은 기부합니다.</p><p>문의: <a href="mailto:office@cheongram.kr">office@cheongram.kr</a></p>`,
    readBy: ['student1', 'student6', 'parent1'],
  },
  {
    category: 'admission',
    title: '2027학년도 수시 합격자 발표 일정',
    hoursAgo: 240,
    audience: 'parents',
    author: 'teacher1',
    body: `<p>주요 대학의 수시 합격자 발표 일정을 정리했습니다. 발표 후 등록 절차는 대학마다 다르니 꼭 확인해 주세요.</p><ul><li>서울권 대학: 12월 둘째 주</li><li>지방 거점 국립대: 12월 셋째 주</li></ul>`,
    readBy: ['parent1', 'parent2'],
  },
  {
    category: 'academic',
    title: '1월 신년 특강 시간표',
    hoursAgo: -48,
    audience: 'students',
    author: 'teacher1',
    body: `<p>1월 신년 특강 시간표입니다. 과목별 신청은 다음 주에 받습니다.</p>`,
  },
];

/** The classes (반) students are in, and a dozen notices across categories and audiences. */
export async function seedNotices(db: Db, people: DemoPeople, now: Date, files?: SeedFiles) {
  const id = people.idOf;
  await db.insert(studentClasses).values([
    { studentId: id('student1'), className: '1반' },
    { studentId: id('student3'), className: '1반' },
    { studentId: id('student5'), className: '1반' },
    { studentId: id('student2'), className: '2반' },
    { studentId: id('student4'), className: '2반' },
    { studentId: id('student6'), className: '2반' },
  ]);
  const at = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  for (const s of list) {
    const publishAt = at(s.hoursAgo);
    const scheduled = s.hoursAgo < 0;
    const [row] = await db
      .insert(notices)
      .values({
        category: s.category,
        title: s.title,
        bodyHtml: cleanNoticeHtml(typeof s.body === 'function' ? s.body(now) : s.body),
        audience: s.audience,
        className: s.className ?? null,
        pinned: !!s.pinned,
        publishAt,
        notifiedAt: scheduled ? null : publishAt,
        authorId: id(s.author),
        createdAt: scheduled ? now : publishAt,
        updatedAt: scheduled ? now : publishAt,
      })
      .returning({ id: notices.id });
    const noticeId = row!.id;
    if (scheduled) await enqueueJob(db, noticePublish, { noticeId }, { runAt: publishAt, key: `notices.publish:${noticeId}` });
    if (s.readBy?.length)
      await db
        .insert(noticeReads)
        .values(s.readBy.map((u, i) => ({ noticeId, userId: id(u), readAt: new Date(publishAt.getTime() + (i + 1) * 37 * 60_000) })));
    // The files need somewhere to live: the API's storage (the tests' template database has none).
    if (s.file && files) {
      const bytes = s.file.bytes(now);
      const fileId = randomUUID();
      const key = `notice-attachment/${fileId}`;
      await files.put(key, Readable.from([bytes]), s.file.type);
      await db.insert(attachments).values({
        id: fileId,
        ownerId: id(s.author),
        purpose: 'notice-attachment',
        originalName: s.file.name,
        size: bytes.length,
        contentType: s.file.type,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey: key,
        attachedTo: noticeId,
        createdAt: publishAt,
      });
    }
  }
}
