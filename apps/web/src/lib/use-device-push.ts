'use client';
import { useCallback, useEffect, useState } from 'react';
import { currentDevice, type Device } from './device';
import {
  currentSubscription,
  permissionState,
  PUSH_RENEWED_EVENT,
  pushSupport,
  serverStatus,
  workerState,
  type PermissionState,
  type WorkerState,
} from './web-push';

/** What this device's push looks like, read in the browser (null until read). */
export type DevicePush = {
  device: Device;
  /** Push is possible in this browser at all (service worker, Push API, notifications, https). */
  supported: boolean;
  /** Opened from the home screen. */
  standalone: boolean;
  permission: PermissionState;
  worker: WorkerState;
  /** The browser has a push subscription. */
  subscribed: boolean;
  /** The API has it as this person's (null: could not ask). */
  registered: boolean | null;
  /** How many of her devices the API knows. */
  devices: number | null;
};

/** Reads this device's push state, and again after `refresh()` (a switch or a reset changed it) or a renewal. */
export function useDevicePush() {
  const [state, setState] = useState<DevicePush | null>(null);
  const refresh = useCallback(async () => {
    const support = pushSupport();
    const supported = support.serviceWorker && support.push && support.notification && support.secure;
    const worker = await workerState().catch((): WorkerState => 'none');
    const sub = supported ? await currentSubscription().catch(() => null) : null;
    const server = await serverStatus(sub).catch(() => undefined);
    setState({
      device: currentDevice(),
      supported,
      standalone: support.standalone,
      permission: permissionState(),
      worker,
      subscribed: !!sub,
      registered: server === undefined ? null : (server?.registered ?? false),
      devices: server?.devices ?? null,
    });
  }, []);
  useEffect(() => {
    let live = true;
    void refresh().then(
      () => undefined,
      () => live && setState(null),
    );
    // The shell registered this browser again after a new sign-in (`renewThisDevice`).
    const again = () => void refresh().catch(() => undefined);
    window.addEventListener(PUSH_RENEWED_EVENT, again);
    return () => {
      live = false;
      window.removeEventListener(PUSH_RENEWED_EVENT, again);
    };
  }, [refresh]);
  return { state, refresh };
}
