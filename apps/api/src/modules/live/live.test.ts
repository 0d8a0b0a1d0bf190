import { seoulDate } from '@portal/contract/dates';
import { FACILITY_DAY_EVENT } from '@portal/contract/endpoints/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listen } from '../../db/client';
import { DEMO_PASSWORD, signInAll, startTestApi, type TestApi } from '../../test/harness';
import { startSecondInstance, type SecondInstance } from '../../test/second-instance';
import { ageLiveEvents, openSse, type SseStream } from '../../test/sse';
import { MAX_STREAMS_PER_PERSON } from './hub';

let api: TestApi;
const token: Record<string, string> = {};
const id: Record<string, number> = {};
const streams: SseStream[] = [];

beforeAll(async () => {
  api = await startTestApi();
  await signInAll(api, ['student1', 'student2', 'student3', 'parent1', 'teacher1'], token, id);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await api?.close();
});

const open = async (who: string, lastEventId?: string | null, base = api.url) => {
  const s = await openSse(`${base}/live/events/`, { token: token[who], lastEventId });
  streams.push(s);
  return s;
};
const alarmsOf = (s: SseStream) => s.events.filter((e) => e.event === 'alarm');
const badge = async (who: string) => (await api.request('GET', '/accounts/me/', { token: token[who] })).body.bedge.alarm_count as number;
let askSeq = 0;
/** Student1 asks for an outing: parent1 is notified (an alarm, through the outbox). */
const askOuting = async () => {
  askSeq += 1;
  const start = new Date(Date.now() + (10 + askSeq) * 86_400_000);
  const res = await api.request('POST', '/vacations/', {
    token: token.student1,
    body: {
      type: 'outing',
      startAt: start.toISOString(),
      expectedReturnAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      reason: `안경점 ${askSeq}`,
    },
  });
  expect(res.status, res.text).toBe(201);
  await api.settle();
};

describe('the live event stream', () => {
  it('tells her open tab at once when a notification arrives, with her new unread count, and no one else', async () => {
    const parent = await open('parent1');
    const other = await open('student2');
    expect(parent.status).toBe(200);
    expect(parent.contentType).toMatch(/^text\/event-stream/);
    await expect.poll(() => parent.events.map((e) => e.event)).toEqual(['ready']);

    await askOuting();
    await expect.poll(() => alarmsOf(parent).length, { timeout: 5_000 }).toBe(1);
    expect(alarmsOf(parent)[0]!.data).toEqual({
      unread: await badge('parent1'),
      // What it is about: her open lists of it refresh (the web's live-effects).
      kind: 'vacation',
      title: '김하린 학생의 외출 신청에 동의가 필요합니다.',
      link: `/mypage/vacations?student=${id.student1}`,
    });
    expect(other.events.map((e) => e.event)).toEqual(['ready']);
  });

  it('gives a tab that reconnects with Last-Event-ID what it missed, once and in order', async () => {
    const first = await open('parent1');
    await expect.poll(() => first.lastId()).not.toBeNull();
    const resumeAt = first.lastId();
    first.close();

    await askOuting();
    await askOuting();
    const again = await open('parent1', resumeAt);
    await expect.poll(() => alarmsOf(again).length, { timeout: 5_000 }).toBe(2);
    const ids = alarmsOf(again).map((e) => Number(e.id));
    expect(ids[0]).toBe(Number(resumeAt) + 1);
    expect(ids[1]).toBe(ids[0]! + 1);
    expect(alarmsOf(again).map((e) => (e.data as { unread: number }).unread)).toEqual([
      expect.any(Number),
      (alarmsOf(again)[0]!.data as { unread: number }).unread + 1,
    ]);

    // Caught up: resuming from the last one brings nothing old.
    const third = await open('parent1', again.lastId());
    await new Promise((r) => setTimeout(r, 300));
    expect(alarmsOf(third)).toEqual([]);
  });

  it('tells a new tab what was published to her in the seconds before it opened, not what is older', async () => {
    await ageLiveEvents(api.db);
    const old = await open('parent1');
    await expect.poll(() => old.lastId()).not.toBeNull();
    // Published while her next page was loading, before its stream opened (no Last-Event-ID yet).
    await askOuting();
    const fresh = await open('parent1');
    await expect.poll(() => alarmsOf(fresh).length, { timeout: 5_000 }).toBe(1);
    expect((alarmsOf(fresh)[0]!.data as { unread: number }).unread).toBe(await badge('parent1'));
    // Her first tab, open all along, heard it once too.
    await expect.poll(() => alarmsOf(old).length).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(alarmsOf(fresh)).toHaveLength(1);
  });

  it('refuses a signed-out caller and a garbled token, and ends when the access token expires', async () => {
    const none = await openSse(`${api.url}/live/events/`);
    expect(none.status).toBe(401);
    const garbled = await openSse(`${api.url}/live/events/`, { token: 'not-a-token' });
    expect(garbled.status).toBe(401);

    // Opened two seconds before her token expires: the server ends it then, and the tab reconnects with a fresh one.
    await signInAll(api, ['student2'], token);
    const skip = (api.config.accessTokenTtl - 2) * 1000;
    api.clock.advance(skip);
    try {
      const late = await open('student2');
      expect(late.status).toBe(200);
      await late.ended;
      expect(late.isEnded()).toBe(true);
    } finally {
      api.clock.advance(-skip);
    }
    const res = await openSse(`${api.url}/live/events/`, { token: token.student2 });
    streams.push(res);
    expect(res.status).toBe(200);
  });

  it('ends at once when its sign-in ends (signed out, the account switched off), not a token lifetime later', async () => {
    const signIn = async () =>
      (await api.request('POST', '/accounts/login/', { body: { username: 'student3', password: DEMO_PASSWORD } })).body.access as string;
    const [phone, laptop] = [await signIn(), await signIn()];
    const onPhone = await openSse(`${api.url}/live/events/`, { token: phone });
    const onLaptop = await openSse(`${api.url}/live/events/`, { token: laptop });
    streams.push(onPhone, onLaptop);
    expect([onPhone.status, onLaptop.status]).toEqual([200, 200]);
    // Signed out on her phone: that stream ends, the laptop's hears on.
    expect((await api.request('POST', '/accounts/logout/', { token: phone, body: {} })).status).toBe(204);
    await expect.poll(() => onPhone.isEnded(), { timeout: 2_000 }).toBe(true);
    expect(onLaptop.isEnded()).toBe(false);
    // Switched off by the office: every stream of hers ends.
    const admin = (await api.request('POST', '/accounts/login/', { body: { username: 'admin', password: DEMO_PASSWORD } })).body.access;
    const off = await api.request('PUT', `/staff/people/${id.student3}/active/`, { token: admin, body: { active: false } });
    expect(off.status, off.text).toBe(200);
    try {
      await expect.poll(() => onLaptop.isEnded(), { timeout: 2_000 }).toBe(true);
    } finally {
      await api.request('PUT', `/staff/people/${id.student3}/active/`, { token: admin, body: { active: true } });
    }
  });
});

const toldOfDays = (s: SseStream) => s.events.filter((e) => e.event === FACILITY_DAY_EVENT);
/** Student1 books a computer period of tomorrow and gives it back: the facility's day changes twice. */
const bookAndCancel = async () => {
  const day = await api.request('GET', `/reservations/facilities/computer/day/?date=${seoulDate(new Date(), 1)}`, {
    token: token.student1,
  });
  expect(day.status, day.text).toBe(200);
  const slot = (day.body.slots as { id: number; state: string }[]).find((s) => s.state === 'open');
  expect(slot, 'an open computer period tomorrow').toBeDefined();
  const booked = await api.request('POST', '/reservations/', { token: token.student1, body: { facility: 'computer', slotId: slot!.id } });
  expect(booked.status, booked.text).toBe(201);
  const cancelled = await api.request('POST', `/reservations/${booked.body.id}/cancel/`, { token: token.student1 });
  expect(cancelled.status, cancelled.text).toBe(200);
};

describe('a facility’s day changed', () => {
  it('is told to every open tab, without a number and once for changes close together', async () => {
    const [student, parent] = [await open('student2'), await open('parent1')];
    await expect.poll(() => student.lastId()).not.toBeNull();
    const resumeAt = student.lastId();
    // What earlier tests changed (student3 switched off gave her bookings back) is told first.
    await new Promise((r) => setTimeout(r, 1_500));
    const [before, parentBefore] = [toldOfDays(student).length, toldOfDays(parent).length];
    await bookAndCancel();
    await expect.poll(() => toldOfDays(student).length, { timeout: 5_000 }).toBe(before + 1);
    await expect.poll(() => toldOfDays(parent).length, { timeout: 5_000 }).toBe(parentBefore + 1);
    expect(toldOfDays(student).at(-1)).toEqual({ id: null, event: FACILITY_DAY_EVENT, data: { facility: 'computer' } });
    // Not numbered: a reconnect resumes from the last stored event, and is never given it again.
    expect(student.lastId()).toBe(resumeAt);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(toldOfDays(student)).toHaveLength(before + 1);
    // A tab opened since (its page read a moment before) hears it too, once: not stored, not numbered.
    const since = await open('teacher1');
    await expect.poll(() => toldOfDays(since).at(-1)?.data, { timeout: 5_000 }).toEqual({ facility: 'computer' });
    await new Promise((r) => setTimeout(r, 300));
    expect(toldOfDays(since).filter((e) => (e.data as { facility: string }).facility === 'computer')).toHaveLength(1);
    expect(since.events.filter((e) => e.event === FACILITY_DAY_EVENT).every((e) => e.id === null)).toBe(true);
  });
});

describe('one person’s streams', () => {
  it('are kept to MAX_STREAMS_PER_PERSON: one more is refused (her tab tries again later), the others hear on', async () => {
    // Someone with no stream open yet in this file.
    await signInAll(api, ['student4'], token, id);
    const opened: SseStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_PERSON; i++) opened.push(await openSse(`${api.url}/live/events/`, { token: token.student4 }));
    streams.push(...opened);
    expect(opened.every((s) => s.status === 200 && !s.isEnded())).toBe(true);
    const one = await openSse(`${api.url}/live/events/`, { token: token.student4 });
    streams.push(one);
    expect(one.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened.some((s) => s.isEnded())).toBe(false);
    // One of hers closed: the next is let in.
    opened[0]!.close();
    await expect
      .poll(async () => (await openSse(`${api.url}/live/events/`, { token: token.student4 })).status, { timeout: 2_000 })
      .toBe(200);
    for (const s of opened) s.close();
  });
});

describe('several API instances', () => {
  let other: SecondInstance;
  beforeAll(async () => {
    other = await startSecondInstance(api);
  });
  afterAll(() => other?.close());

  it('reach a tab connected to another instance than the one that delivered (LISTEN/NOTIFY)', async () => {
    await ageLiveEvents(api.db);
    const there = await open('parent1', null, other.url);
    await expect.poll(() => there.lastId()).not.toBeNull();
    await askOuting(); // delivered by the first instance's worker
    await expect.poll(() => alarmsOf(there).length, { timeout: 5_000 }).toBe(1);
    expect(other.app.live.size()).toBe(1);
  });

  it('tell a tab on another instance of a facility’s changed day', async () => {
    const there = await open('student2', null, other.url);
    await expect.poll(() => there.lastId()).not.toBeNull();
    await bookAndCancel();
    await expect.poll(() => toldOfDays(there).at(-1)?.data, { timeout: 5_000 }).toEqual({ facility: 'computer' });
  });

  it('end a stream on another instance when its sign-in ends on this one', async () => {
    const access = (await api.request('POST', '/accounts/login/', { body: { username: 'teacher1', password: DEMO_PASSWORD } })).body
      .access as string;
    const there = await openSse(`${other.url}/live/events/`, { token: access });
    streams.push(there);
    expect(there.status).toBe(200);
    expect((await api.request('POST', '/accounts/logout/', { token: access, body: {} })).status).toBe(204);
    await expect.poll(() => there.isEnded(), { timeout: 5_000 }).toBe(true);
  });

  it('end a stream whose sign-in ended while its instance heard nothing, once it hears again', async () => {
    // The other instance's LISTEN connection drops ('!'), a sign-out is announced meanwhile and lost,
    // the connection is back ('*'): its streams ask the database (an audit saw chat go on after sign-out).
    const hearers = new Set<(payload: string) => void>();
    let deaf = false;
    const deafened = await startSecondInstance(api, {
      hearing:
        (listen): Listen =>
        async (channel, onNotify) => {
          hearers.add(onNotify);
          return listen(channel, (payload) => deaf || onNotify(payload));
        },
    });
    try {
      const access = (await api.request('POST', '/accounts/login/', { body: { username: 'teacher1', password: DEMO_PASSWORD } })).body
        .access as string;
      const there = await openSse(`${deafened.url}/live/events/`, { token: access });
      streams.push(there);
      expect(there.status).toBe(200);
      deaf = true;
      for (const hear of hearers) hear('!');
      expect((await api.request('POST', '/accounts/logout/', { token: access, body: {} })).status).toBe(204);
      await new Promise((r) => setTimeout(r, 300));
      expect(there.isEnded()).toBe(false);
      deaf = false;
      for (const hear of hearers) hear('*');
      await expect.poll(() => there.isEnded(), { timeout: 5_000 }).toBe(true);
    } finally {
      await deafened.close();
    }
  });
});
