import { afterEach, describe, expect, it } from 'vitest';
import { markPushHelp, PUSH_HELP_SCRIPT } from './push-help';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/** A browser window as the script reads it. */
function browser({
  ua = ANDROID,
  touch = 5,
  standalone = false,
  permission = 'default' as NotificationPermission | null,
  push = true,
  secure = true,
}) {
  const win: Record<string, unknown> = {
    navigator: { userAgent: ua, maxTouchPoints: touch, serviceWorker: {} },
    matchMedia: () => ({ matches: standalone }),
    isSecureContext: secure,
    document,
  };
  if (push) win.PushManager = function PushManager() {};
  if (permission) win.Notification = { permission };
  return win as unknown as Window;
}
const mark = (win: Window) => (markPushHelp(win), document.documentElement.getAttribute('data-push-help'));

afterEach(() => document.documentElement.removeAttribute('data-push-help'));

describe('the push help mark, set before the first paint', () => {
  it('names what the switch will say of this browser', () => {
    expect(mark(browser({}))).toBeNull();
    expect(mark(browser({ permission: 'granted' }))).toBeNull();
    expect(mark(browser({ permission: 'denied' }))).toBe('blocked');
    expect(mark(browser({ push: false }))).toBe('unsupported');
    expect(mark(browser({ permission: null }))).toBe('unsupported');
    expect(mark(browser({ secure: false }))).toBe('unsupported');
  });

  it('sends an iPhone or iPad outside the home-screen app to the home-screen help, and not one inside it', () => {
    expect(mark(browser({ ua: IPHONE, push: false, permission: null }))).toBe('pwa');
    expect(mark(browser({ ua: IPAD, touch: 5, push: false, permission: null }))).toBe('pwa');
    document.documentElement.removeAttribute('data-push-help');
    expect(mark(browser({ ua: IPHONE, standalone: true }))).toBeNull();
    // A Mac without touch is a computer.
    expect(mark(browser({ ua: IPAD, touch: 0 }))).toBeNull();
  });

  it('runs on its own, as the layout inlines it', () => {
    new Function('window', PUSH_HELP_SCRIPT)(browser({ permission: 'denied' }));
    expect(document.documentElement.getAttribute('data-push-help')).toBe('blocked');
  });

  it('does not send an iPhone in KakaoTalk’s browser to the home screen (that browser has none): it cannot have pushes', () => {
    new Function('window', PUSH_HELP_SCRIPT)(browser({ ua: `${IPHONE} KAKAOTALK 10.8.0`, push: false, permission: null }));
    expect(document.documentElement.getAttribute('data-push-help')).toBe('unsupported');
    new Function('window', PUSH_HELP_SCRIPT)(browser({ ua: `${ANDROID} KAKAOTALK/10.8.0 (INAPP)` }));
    expect(document.documentElement.getAttribute('data-push-help')).toBe('unsupported');
  });
});
