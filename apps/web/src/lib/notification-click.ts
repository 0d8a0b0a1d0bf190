// What tapping a push notification opens: shared by the service worker (worker/sw.ts), which cannot be
// driven from a test (the DevTools protocol cannot click a notification), and by its unit test.
import { safeReturnPath } from './return-path';

/** Only a path of the portal is opened from a notification (the sign-in's return rule): anything else opens home. */
export const safeLink = (link: unknown): string => safeReturnPath(typeof link === 'string' ? link : null);

/** The parts of a window the worker uses (WindowClient). */
export type PortalWindow = {
  readonly url: string;
  focus(): Promise<PortalWindow>;
  navigate(url: string): Promise<PortalWindow | null>;
  postMessage(message: unknown): void;
};

/**
 * The mark on the address of a page a push opened, naming the alarm's link: the page takes it off and
 * marks read the alarms that lead there (`lib/pushed-alarm.ts`). The link is named, not read back from the
 * address, because a parent's child switcher takes `?student=` off it first. A tab already on the page
 * is told by a message instead.
 */
export const PUSHED_PARAM = 'pushed';
const marked = (href: string, link: string) => {
  const url = new URL(href);
  url.searchParams.set(PUSHED_PARAM, link);
  return url.href;
};

/** The parts of the worker's `clients` it uses. */
export type PortalWindows = {
  matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<readonly PortalWindow[]>;
  openWindow(url: string): Promise<unknown>;
};

/**
 * Opens the notification's page: the portal's tab already on it is focused; otherwise a portal tab is
 * focused and sent there (a tab the worker does not control cannot be navigated: a new window then);
 * with no portal tab, a new window.
 */
export async function openNotificationLink(link: unknown, origin: string, clients: PortalWindows): Promise<void> {
  const path = safeLink(link);
  const target = new URL(path, origin).href;
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const mine = tabs.filter((c) => new URL(c.url).origin === origin);
  const tab = mine.find((c) => c.url === target) ?? mine[0];
  if (!tab) {
    await clients.openWindow(marked(target, path));
    return;
  }
  const focused = await tab.focus();
  if (focused.url === target) {
    focused.postMessage({ pushOpened: path });
    return;
  }
  const moved = await focused.navigate(marked(target, path)).catch(() => null);
  if (!moved) await clients.openWindow(marked(target, path));
}
