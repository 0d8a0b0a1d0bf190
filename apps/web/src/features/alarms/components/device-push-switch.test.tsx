import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevicePush } from '@/lib/use-device-push';

const state: { current: DevicePush | null } = { current: null };
const refresh = vi.fn(async () => undefined);
vi.mock('@/lib/use-device-push', () => ({ useDevicePush: () => ({ state: state.current, refresh }) }));
const push = vi.hoisted(() => ({
  subscribeThisDevice: vi.fn(async (): Promise<string> => 'subscribed'),
  unsubscribeThisDevice: vi.fn(async () => undefined),
}));
vi.mock('@/lib/web-push', () => push);
const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/kit', () => ({ showToast: toast }));
vi.mock('@/components/ui/app-link', () => ({ AppLink: (p: AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...p} /> }));

const { DevicePushSwitch } = await import('./device-push-switch');

const off: DevicePush = {
  device: 'android',
  supported: true,
  standalone: false,
  permission: 'default',
  worker: 'active',
  subscribed: false,
  registered: null,
  devices: null,
};

beforeEach(() => vi.clearAllMocks());

describe('이 기기에서 알림 받기', () => {
  it('asks for permission and subscribes when she switches it on', async () => {
    state.current = off;
    render(<DevicePushSwitch />);
    const sw = screen.getByRole('switch', { name: /이 기기에서 알림 받기/ });
    expect(sw).not.toBeChecked();
    expect(screen.getByText('켜면 알림 권한을 물어봐요.')).toBeInTheDocument();
    fireEvent.click(sw);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ status: 'success', title: '이 기기에서 알림을 받아요.' }));
    expect(push.subscribeThisDevice).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalled();
  });

  it('says so when she refuses the browser’s question', async () => {
    state.current = off;
    push.subscribeThisDevice.mockResolvedValueOnce('denied');
    render(<DevicePushSwitch />);
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ status: 'failed', title: '브라우저에서 알림이 차단되어 있어요.' }));
  });

  it('unsubscribes when she switches it off', async () => {
    state.current = { ...off, permission: 'granted', subscribed: true, registered: true, devices: 1 };
    render(<DevicePushSwitch />);
    const sw = screen.getByRole('switch');
    expect(sw).toBeChecked();
    fireEvent.click(sw);
    await waitFor(() => expect(push.unsubscribeThisDevice).toHaveBeenCalledTimes(1));
  });

  it('cannot be switched on with notifications blocked, and points to the fix', () => {
    state.current = { ...off, permission: 'denied' };
    render(<DevicePushSwitch />);
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByRole('link', { name: '알림이 오지 않을 때 해결 방법 보기' })).toHaveAttribute('href', '/help/alarm');
  });

  it('tells an iPhone in Safari to add the portal to the home screen first', () => {
    state.current = { ...off, device: 'ios', supported: false, permission: 'unsupported' };
    render(<DevicePushSwitch />);
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByText('아이폰·아이패드는 홈 화면에 추가한 앱에서만 알림을 받을 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈 화면에 추가하는 방법 보기' })).toHaveAttribute('href', '/help/pwa');
  });

  it('says to open the page in another browser inside KakaoTalk, on an iPhone too', () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get');
    try {
      ua.mockReturnValue(
        'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 KAKAOTALK/10.8.0 (INAPP)',
      );
      state.current = { ...off, supported: false, permission: 'unsupported', worker: 'unsupported' };
      const { unmount } = render(<DevicePushSwitch />);
      expect(screen.getByText(/카카오톡 안의 브라우저에서는 알림을 받을 수 없어요/)).toBeInTheDocument();
      unmount();
      // On an iPhone: not the home-screen guide (KakaoTalk's browser has no home screen to add to).
      ua.mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.0',
      );
      state.current = { ...off, device: 'ios', supported: false, permission: 'unsupported' };
      render(<DevicePushSwitch />);
      expect(screen.getByText(/카카오톡 안의 브라우저에서는 알림을 받을 수 없어요/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '홈 화면에 추가하는 방법 보기' })).toBeNull();
      expect(screen.getByRole('link', { name: '알림이 오지 않을 때 해결 방법 보기' })).toHaveAttribute('href', '/help/alarm');
    } finally {
      ua.mockRestore();
    }
  });
});
