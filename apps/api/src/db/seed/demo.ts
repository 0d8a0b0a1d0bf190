import type { Db } from '../client';
import { linkForStudent } from '@portal/contract/alarms-labels';
import { alarms, guardianships, siteInfo, users } from '../schema';
import { hashPassword } from '../../modules/accounts/passwords';
import { seedVacations } from './vacations';
import { seedReservations } from './reservations';
import { seedEducation } from './education';
import type { FileStorage } from '../../modules/files/storage';
import { seedLibrary } from './library';
import { seedMeals } from './meals';
import { seedNotices } from './notices';
import { seedWifi } from './wifi';
import { seedInquiries } from './inquiries';
import { seedFirewall } from './firewall';
import { seedChat } from './chat';
import { seedContents } from './contents';
import { seedPeople } from './people';

export const DEMO_PASSWORD = 'demo1234!';

const people = [
  { username: 'student1', name: '김하린', category: 'student', email: 'harin.kim@cheongram.kr' },
  { username: 'student2', name: '김서아', category: 'student', email: 'seoa.kim@cheongram.kr' },
  { username: 'parent1', name: '박지현', category: 'parent', email: 'jihyun.park@gmail.com' },
  { username: 'teacher1', name: '정우진', category: 'teacher', email: 'woojin.jung@cheongram.kr' },
  { username: 'admin', name: '최현수', category: 'admin', email: 'admin@cheongram.kr' },
  { username: 'student3', name: '이유나', category: 'student', email: 'yuna.lee@cheongram.kr' },
  { username: 'student4', name: '최지우', category: 'student', email: 'jiwoo.choi@cheongram.kr' },
  { username: 'student5', name: '한소율', category: 'student', email: 'soyul.han@cheongram.kr' },
  { username: 'student6', name: '윤채원', category: 'student', email: 'chaewon.yoon@cheongram.kr' },
  { username: 'teacher2', name: '송미경', category: 'teacher', email: 'mikyung.song@cheongram.kr' },
  { username: 'parent2', name: '정은영', category: 'parent', email: 'eunyoung.jung@naver.com' },
] as const;

/** The demo people by login id, handed to each domain's seed. */
export type DemoPeople = { idOf: (username: (typeof people)[number]['username']) => number };

/**
 * Each domain adds its demo data here, after the people exist. Keep each one in its own file
 * (`seed/<domain>.ts`) exporting `async (db, people, now) => void`; every time in it is laid out
 * around `now`, so that a test can seed at the moment it pretends it is.
 */
/** Where a seed writes the bytes of the files it makes (the API's storage); without it only the rows are written. */
export type SeedFiles = Pick<FileStorage, 'put'>;

const domainSeeds: ((db: Db, people: DemoPeople, now: Date, files?: SeedFiles) => Promise<void>)[] = [
  seedVacations,
  seedReservations,
  seedEducation,
  seedLibrary,
  seedMeals,
  seedNotices,
  seedWifi,
  seedInquiries,
  seedFirewall,
  seedContents,
  seedChat,
  seedPeople,
];

/** Fills an empty database with a believable centre: site information, people, families, alarms. */
export async function seedDemo(db: Db, now: Date = new Date(), files?: SeedFiles) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(siteInfo).values({
    id: 1,
    serviceTitle: '청람기숙학원',
    intranetUrl: 'https://intranet.cheongram.kr',
    logoUrl: '/logo.svg',
    companyName: '주식회사 청람에듀',
    representative: '김서윤',
    businessRegistrationNumber: '214-87-40521',
    mailOrderRegistrationNumber: '제2026-경기양평-0412호',
    address: '경기도 양평군 양서면 청람길 27',
    customerServicePhone: '031-771-2480',
  });
  const inserted = await db
    .insert(users)
    .values(people.map((p) => ({ ...p, passwordHash })))
    .returning({ id: users.id, username: users.username });
  const id: DemoPeople['idOf'] = (u) => inserted.find((r) => r.username === u)!.id;
  await db.insert(guardianships).values([
    { parentId: id('parent1'), studentId: id('student1'), relation: '어머니' },
    { parentId: id('parent1'), studentId: id('student2'), relation: '어머니' },
    { parentId: id('parent2'), studentId: id('student3'), relation: '어머니' },
  ]);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
  await db.insert(alarms).values([
    {
      userId: id('student1'),
      kind: 'reservation',
      title: '오늘 19:00 컴퓨터실 예약이 확정되었습니다.',
      link: '/reservation/my',
      createdAt: hoursAgo(1),
    },
    {
      userId: id('student1'),
      kind: 'notice',
      title: '11월 정기휴가 일정 안내가 올라왔습니다.',
      link: '/services/notice',
      createdAt: hoursAgo(26),
    },
    {
      userId: id('student2'),
      kind: 'notice',
      title: '11월 정기휴가 일정 안내가 올라왔습니다.',
      link: '/services/notice',
      createdAt: hoursAgo(26),
    },
    {
      userId: id('parent1'),
      kind: 'vacation',
      title: '김하린 학생의 외출 신청에 동의가 필요합니다.',
      link: linkForStudent('/mypage/vacations', id('student1')),
      createdAt: hoursAgo(3),
    },
  ]);
  // What they already read: the alarm list has a history, and parent1's shows both children's
  // (each opening the page of the child it is about). The unread counts above stay as they are.
  const readAfter = (h: number) => ({ createdAt: hoursAgo(h), readAt: hoursAgo(h - 1) });
  await db.insert(alarms).values([
    {
      userId: id('student1'),
      kind: 'inquiry',
      title: '문의에 답변이 등록되었습니다 (학습 문의 · 수학).',
      body: '수열의 귀납적 정의는 첫째 항부터 차례로 써 보면 규칙이 보여요.',
      link: '/contactus',
      ...readAfter(30),
    },
    {
      userId: id('student1'),
      kind: 'vacation',
      title: '보호자가 외박 신청에 동의했습니다.',
      body: '이제 선생님의 승인을 기다립니다.',
      link: linkForStudent('/mypage/vacations', id('student1')),
      ...readAfter(52),
    },
    {
      userId: id('student1'),
      kind: 'notice',
      title: '12월 학사 일정 안내가 올라왔습니다.',
      body: '월례고사 날에는 오전 8시 10분까지 3층 자습실로 입실해 주세요.',
      link: '/services/notice',
      ...readAfter(75),
    },
    {
      userId: id('parent1'),
      kind: 'vacation',
      // She has consented since (the request waits for a teacher): read.
      title: '김서아 학생의 외박 신청에 동의가 필요합니다.',
      link: linkForStudent('/mypage/vacations', id('student2')),
      ...readAfter(46),
    },
  ]);
  for (const seed of domainSeeds) await seed(db, { idOf: id }, now, files);
}
