import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { studentProfiles, teacherSubjects, users } from '../schema';
import type { DemoPeople } from './demo';

/**
 * What the office keeps of the demo people (the console's /staff/people): rooms and the term's
 * 입소일 of the students, contact numbers, and the teachers' subjects (teacher2 is the life teacher too:
 * 생활 지도). Classes are seeded with notices.
 */
export async function seedPeople(db: Db, people: DemoPeople, now: Date) {
  // The term began on the first Monday of March before now (a resident student has no 퇴소일 yet).
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const march = new Date(Date.UTC(year, 2, 1));
  march.setUTCDate(1 + ((8 - march.getUTCDay()) % 7));
  const admittedOn = march.toISOString().slice(0, 10);
  const students = [
    ['student1', '301호'],
    ['student2', '302호'],
    ['student3', '305호'],
    ['student4', '306호'],
    ['student5', '401호'],
    ['student6', '402호'],
  ] as const;
  await db.insert(studentProfiles).values(students.map(([u, room]) => ({ studentId: people.idOf(u), room, admittedOn })));
  const phones = [
    ['student1', '010-2231-4417'],
    ['student2', '010-2231-4418'],
    ['parent1', '010-5520-1187'],
    ['parent2', '010-7781-3302'],
    ['teacher1', '010-4410-2290'],
    ['teacher2', '010-9012-6634'],
  ] as const;
  for (const [u, phone] of phones)
    await db
      .update(users)
      .set({ phone })
      .where(eq(users.id, people.idOf(u)));
  await db.insert(teacherSubjects).values([
    { teacherId: people.idOf('teacher1'), subject: 'math' },
    { teacherId: people.idOf('teacher1'), subject: 'science' },
    { teacherId: people.idOf('teacher2'), subject: 'korean' },
    { teacherId: people.idOf('teacher2'), subject: 'english' },
    { teacherId: people.idOf('teacher2'), subject: 'life' },
  ]);
}
