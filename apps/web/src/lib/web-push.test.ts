import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ log: [] as { path: string; body?: unknown }[], registered: false }));
vi.mock('./endpoints', () => ({
  callEndpoint: vi.fn(async (endpoint: { path: string }, input?: { body?: unknown }) => {
    calls.log.push({ path: endpoint.path, body: input?.body });
    if (endpoint.path.endsWith('/public-key/')) return { publicKey: 'BPublicKeyOfTheServer0' };
    if (endpoint.path.endsWith('/status/')) return { registered: calls.registered, devices: calls.registered ? 1 : 0 };
    return { registered: true, devices: 1 };
  }),
}));

const { PUSH_RENEWED_EVENT, renewThisDevice, subscribeThisDevice, unsubscribeThisDevice } = await import('./web-push');
const { pushOwner, setPushOwner } = await import('./push-owner');

/** A browser with a service worker, the Push API and notifications; `subscribed` says whether it holds a subscription. */
function browser({ permission = 'granted', subscribed = true }: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  let sub: PushSubscription | null = null;
  const make = () =>
    ({
      endpoint: 'https://push.example/device-1',
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
      unsubscribe: async () => {
        sub = null;
        return true;
      },
    }) as unknown as PushSubscription;
  if (subscribed) sub = make();
  const pushManager = { getSubscription: vi.fn(async () => sub), subscribe: vi.fn(async () => (sub = make())) };
  const registration = { active: {}, pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission: vi.fn(async () => permission) }),
  );
  return pushManager;
}

beforeEach(() => {
  calls.log = [];
  calls.registered = false;
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('push on this browser after she signs in again', () => {
  it('remembers who turned it on, and forgets when she turns it off', async () => {
    browser({ subscribed: false });
    expect(await subscribeThisDevice(7)).toBe('subscribed');
    expect(pushOwner()).toBe('7');
    expect(calls.log.map((c) => c.path)).toContain('/push/subscriptions/');
    await unsubscribeThisDevice();
    expect(pushOwner()).toBeNull();
  });

  it('registers her browser again, without asking, when the server no longer has it as hers', async () => {
    const manager = browser();
    setPushOwner(7);
    const told = vi.fn();
    window.addEventListener(PUSH_RENEWED_EVENT, told);
    expect(await renewThisDevice(7)).toBe('renewed');
    window.removeEventListener(PUSH_RENEWED_EVENT, told);
    expect(told).toHaveBeenCalledTimes(1);
    expect(manager.subscribe).not.toHaveBeenCalled();
    expect(calls.log.find((c) => c.path === '/push/subscriptions/')?.body).toMatchObject({
      endpoint: 'https://push.example/device-1',
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
    });
    expect((Notification.requestPermission as ReturnType<typeof vi.fn>).mock.calls).toHaveLength(0);
  });

  it('subscribes again when the browser dropped its subscription, the permission still given', async () => {
    const manager = browser({ subscribed: false });
    setPushOwner(7);
    expect(await renewThisDevice(7)).toBe('renewed');
    expect(manager.subscribe).toHaveBeenCalledTimes(1);
  });

  it('asks the server only, when it still has the subscription as hers', async () => {
    browser();
    calls.registered = true;
    setPushOwner(7);
    expect(await renewThisDevice(7)).toBe('kept');
    expect(calls.log.map((c) => c.path)).toEqual(['/push/subscriptions/status/']);
  });

  it('does nothing for someone else signing in on the device, or once the permission is gone', async () => {
    browser();
    setPushOwner(7);
    expect(await renewThisDevice(8)).toBe('skipped');
    browser({ permission: 'denied' });
    expect(await renewThisDevice(7)).toBe('skipped');
    localStorage.clear();
    browser();
    expect(await renewThisDevice(7)).toBe('skipped');
    expect(calls.log).toEqual([]);
  });
});
