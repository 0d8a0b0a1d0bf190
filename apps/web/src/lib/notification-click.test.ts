import { describe, expect, it, vi } from 'vitest';
import { openNotificationLink, safeLink, type PortalWindow, type PortalWindows } from './notification-click';

const ORIGIN = 'https://portal.example.kr';

/** Open tabs at these addresses; `uncontrolled` ones refuse to be navigated, as a browser's do. */
function browser(urls: string[], uncontrolled: string[] = []) {
  const tabs = urls.map((url) => {
    const tab: PortalWindow & {
      focus: ReturnType<typeof vi.fn>;
      navigate: ReturnType<typeof vi.fn>;
      postMessage: ReturnType<typeof vi.fn>;
    } = {
      url,
      postMessage: vi.fn((_message: unknown) => {}),
      focus: vi.fn(async () => tab),
      navigate: vi.fn(async (to: string) => {
        if (uncontrolled.includes(url)) throw new TypeError('not controlled');
        return { ...tab, url: to };
      }),
    };
    return tab;
  });
  const clients = {
    matchAll: vi.fn(async () => tabs),
    openWindow: vi.fn(async () => null),
  } satisfies PortalWindows;
  return { tabs, clients };
}

describe('tapping a notification', () => {
  it('focuses the tab already on its page, without reloading it, and tells it the push was opened', async () => {
    const { tabs, clients } = browser([`${ORIGIN}/`, `${ORIGIN}/mypage/alarms`]);
    await openNotificationLink('/mypage/alarms', ORIGIN, clients);
    expect(tabs[1]!.focus).toHaveBeenCalledOnce();
    expect(tabs[1]!.navigate).not.toHaveBeenCalled();
    expect(tabs[1]!.postMessage).toHaveBeenCalledWith({ pushOpened: '/mypage/alarms' });
    expect(tabs[0]!.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('sends an open portal tab to the page, for the child the alarm is about, marked as opened by a push with the link it followed', async () => {
    const { tabs, clients } = browser([`${ORIGIN}/education`]);
    await openNotificationLink('/mypage/vacations?student=12', ORIGIN, clients);
    expect(tabs[0]!.focus).toHaveBeenCalledOnce();
    expect(tabs[0]!.navigate).toHaveBeenCalledWith(
      `${ORIGIN}/mypage/vacations?student=12&pushed=${encodeURIComponent('/mypage/vacations?student=12')}`,
    );
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the tab cannot be navigated, or when no portal tab is open', async () => {
    const stuck = browser([`${ORIGIN}/`], [`${ORIGIN}/`]);
    await openNotificationLink('/services/notice/3', ORIGIN, stuck.clients);
    expect(stuck.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/services/notice/3?pushed=${encodeURIComponent('/services/notice/3')}`);

    const none = browser(['https://elsewhere.example.com/']);
    await openNotificationLink('/services/notice/3', ORIGIN, none.clients);
    expect(none.tabs[0]!.focus).not.toHaveBeenCalled();
    expect(none.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/services/notice/3?pushed=${encodeURIComponent('/services/notice/3')}`);
  });

  it('never leaves the portal, however the link is written', async () => {
    for (const link of ['//evil.example.com/x', '/\\evil.example.com/x', 'https://evil.example.com/', 'javascript:alert(1)', 42, null]) {
      expect(new URL(safeLink(link), ORIGIN).origin).toBe(ORIGIN);
      const { clients } = browser([]);
      await openNotificationLink(link, ORIGIN, clients);
      expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/?pushed=${encodeURIComponent('/')}`);
    }
    expect(safeLink('/chat/7')).toBe('/chat/7');
  });
});
