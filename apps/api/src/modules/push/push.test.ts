import type { AlarmKind } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { alarms, pushSubscriptions } from '../../db/schema';
import { expectError } from '../../test/expect';
import { signIn, type Session } from '../../test/fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { startPushService, type Answer, type TestDevice } from '../../test/push-service';
import { notifier } from '../alarms/notify';
import { PUSH_MAX_DEVICES } from './service';

let api: TestApi;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let publicKey: string;

beforeAll(async () => {
  [api, pushService] = await Promise.all([startTestApi({ PUSH_ALLOW_INSECURE_ENDPOINTS: '1' }), startPushService()]);
  publicKey = (await api.request('GET', '/push/public-key/')).body.publicKey;
});
afterAll(async () => {
  await api?.close();
  await pushService?.close();
});

/** She allows notifications on a new device (a browser of the local push service). */
async function subscribed(username: string, answers: Answer[] = [], hold?: Promise<void>): Promise<{ me: Session; device: TestDevice }> {
  const me = await signIn(api, username);
  const device = pushService.device(answers, hold);
  const res = await api.request('POST', '/push/subscriptions/', {
    token: me.access,
    body: { ...device.subscription, userAgent: 'Chrome 140' },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.registered).toBe(true);
  return { me, device };
}

/** Something happens to her: the way every module tells people (`notify`, inside its transaction). */
async function notify(userId: number, kind: AlarmKind, title: string, link = '/services/notice') {
  await api.db.transaction((tx) => notifier(api.clock.now)(tx as unknown as Db, kind, [userId], { title, link }));
  await api.settle();
}

const payloadOf = (device: TestDevice) =>
  pushService
    .of(device)
    .filter((r) => r.payload !== null && r.status < 300)
    .map((r) => JSON.parse(r.payload!) as { title: string; link: string });

async function rowOf(device: TestDevice) {
  const [row] = await api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
  return row;
}

describe('web push', () => {
  it('serves the VAPID public key browsers subscribe with', () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('delivers an alarm as an encrypted push signed with the server’s VAPID key', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const { me, device } = await subscribed('student1');
    await notify(me.id, 'inquiry', '문의에 답변이 달렸습니다.', '/services/inquiry/12');

    const [got] = pushService.of(device);
    expect(got?.status).toBe(201);
    expect(JSON.parse(got!.payload!)).toEqual({ title: '문의에 답변이 달렸습니다.', link: '/services/inquiry/12' });
    expect(got!.vapid.publicKey).toBe(publicKey);
    expect(got!.vapid.claims.aud).toBe(pushService.origin);
    expect(got!.headers.ttl).toBeDefined();
    expect((await rowOf(device))?.lastSuccessAt).not.toBeNull();
  });

  it('deletes a subscription at once when the push service answers 410 (or 404), or refuses it for its keys (403)', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const gone = await subscribed('student2', [410]);
    const missing = await subscribed('student2', [404]);
    // Subscribed under the server's earlier VAPID keys: the push service refuses every push to it.
    const otherKeys = await subscribed('student2', [403, 403]);
    await notify(gone.me.id, 'notice', '새 공지가 올라왔습니다.');

    expect(pushService.of(gone.device).map((r) => r.status)).toEqual([410]);
    expect(pushService.of(missing.device).map((r) => r.status)).toEqual([404]);
    expect(pushService.of(otherKeys.device).map((r) => r.status)).toEqual([403]);
    expect(await rowOf(gone.device)).toBeUndefined();
    expect(await rowOf(missing.device)).toBeUndefined();
    expect(await rowOf(otherKeys.device)).toBeUndefined();
    const status = await api.request('POST', '/push/subscriptions/status/', {
      token: gone.me.access,
      body: { endpoint: gone.device.endpoint },
    });
    expect(status.body).toEqual({ registered: false, devices: 0 });
  });

  it('tries again with back-off after 429 and 5xx, and delivers once', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const { me, device } = await subscribed('student3', [429, 503]);
    await notify(me.id, 'vacation', '외출이 승인되었습니다.');
    expect(pushService.of(device).map((r) => r.status)).toEqual([429]);

    // Not before the back-off (5 s).
    api.clock.advance(2_000);
    await api.settle();
    expect(pushService.of(device)).toHaveLength(1);

    api.clock.advance(4_000);
    await api.settle();
    expect(pushService.of(device).map((r) => r.status)).toEqual([429, 503]);

    api.clock.advance(12_000);
    await api.settle();
    expect(pushService.of(device).map((r) => r.status)).toEqual([429, 503, 201]);
    expect(payloadOf(device)).toEqual([{ title: '외출이 승인되었습니다.', link: '/services/notice' }]);
    expect(await rowOf(device)).toBeDefined();
  });

  it('waits as long as the push service asks (Retry-After), however short its own back-off', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const { me, device } = await subscribed('student3', [{ status: 429, retryAfter: '120' }]);
    await notify(me.id, 'vacation', '외출이 승인되었습니다.');
    expect(pushService.of(device).map((r) => r.status)).toEqual([429]);

    // Past the back-off (5 s), not yet past the 2 minutes asked for.
    api.clock.advance(60_000);
    await api.settle();
    expect(pushService.of(device)).toHaveLength(1);

    api.clock.advance(61_000);
    await api.settle();
    expect(pushService.of(device).map((r) => r.status)).toEqual([429, 201]);
    expect(payloadOf(device)).toEqual([{ title: '외출이 승인되었습니다.', link: '/services/notice' }]);
  });

  it('keeps the API and everyone else’s alarms going while a push service is slow to answer', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    let answer!: () => void;
    const { me, device } = await subscribed('student1', [], new Promise<void>((resolve) => (answer = resolve)));
    const other = await signIn(api, 'student2');
    const arrived = pushService.arrival(device);
    const delivered = notify(me.id, 'inquiry', '문의에 답변이 달렸습니다.');
    await arrived;
    // Her push is on its way and its service has not answered. Meanwhile others read and are notified.
    // (The limit only tells a wait from a deadlock: the push would hold them for its 10 s timeout.)
    const meanwhile = async () => {
      const list = await api.request('GET', '/alarms/', { token: other.access });
      expect(list.status, list.text).toBe(200);
      await api.db.transaction((tx) =>
        notifier(api.clock.now)(tx as unknown as Db, 'notice', [other.id], { title: '새 공지가 올라왔습니다.', link: '/services/notice' }),
      );
      await expect
        .poll(async () => (await api.db.select().from(alarms).where(eq(alarms.userId, other.id))).map((a) => a.title), { timeout: 4_000 })
        .toContain('새 공지가 올라왔습니다.');
      return 'went on';
    };
    const outcome = await Promise.race([meanwhile(), new Promise((resolve) => setTimeout(() => resolve('held up'), 5_000))]);
    answer();
    await delivered;
    expect(outcome).toBe('went on');
    expect(pushService.of(device).map((r) => r.status)).toEqual([201]);
    expect((await rowOf(device))?.lastSuccessAt).not.toBeNull();
  });

  it('holds a push back in her quiet hours (crossing midnight, Seoul time) and sends it when they end', async () => {
    // Thursday 2026-03-05 23:30 in Seoul.
    api.clock.set(new Date('2026-03-05T14:30:00Z'));
    const { me, device } = await subscribed('parent1');
    const quiet = { quietDays: [4], quietAllDay: false, quietStart: '22:00', quietEnd: '07:00' };
    const saved = await api.request('PUT', '/alarms/settings/', { token: me.access, body: { ...allOn, ...quiet } });
    expect(saved.status, saved.text).toBe(200);
    try {
      await notify(me.id, 'vacation', '자녀의 외박 신청에 동의가 필요합니다.');
      expect(pushService.of(device)).toEqual([]);
      // The alarm list has it already.
      const listed = await api.db.select({ title: alarms.title }).from(alarms).where(eq(alarms.userId, me.id));
      expect(listed.map((a) => a.title)).toContain('자녀의 외박 신청에 동의가 필요합니다.');

      // Friday 06:59: still quiet.
      api.clock.set(new Date('2026-03-05T21:59:00Z'));
      await api.settle();
      expect(pushService.of(device)).toEqual([]);

      // Friday 07:00: it goes out.
      api.clock.set(new Date('2026-03-05T22:00:01Z'));
      await api.settle();
      expect(payloadOf(device)).toEqual([{ title: '자녀의 외박 신청에 동의가 필요합니다.', link: '/services/notice' }]);

      // Friday 23:30 is not quiet (only Thursday's night was chosen).
      api.clock.set(new Date('2026-03-06T14:30:00Z'));
      await notify(me.id, 'notice', '새 공지가 올라왔습니다.');
      expect(payloadOf(device)).toHaveLength(2);
    } finally {
      api.clock.set(new Date());
      const again = await signIn(api, 'parent1');
      await api.request('PUT', '/alarms/settings/', {
        token: again.access,
        body: { ...allOn, quietDays: [], quietStart: null, quietEnd: null },
      });
    }
  });

  it('drops a push held back for more than a day (the alarm list still has it)', async () => {
    // Saturday 2026-03-07 10:00 in Seoul; quiet all day on Saturday and Sunday.
    api.clock.set(new Date('2026-03-07T01:00:00Z'));
    const { me, device } = await subscribed('teacher1');
    const saved = await api.request('PUT', '/alarms/settings/', {
      token: me.access,
      body: { ...allOn, quietDays: [0, 6], quietAllDay: true, quietStart: null, quietEnd: null },
    });
    expect(saved.status, saved.text).toBe(200);
    await notify(me.id, 'notice', '주말 공지입니다.');
    // Monday 00:00 in Seoul is 38 hours on.
    api.clock.set(new Date('2026-03-08T15:00:01Z'));
    await api.settle();
    expect(pushService.of(device)).toEqual([]);
    api.clock.set(new Date());
  });

  it('does not push a reminder once its booking has started: not after her quiet hours, and not kept longer by the push service', async () => {
    // Monday 2026-03-09 21:11 in Seoul, quiet 21:00-21:25 on Mondays; the gym slot starts at 21:21.
    api.clock.set(new Date('2026-03-09T12:11:00Z'));
    const { me, device } = await subscribed('student2');
    const quiet = { quietDays: [1], quietAllDay: false, quietStart: '21:00', quietEnd: '21:25' };
    const saved = await api.request('PUT', '/alarms/settings/', { token: me.access, body: { ...allOn, ...quiet } });
    expect(saved.status, saved.text).toBe(200);
    const remind = async (title: string, startsAt: Date) => {
      await api.db.transaction((tx) =>
        notifier(api.clock.now)(tx as unknown as Db, 'reservation', [me.id], { title, link: '/reservation/my', pushUntil: startsAt }),
      );
      await api.settle();
    };
    try {
      await remind('21:21 운동 예약이 곧 시작됩니다.', new Date('2026-03-09T12:21:00Z'));
      expect(pushService.of(device)).toEqual([]);
      // Her quiet hours end four minutes after it started: the list has it, her phone does not ring.
      api.clock.set(new Date('2026-03-09T12:25:01Z'));
      await api.settle();
      expect(pushService.of(device)).toEqual([]);
      const listed = await api.db.select({ title: alarms.title }).from(alarms).where(eq(alarms.userId, me.id));
      expect(listed.map((a) => a.title)).toContain('21:21 운동 예약이 곧 시작됩니다.');

      // 22:00, not quiet: sent at once, for the push service to keep only until it starts (a phone off till then never shows it).
      api.clock.set(new Date('2026-03-09T13:00:00Z'));
      await remind('22:10 심야 자습 예약이 곧 시작됩니다.', new Date('2026-03-09T13:10:00Z'));
      const sent = pushService.of(device).filter((r) => r.status < 300);
      expect(sent.map((r) => JSON.parse(r.payload!).title)).toEqual(['22:10 심야 자습 예약이 곧 시작됩니다.']);
      expect(Number(sent[0]!.headers.ttl)).toBeGreaterThan(590);
      expect(Number(sent[0]!.headers.ttl)).toBeLessThanOrEqual(600);
    } finally {
      api.clock.set(new Date());
      const again = await signIn(api, 'student2');
      await api.request('PUT', '/alarms/settings/', {
        token: again.access,
        body: { ...allOn, quietDays: [], quietStart: null, quietEnd: null },
      });
    }
  });

  it('sends nothing for a kind she switched off', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const { me, device } = await subscribed('parent2');
    const saved = await api.request('PUT', '/alarms/settings/', {
      token: me.access,
      body: { ...allOn, kinds: { ...allOn.kinds, notice: false }, quietDays: [], quietStart: null, quietEnd: null },
    });
    expect(saved.status, saved.text).toBe(200);
    await notify(me.id, 'notice', '새 공지가 올라왔습니다.');
    expect(pushService.of(device)).toEqual([]);
    await notify(me.id, 'contents', '결제 요청이 도착했습니다.');
    expect(payloadOf(device).map((p) => p.title)).toEqual(['결제 요청이 도착했습니다.']);
  });

  it('keeps a push under 3 KB with nothing but a title and the link', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const { me, device } = await subscribed('admin');
    await notify(me.id, 'notice', `공지 ${'가나다라마바사'.repeat(700)}`, `/services/notice/1?${'x'.repeat(4000)}`);
    const [got] = pushService.of(device);
    expect(got?.status).toBe(201);
    expect(got!.size).toBeLessThan(3 * 1024);
    const payload = JSON.parse(got!.payload!);
    expect(Object.keys(payload).sort()).toEqual(['link', 'title']);
    expect(payload.title.startsWith('공지 가나다')).toBe(true);
  });

  it('sends a test push to this device on request, quiet hours or not', async () => {
    const { me, device } = await subscribed('student1');
    const res = await api.request('POST', '/push/test/', { token: me.access, body: { endpoint: device.endpoint } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ devices: 1 });
    await api.settle();
    expect(payloadOf(device)).toEqual([{ title: expect.stringContaining('테스트 알림'), link: '/help/alarm', tag: 'test' }]);
  });

  it('gives a device to whoever subscribed on it last, and keeps others off her subscriptions', async () => {
    const first = await subscribed('student1');
    const other = await signIn(api, 'student3');
    // Someone else's endpoint is not hers to remove or test.
    await expectError(
      await api.request('POST', '/push/subscriptions/remove/', { token: other.access, body: { endpoint: first.device.endpoint } }),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await api.request('POST', '/push/test/', { token: other.access, body: { endpoint: first.device.endpoint } }),
      404,
      'NOT_FOUND',
    );
    // student3 signs in on the same browser and allows notifications: student1's pushes stop going there.
    const taken = await api.request('POST', '/push/subscriptions/', { token: other.access, body: first.device.subscription });
    expect(taken.body.registered).toBe(true);
    await notify(first.me.id, 'notice', '학생1에게만 가는 공지');
    expect(pushService.of(first.device)).toEqual([]);
    // She removes it when she turns notifications off on this device.
    const removed = await api.request('POST', '/push/subscriptions/remove/', {
      token: other.access,
      body: { endpoint: first.device.endpoint },
    });
    expect(removed.status).toBe(204);
    expect(await rowOf(first.device)).toBeUndefined();
  });

  it('keeps her ten newest devices: one more replaces her oldest', async () => {
    const devices: TestDevice[] = [];
    for (let i = 0; i < PUSH_MAX_DEVICES + 2; i++) devices.push((await subscribed('student5')).device);
    const kept = await Promise.all(devices.map(rowOf));
    expect(kept.map((row) => !!row)).toEqual([false, false, ...Array<boolean>(PUSH_MAX_DEVICES).fill(true)]);
  });

  it('stops a device’s pushes once she signs out there, while her other devices keep theirs', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const phone = await subscribed('parent1');
    const tablet = await subscribed('parent1');
    const out = await api.request('POST', '/accounts/logout/', { token: tablet.me.access });
    expect(out.status, out.text).toBe(204);
    await notify(phone.me.id, 'vacation', '자녀의 외출이 승인되었습니다.');
    expect(payloadOf(phone.device).map((p) => p.title)).toEqual(['자녀의 외출이 승인되었습니다.']);
    expect(pushService.of(tablet.device)).toEqual([]);
    expect(await rowOf(tablet.device)).toBeUndefined();
  });

  it('counts a device signed out and in again as off until it registers again, then as one device', async () => {
    const { me, device } = await subscribed('student3');
    const before = await api.request('POST', '/push/subscriptions/status/', { token: me.access, body: { endpoint: device.endpoint } });
    const others = before.body.devices - 1;
    const out = await api.request('POST', '/accounts/logout/', { token: me.access });
    expect(out.status, out.text).toBe(204);
    // She signs in again in the same browser: the subscription the browser kept is not hers any more.
    const again = await signIn(api, 'student3');
    const status = () => api.request('POST', '/push/subscriptions/status/', { token: again.access, body: { endpoint: device.endpoint } });
    expect((await status()).body).toEqual({ registered: false, devices: others });
    const test = await api.request('POST', '/push/test/', { token: again.access, body: { endpoint: device.endpoint } });
    expectError(test, 404, 'NOT_FOUND');
    // Registered again (what the portal does by itself when it was she who had turned push on here).
    const renewed = await api.request('POST', '/push/subscriptions/', {
      token: again.access,
      body: { ...device.subscription, userAgent: 'Chrome 140' },
    });
    expect(renewed.body).toEqual({ registered: true, devices: others + 1 });
    await notify(again.id, 'notice', '새 공지가 올라왔어요.');
    expect(payloadOf(device).map((p) => p.title)).toEqual(['새 공지가 올라왔어요.']);
  });

  it('refuses a subscription the browser could not have made', async () => {
    const me = await signIn(api, 'student1');
    const shapeless = await api.request('POST', '/push/subscriptions/', {
      token: me.access,
      body: { endpoint: 'ftp://push.example.com/x', keys: { p256dh: 'short', auth: 'A'.repeat(22) } },
    });
    expect(shapeless.status).toBe(400);
    // The right length, but not a point of P-256: nothing could ever be encrypted for it.
    const device = pushService.device();
    const offCurve = await api.request('POST', '/push/subscriptions/', {
      token: me.access,
      body: { endpoint: device.endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: device.subscription.keys.auth } },
    });
    await expectError(offCurve, 400, 'BAD_REQUEST');
    expect(offCurve.body.fieldErrors.keys).toEqual(['알림 구독 정보가 올바르지 않습니다.']);
  });

  it('deletes a stored subscription whose keys cannot be encrypted for, without sending', async () => {
    api.clock.set(new Date('2026-03-04T05:00:00Z'));
    const { me, device } = await subscribed('student1');
    await api.db
      .update(pushSubscriptions)
      .set({ p256dh: `B${'A'.repeat(86)}` })
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    await notify(me.id, 'notice', '새 공지가 올라왔습니다.');
    expect(pushService.of(device)).toEqual([]);
    expect(await rowOf(device)).toBeUndefined();
  });
});

describe('web push endpoints on a server that only accepts https push services', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startTestApi();
  });
  afterAll(() => strict?.close());

  it('refuses an http:// endpoint (the server would POST to any address it is given)', async () => {
    const me = await signIn(strict, 'student1');
    const device = pushService.device();
    await expectError(
      await strict.request('POST', '/push/subscriptions/', { token: me.access, body: device.subscription }),
      400,
      'PUSH_ENDPOINT_REFUSED',
    );
  });

  it('refuses an https:// endpoint inside the network, and takes a push service at a public host', async () => {
    const me = await signIn(strict, 'student1');
    const { keys } = pushService.device().subscription;
    for (const endpoint of [
      'https://127.0.0.1/push/1',
      'https://0x7f.1/push/1',
      'https://[::1]/push/1',
      'https://[::ffff:10.0.0.5]/push/1',
      'https://10.0.0.5/push/1',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost:4100/push/1',
      'https://push.internal/1',
      'https://api/1',
    ])
      await expectError(
        await strict.request('POST', '/push/subscriptions/', { token: me.access, body: { endpoint, keys } }),
        400,
        'PUSH_ENDPOINT_REFUSED',
      );
    const taken = await strict.request('POST', '/push/subscriptions/', {
      token: me.access,
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device-1', keys },
    });
    expect(taken.status).toBe(200);
  });
});

const allOn = {
  kinds: { reservation: true, counseling: true, notice: true, vacation: true, chat: true, inquiry: true, contents: true },
  quietAllDay: false,
};
