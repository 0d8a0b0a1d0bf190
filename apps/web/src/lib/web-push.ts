import { pushEndpoints as push } from '@portal/contract/endpoints/push';
import { ApiError } from './api-client';
import { callEndpoint } from './endpoints';
import { isPushOwner, setPushOwner } from './push-owner';

/**
 * This browser's side of web push: permission, the service worker, the push subscription, and the
 * API's record of it. Used by the "이 기기에서 알림 받기" switch and the push doctor (/help/alarm);
 * only their routes load it.
 */

/** The service worker's script (built by scripts/build-sw.mjs into public/). */
export const SERVICE_WORKER_URL = '/sw.js';

export type PermissionState = 'granted' | 'denied' | 'default' | 'unsupported';
export type WorkerState = 'active' | 'installing' | 'none' | 'unsupported';

/** What this browser can do: push needs a service worker, the Push API and notifications. */
export function pushSupport(win: Window = window) {
  const nav = win.navigator;
  return {
    serviceWorker: 'serviceWorker' in nav,
    push: 'PushManager' in win,
    notification: 'Notification' in win,
    /** Opened from the home screen (iOS allows push only there). */
    standalone: win.matchMedia?.('(display-mode: standalone)').matches || (nav as Navigator & { standalone?: boolean }).standalone === true,
    secure: win.isSecureContext,
  };
}

export function permissionState(win: Window = window): PermissionState {
  const notification = (win as Window & { Notification?: typeof Notification }).Notification;
  return notification ? (notification.permission as PermissionState) : 'unsupported';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

export async function workerState(): Promise<WorkerState> {
  if (!('serviceWorker' in navigator)) return 'unsupported';
  const reg = await registration();
  if (reg?.active) return 'active';
  if (reg?.installing || reg?.waiting) return 'installing';
  return 'none';
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return (await reg?.pushManager?.getSubscription()) ?? null;
}

/** Whether the API has this browser's subscription as the signed-in person's, and how many devices she has. */
export async function serverStatus(subscription: PushSubscription | null) {
  if (!subscription) return null;
  return callEndpoint(push.status, { body: { endpoint: subscription.endpoint } });
}

/** The worker, registered if it was not, once it is active (the page's own registration may still be waiting for idle). */
async function readyWorker(): Promise<ServiceWorkerRegistration> {
  const reg = await registration();
  if (!reg) await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

const toKey = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Dispatched on `window` when `renewThisDevice` has registered this browser again. */
export const PUSH_RENEWED_EVENT = 'portal:push-renewed';

export type SubscribeResult = 'subscribed' | 'denied' | 'dismissed' | 'unsupported' | 'unavailable';

/**
 * Asks for permission (call it from the tap itself: Safari asks only inside a user gesture, so
 * nothing is awaited before), then subscribes this browser and registers it with the API as
 * `owner`'s, who then gets it back by herself after signing out and in again here (`renewThisDevice`).
 */
export async function subscribeThisDevice(owner?: number): Promise<SubscribeResult> {
  const support = pushSupport();
  if (!support.serviceWorker || !support.push || !support.notification) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const result = await registerThisDevice();
  if (result === 'subscribed' && owner != null) setPushOwner(owner);
  return result;
}

/** With permission given: this browser's subscription (made if it has none) registered with the API. */
async function registerThisDevice(): Promise<'subscribed' | 'unavailable'> {
  const { publicKey } = await callEndpoint(push.publicKey);
  if (!publicKey) return 'unavailable';
  const reg = await readyWorker();
  let sub = await reg.pushManager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be used: start again.
  const key = sub?.options.applicationServerKey;
  if (sub && key && !sameKey(new Uint8Array(key), toKey(publicKey))) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toKey(publicKey) });
  const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await callEndpoint(push.subscribe, {
    body: {
      endpoint: json.endpoint,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
      userAgent: navigator.userAgent.slice(0, 400),
    },
  });
  return 'subscribed';
}

/**
 * After a sign-in: when it was `userId` who turned push on in this browser and the permission still
 * stands, her subscription is registered again if the server does not have it as hers (it forgets a
 * subscription once the sign-in it was made in ends), without asking her anything. 'kept': it was;
 * 'renewed': registered again; 'skipped': not hers, not allowed, or push is off on the server.
 */
export async function renewThisDevice(userId: number): Promise<'kept' | 'renewed' | 'skipped'> {
  const support = pushSupport();
  if (!isPushOwner(userId) || !support.serviceWorker || !support.push || permissionState() !== 'granted') return 'skipped';
  const sub = await currentSubscription();
  if (sub && (await serverStatus(sub))?.registered) return 'kept';
  if ((await registerThisDevice()) !== 'subscribed') return 'skipped';
  // A switch or the push doctor on screen reads the device again.
  window.dispatchEvent(new Event(PUSH_RENEWED_EVENT));
  return 'renewed';
}

function sameKey(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Stops push on this browser: the API forgets it, and the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  // Turned off by her: not turned on again by itself at her next sign-in either.
  setPushOwner(null);
  const sub = await currentSubscription();
  if (!sub) return;
  try {
    await callEndpoint(push.unsubscribe, { body: { endpoint: sub.endpoint } });
  } catch (e) {
    // Not hers on the server (already removed, or someone else's now): the browser's part still goes.
    if (!(e instanceof ApiError && e.status === 404)) throw e;
  }
  await sub.unsubscribe();
}

/** A test push to this browser (the API queues it at once; quiet hours do not apply). */
export async function sendTestPush(): Promise<number> {
  const sub = await currentSubscription();
  const { devices } = await callEndpoint(push.test, { body: sub ? { endpoint: sub.endpoint } : {} });
  return devices;
}
