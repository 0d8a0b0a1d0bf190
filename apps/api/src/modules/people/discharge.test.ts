import { addDays, atSeoul, seoulDate } from '@portal/contract/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema';
import { expectError } from '../../test/expect';
import { startTestApi, type TestApi } from '../../test/harness';
import { newStudents, signIn } from '../reservations/test-support';
import { saveStudent } from './test-support';

/*
 * A student's 입소일 and 퇴소일 are more than a record: she books only the days of her stay, and the
 * day after her 퇴소일 her account is switched off as an admin's switch would (an audit: students
 * who had left went on booking seats, and a newcomer imported for March booked in December).
 */
type Slot = { id: number; state: string; booked: number; capacity: number | null };

let api: TestApi;
let admin: string;
let today: string;

beforeAll(async () => {
  // Tokens outlive the two days the clock is moved on.
  api = await startTestApi({ ACCESS_TOKEN_TTL_SECONDS: String(7 * 24 * 3600) });
  admin = (await signIn(api, 'admin')).token;
  today = seoulDate(api.clock.now());
});
afterAll(async () => {
  await api?.close();
});

/** An open computer-room period on a coming day (2 to 6 days ahead), as she sees it. */
async function openSlot(token: string, from = 2): Promise<{ date: string; slot: Slot }> {
  for (let n = from; n <= 6; n++) {
    const date = addDays(today, n);
    const day = await api.request('GET', `/reservations/facilities/computer/day/?date=${date}`, { token });
    expect(day.status, day.text).toBe(200);
    const slot = (day.body.slots as Slot[]).find((s) => s.state === 'open' && (s.capacity ?? 99) > s.booked);
    if (slot) return { date, slot };
  }
  throw new Error('no open computer-room period in the coming week');
}

/** The admin sets her stay on the console's form (the rest of her record as it is). */
const setStay = (id: number, stay: { admittedOn?: string; dischargedOn?: string; className?: string }) => saveStudent(api, admin, id, stay);

const book = (token: string, slotId: number) => api.request('POST', '/reservations/', { token, body: { facility: 'computer', slotId } });

const historyOf = async (id: number) =>
  (await api.request('GET', `/staff/people/${id}/history/`, { token: admin })).body.results as {
    action: string;
    actorName: string | null;
  }[];

describe('a student’s stay', () => {
  it('books only the days from her 입소일 to her 퇴소일, saying which day', async () => {
    const [s] = await newStudents(api, 1, 'stay');
    const { date, slot } = await openSlot(s!.token);
    expect((await setStay(s!.id, { admittedOn: addDays(date, 1) })).status).toBe(200);
    const early = await book(s!.token, slot.id);
    expectError(early, 409, 'OUTSIDE_STAY');
    expect(early.body.message).toMatch(/^입소일인 \d{4}\.\d{2}\.\d{2} \(.\)부터 예약할 수 있습니다\.$/);
    expect((await setStay(s!.id, { admittedOn: today, dischargedOn: addDays(date, -1) })).status).toBe(200);
    const late = await book(s!.token, slot.id);
    expectError(late, 409, 'OUTSIDE_STAY');
    expect(late.body.message).toContain('까지만 예약할 수 있습니다');
    expect((await setStay(s!.id, { admittedOn: today, dischargedOn: date })).status).toBe(200);
    expect((await book(s!.token, slot.id)).status).toBe(201);
  });

  it('switches her off at once when the 퇴소일 set is already past, and keeps her off until it is corrected', async () => {
    const [s] = await newStudents(api, 1, 'gone');
    const saved = await setStay(s!.id, { dischargedOn: addDays(today, -1) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.active).toBe(false);
    expectError(await api.request('GET', '/accounts/me/', { token: s!.token }), 401);
    expect((await historyOf(s!.id))[0]).toMatchObject({ action: 'discharged', actorName: null });
    expectError(await api.request('PUT', `/staff/people/${s!.id}/active/`, { token: admin, body: { active: true } }), 409, 'DISCHARGED');
    expect((await setStay(s!.id, {})).status).toBe(200);
    const back = await api.request('PUT', `/staff/people/${s!.id}/active/`, { token: admin, body: { active: true } });
    expect(back.status, back.text).toBe(200);
    expect(back.body.active).toBe(true);
  });

  it('refuses an import row whose 퇴소일 has passed', async () => {
    const text = ['이름\t아이디\t반\t호실\t입소일\t퇴소일', `황보다온\tdaon.left\t1반\t\t\t${addDays(today, -1)}`].join('\n');
    const preview = await api.request('POST', '/staff/people/import/preview/', { token: admin, body: { text } });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.rows[0].errors).toEqual(['퇴소일이 이미 지났습니다. 지금 머무는 학생만 등록해 주세요.']);
  });

  it('shows her class’s notices from her 입소일 on: last year’s 1반 notices are not this year’s 1반’s', async () => {
    const [s] = await newStudents(api, 1, 'klass');
    const teacher = (await signIn(api, 'teacher1')).token;
    const notice = await api.request('POST', '/staff/notices/', {
      token: teacher,
      body: { category: 'general', title: '1반 자습 좌석 안내', bodyHtml: '<p>안내입니다.</p>', audience: 'class', className: '1반' },
    });
    expect(notice.status, notice.text).toBe(201);
    const open = () => api.request('GET', `/notices/${notice.body.id}/`, { token: s!.token });
    const listed = async () =>
      ((await api.request('GET', '/notices/?pageSize=100', { token: s!.token })).body.results as { id: number }[]).some(
        (n) => n.id === notice.body.id,
      );
    // In 1반 since before it: hers.
    expect((await setStay(s!.id, { className: '1반', admittedOn: addDays(today, -30) })).status).toBe(200);
    expect((await open()).status).toBe(200);
    expect(await listed()).toBe(true);
    // Coming in March, or back for a new year: not hers.
    expect((await setStay(s!.id, { className: '1반', admittedOn: addDays(today, 1) })).status).toBe(200);
    expectError(await open(), 404, 'NOT_FOUND');
    expect(await listed()).toBe(false);
  });

  it('switches her off at the Seoul midnight after her 퇴소일: her sign-ins end and her bookings after it are cancelled', async () => {
    const [s] = await newStudents(api, 1, 'leave');
    const { date, slot } = await openSlot(s!.token, 3);
    const booked = await book(s!.token, slot.id);
    expect(booked.status, booked.text).toBe(201);
    const leaves = addDays(date, -2);
    expect((await setStay(s!.id, { dischargedOn: leaves })).status).toBe(200);
    // Her 퇴소일 itself: still here.
    api.clock.set(atSeoul(leaves, '23:30'));
    await api.settle();
    expect((await api.request('GET', '/accounts/me/', { token: s!.token })).status).toBe(200);
    // The night after it.
    api.clock.set(atSeoul(addDays(leaves, 1), '00:01'));
    await api.settle();
    expectError(await api.request('GET', '/accounts/me/', { token: s!.token }), 401);
    const person = await api.request('GET', `/staff/people/${s!.id}/`, { token: admin });
    expect(person.body.active).toBe(false);
    expect((await historyOf(s!.id))[0]).toMatchObject({ action: 'discharged', actorName: null });
    const [row] = await api.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, booked.body.id));
    expect(row!.status).toBe('cancelled');
  });
});
