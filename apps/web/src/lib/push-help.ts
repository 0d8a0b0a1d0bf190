import { IN_APP_PATTERNS } from './in-app-browser';

/**
 * What the device's push switch will say of this browser, known before the page is first drawn:
 * `<html data-push-help>` is `pwa` on an iPhone or iPad outside the home-screen app, `blocked` where
 * notifications are refused, `unsupported` where the browser cannot receive pushes; absent otherwise.
 * The switch (features/alarms, DevicePushSwitch) learns it only once React runs, and the help line it
 * then added above the seven kinds of alarm pushed them down a row under a finger about to toggle one
 * (an audit); until then it draws the line and its hint from this mark instead.
 *
 * The same reading as `pushSupport`, `permissionState` (lib/web-push.ts) and `detectDevice`
 * (lib/device.ts), self-contained: the layout inlines its source, which runs before any module.
 */
export type PushHelp = 'pwa' | 'blocked' | 'unsupported';

export function markPushHelp(win: Window, inAppPatterns: [string, string][] = []) {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const ua = nav.userAgent;
  // KakaoTalk's own browser and the like: neither pushes nor the home screen (an iPhone's advice is wrong there).
  const inApp = inAppPatterns.some(([source, flags]) => new RegExp(source, flags).test(ua));
  const ios = !/android/i.test(ua) && (/iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && (nav.maxTouchPoints || 0) > 1));
  const standalone = (win.matchMedia && win.matchMedia('(display-mode: standalone)').matches) || nav.standalone === true;
  const notification = (win as Window & { Notification?: typeof Notification }).Notification;
  const supported = 'serviceWorker' in nav && 'PushManager' in win && !!notification && win.isSecureContext;
  const help: PushHelp | '' =
    ios && !standalone && !inApp
      ? 'pwa'
      : notification && notification.permission === 'denied'
        ? 'blocked'
        : !supported || inApp
          ? 'unsupported'
          : '';
  if (help) win.document.documentElement.setAttribute('data-push-help', help);
}

export const PUSH_HELP_SCRIPT = `(${markPushHelp.toString()})(window, ${JSON.stringify(IN_APP_PATTERNS)})`;
