import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DevicePush } from '@/lib/use-device-push';

const state: { current: DevicePush } = { current: null! };
const refresh = vi.fn(async () => undefined);
vi.mock('@/lib/use-device-push', () => ({ useDevicePush: () => ({ state: state.current, refresh }) }));
const push = vi.hoisted(() => ({
  sendTestPush: vi.fn(async () => 1),
  subscribeThisDevice: vi.fn(async () => 'subscribed' as const),
  unsubscribeThisDevice: vi.fn(async () => undefined),
}));
vi.mock('@/lib/web-push', () => push);
const toast = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/kit', () => ({ showToast: toast }));
vi.mock('@/components/ui/app-link', () => ({ AppLink: (p: AnchorHTMLAttributes<HTMLAnchorElement>) => <a {...p} /> }));

const { PushDoctor } = await import('./push-doctor');

const ready: DevicePush = {
  device: 'android',
  supported: true,
  standalone: false,
  permission: 'granted',
  worker: 'active',
  subscribed: true,
  registered: true,
  devices: 2,
};

beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(window, 'Notification', { value: { requestPermission: vi.fn(async () => 'granted') }, configurable: true });
});

describe('PushDoctor', () => {
  it('shows a ready device’s permission, worker and subscription, and sends her a test push', async () => {
    state.current = ready;
    render(<PushDoctor initialDevice="android" />);
    expect(screen.getByTestId('push-permission')).toHaveTextContent('알림 권한허용됨');
    expect(screen.getByTestId('push-worker')).toHaveTextContent('알림 받는 기능 (서비스 워커)작동 중');
    expect(screen.getByTestId('push-subscription')).toHaveTextContent('연결됨 · 내 기기 2대');
    expect(screen.getByRole('status')).toHaveTextContent('알림을 받을 준비가 되어 있어요');
    fireEvent.click(screen.getByRole('button', { name: '테스트 알림 보내기' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'success', title: '테스트 알림을 보냈어요.' })),
    );
    expect(push.sendTestPush).toHaveBeenCalledTimes(1);
  });

  it('puts the unblocking steps of her own browser first when notifications are blocked, and offers no reset', () => {
    state.current = { ...ready, permission: 'denied', subscribed: false, registered: null, devices: null };
    render(<PushDoctor initialDevice="android" />);
    expect(screen.getByTestId('push-permission')).toHaveTextContent('차단됨');
    expect(screen.getByRole('status')).toHaveTextContent('브라우저에서 알림이 차단되어 있어요');
    expect(screen.getByRole('button', { name: '다시 연결하기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '테스트 알림 보내기' })).toBeDisabled();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('알림이 차단되어 있을 때')).toBeLessThan(headings.indexOf('아이폰·아이패드에서 알림 받기'));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('안드로이드 Chrome');
  });

  it('tells an iPhone outside the home-screen app that push works only from there (iOS 16.4+)', () => {
    state.current = {
      ...ready,
      device: 'ios',
      supported: false,
      permission: 'unsupported',
      worker: 'active',
      subscribed: false,
      registered: null,
    };
    render(<PushDoctor initialDevice="ios" />);
    expect(screen.getByRole('status')).toHaveTextContent('홈 화면에 추가한 앱에서만 알림을 받을 수 있어요');
    expect(screen.getByText(/iOS 16.4 이상에서, 홈 화면에 추가한 포털 앱으로 열었을 때만/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈 화면에 추가하는 방법 자세히 보기' })).toBeInTheDocument();
  });

  it('reconnects: the old subscription goes and a new one is made, then it reads the state again', async () => {
    state.current = { ...ready, registered: false };
    render(<PushDoctor initialDevice="PC" />);
    expect(screen.getByTestId('push-subscription')).toHaveTextContent('서버에 없음');
    fireEvent.click(screen.getByRole('button', { name: '다시 연결하기' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' })));
    expect(push.unsubscribeThisDevice).toHaveBeenCalledTimes(1);
    expect(push.subscribeThisDevice).toHaveBeenCalledTimes(1);
    expect(push.unsubscribeThisDevice.mock.invocationCallOrder[0]).toBeLessThan(push.subscribeThisDevice.mock.invocationCallOrder[0]!);
    expect(refresh).toHaveBeenCalled();
  });

  it('tells her in KakaoTalk’s own browser to open the page in another browser, not to add it to the home screen', () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get');
    try {
      ua.mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.0',
      );
      state.current = {
        ...ready,
        device: 'ios',
        supported: false,
        permission: 'unsupported',
        worker: 'unsupported',
        subscribed: false,
        registered: null,
        devices: null,
      };
      render(<PushDoctor initialDevice="ios" />);
      expect(screen.getByRole('status')).toHaveTextContent(
        "카카오톡 안의 브라우저에서는 알림을 받을 수 없어요. 화면의 ⋮ 또는 공유 메뉴에서 '다른 브라우저로 열기'를 눌러 주세요.",
      );
      expect(screen.getByRole('button', { name: '다시 연결하기' })).toBeDisabled();
    } finally {
      ua.mockRestore();
    }
  });
});
