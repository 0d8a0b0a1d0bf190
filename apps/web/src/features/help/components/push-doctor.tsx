'use client';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/kit';
import type { Device } from '@/lib/device';
import { inAppBrowser, inAppPushText } from '@/lib/in-app-browser';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDevicePush, type DevicePush } from '@/lib/use-device-push';
import { sendTestPush, subscribeThisDevice, unsubscribeThisDevice, type SubscribeResult } from '@/lib/web-push';
import help from './help.module.css';
import own from './push-doctor.module.css';

/** The help pages' look, and the doctor's own classes over it. */
const styles: Readonly<Record<string, string>> = { ...help, ...own };

type Tone = 'ok' | 'warn' | 'bad';
type Row = { label: string; value: string; tone: Tone; id: string };

function rowsOf(s: DevicePush): Row[] {
  const permission: Record<DevicePush['permission'], [string, Tone]> = {
    granted: ['허용됨', 'ok'],
    default: ['아직 묻지 않음', 'warn'],
    denied: ['차단됨', 'bad'],
    unsupported: ['이 브라우저는 지원하지 않음', 'bad'],
  };
  const worker: Record<DevicePush['worker'], [string, Tone]> = {
    active: ['작동 중', 'ok'],
    installing: ['설치하는 중', 'warn'],
    none: ['설치되지 않음', 'warn'],
    unsupported: ['이 브라우저는 지원하지 않음', 'bad'],
  };
  const subscription: [string, Tone] = !s.subscribed
    ? ['연결되지 않음', 'warn']
    : s.registered === false
      ? ['서버에 없음(다시 연결해 주세요)', 'bad']
      : s.registered === null
        ? ['확인하지 못함', 'warn']
        : [`연결됨 · 내 기기 ${s.devices ?? 1}대`, 'ok'];
  return [
    { id: 'permission', label: '알림 권한', value: permission[s.permission][0], tone: permission[s.permission][1] },
    { id: 'worker', label: '알림 받는 기능 (서비스 워커)', value: worker[s.worker][0], tone: worker[s.worker][1] },
    { id: 'subscription', label: '이 기기의 알림 연결', value: subscription[0], tone: subscription[1] },
  ];
}

/** The one line that says what to do first. */
function verdictOf(s: DevicePush, inApp: string | null): string {
  // Before the iPhone's home-screen advice: KakaoTalk's browser has no such button (a links audit).
  if (inApp && !s.supported) return inAppPushText(inApp);
  if (s.device === 'ios' && !s.standalone)
    return '아이폰·아이패드는 홈 화면에 추가한 앱에서만 알림을 받을 수 있어요. 아래 안내를 따라 주세요.';
  if (!s.supported) return '이 브라우저에서는 푸시 알림을 받을 수 없어요. Chrome, Edge, Safari 최신 버전을 써 주세요.';
  if (s.permission === 'denied') return '브라우저에서 알림이 차단되어 있어요. 아래 방법으로 허용한 뒤 다시 연결해 주세요.';
  if (!s.subscribed || s.registered === false) return '이 기기가 아직 알림에 연결되지 않았어요. 다시 연결하기를 눌러 주세요.';
  return '이 기기는 알림을 받을 준비가 되어 있어요. 테스트 알림으로 확인해 보세요.';
}

const refused: Record<Exclude<SubscribeResult, 'subscribed'>, string> = {
  denied: '브라우저에서 알림이 차단되어 있어요.',
  dismissed: '알림 권한을 허용해야 연결할 수 있어요.',
  unsupported: '이 브라우저에서는 알림을 받을 수 없어요.',
  unavailable: '지금은 푸시 알림을 쓸 수 없어요. 관리자에게 문의해 주세요.',
};

/** /help/alarm: what stands between this device and its notifications, a test push, and a reset. */
export function PushDoctor({ initialDevice }: { initialDevice: Device }) {
  const { state, refresh } = useDevicePush();
  const userId = useSession().data?.user?.id;
  const [busy, setBusy] = useState<'test' | 'reset' | null>(null);
  const device = state?.device ?? initialDevice;

  const test = async () => {
    setBusy('test');
    try {
      const devices = await sendTestPush();
      showToast(
        devices > 0
          ? { status: 'success', title: '테스트 알림을 보냈어요.', description: '잠시 뒤 알림이 오지 않으면 다시 연결해 주세요.' }
          : { status: 'failed', title: '알림을 받을 기기가 없어요. 먼저 다시 연결해 주세요.' },
      );
    } catch {
      showToast({ status: 'failed', title: '테스트 알림을 보내지 못했어요. 다시 연결해 주세요.' });
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    setBusy('reset');
    try {
      // Permission is asked first, inside the tap (Safari asks only then); the old subscription goes, a new one comes.
      const asked = typeof Notification === 'undefined' ? null : Notification.requestPermission();
      await asked;
      await unsubscribeThisDevice().catch(() => undefined);
      const result = await subscribeThisDevice(userId);
      if (result === 'subscribed') showToast({ status: 'success', title: '다시 연결했어요. 테스트 알림을 보내 보세요.' });
      else showToast({ status: 'failed', title: refused[result] });
    } catch {
      showToast({ status: 'failed', title: '다시 연결하지 못했어요. 잠시 후 다시 시도해 주세요.' });
    } finally {
      await refresh().catch(() => undefined);
      setBusy(null);
    }
  };

  const ready = !!state?.subscribed && state.registered === true;
  const canReset = !!state?.supported && state.permission !== 'denied';
  return (
    <section className={styles.page} aria-labelledby="push-doctor-title">
      <BackLink href={pathOf('help')}>문제 해결</BackLink>
      <h1 id="push-doctor-title" className={styles.title}>
        푸시 알림 오류
      </h1>
      <p className={styles.lead}>알림이 오지 않을 때 이 기기의 상태를 확인하고 바로 고쳐 보세요.</p>

      <section className={styles.panel} aria-labelledby="push-state-title" aria-busy={!state}>
        <h2 id="push-state-title" className={styles.panelTitle}>
          이 기기의 알림 상태
        </h2>
        {state ? (
          <>
            <dl className={styles.rows}>
              {rowsOf(state).map((r) => (
                <div key={r.id} className={styles.row} data-testid={`push-${r.id}`}>
                  <dt>{r.label}</dt>
                  <dd className={styles[r.tone]}>{r.value}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.verdict} role="status">
              {verdictOf(state, inAppBrowser(navigator.userAgent))}
            </p>
          </>
        ) : (
          <p className={styles.verdict}>상태를 확인하고 있어요…</p>
        )}
        <div className={styles.actions}>
          <Button block disabled={!ready || busy !== null} onClick={() => void test()}>
            {busy === 'test' ? '보내는 중…' : '테스트 알림 보내기'}
          </Button>
          <Button block variant="secondary" disabled={!canReset || busy !== null} onClick={() => void reset()}>
            {busy === 'reset' ? '연결하는 중…' : '다시 연결하기'}
          </Button>
        </div>
      </section>

      {/* Her own device's trouble first: on an iPhone, the home-screen app; elsewhere, a blocked permission. */}
      {device === 'ios' ? (
        <>
          <IosGuide />
          <BlockedGuide device={device} />
        </>
      ) : (
        <>
          <BlockedGuide device={device} />
          <IosGuide />
        </>
      )}

      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>그래도 알림이 오지 않으면</h2>
        <ul className={styles.list}>
          <li>
            <AppLink href={pathOf('mypageAlarms')} className={styles.inlineLink}>
              알림 설정
            </AppLink>
            에서 받을 알림이 켜져 있는지, 방해 금지 시간이 아닌지 확인해 주세요. 방해 금지 시간에 생긴 알림은 그 시간이 끝나면 와요.
          </li>
          <li>휴대폰의 방해 금지·집중 모드나 절전 모드가 켜져 있으면 알림이 늦거나 오지 않을 수 있어요.</li>
          <li>알림을 놓쳐도 포털의 알림 목록에는 모두 남아 있어요.</li>
        </ul>
      </div>
    </section>
  );
}

function IosGuide() {
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>아이폰·아이패드에서 알림 받기</h2>
      <p className={styles.note}>
        iOS 16.4 이상에서, 홈 화면에 추가한 포털 앱으로 열었을 때만 알림을 받을 수 있어요. Safari 창에서는 받을 수 없어요.
      </p>
      <ol className={styles.steps}>
        <li>설정 → 일반 → 정보에서 iOS 버전이 16.4 이상인지 확인해 주세요.</li>
        <li>Safari로 포털을 열고 공유 버튼 → &lsquo;홈 화면에 추가&rsquo;를 눌러 주세요.</li>
        <li>홈 화면의 포털 아이콘으로 열고 로그인해 주세요.</li>
        <li>알림 설정에서 &lsquo;이 기기에서 알림 받기&rsquo;를 켜고, 알림을 허용해 주세요.</li>
      </ol>
      <AppLink href={pathOf('helpPwa')} className={styles.inlineLink}>
        홈 화면에 추가하는 방법 자세히 보기
      </AppLink>
    </div>
  );
}

const unblock: { device: Device | 'all'; browser: string; how: string }[] = [
  { device: 'android', browser: '안드로이드 Chrome', how: '주소창 왼쪽의 아이콘 → 권한(또는 사이트 설정) → 알림 → 허용을 눌러 주세요.' },
  { device: 'android', browser: '삼성 인터넷', how: '메뉴(≡) → 설정 → 사이트 및 다운로드 → 알림에서 포털을 허용해 주세요.' },
  { device: 'ios', browser: '아이폰 홈 화면 앱', how: '설정 앱 → 알림 → 포털 앱 → 알림 허용을 켜 주세요.' },
  { device: 'PC', browser: 'PC Chrome·Edge', how: '주소창 왼쪽의 자물쇠(또는 조절) 아이콘 → 사이트 설정 → 알림 → 허용으로 바꿔 주세요.' },
  { device: 'PC', browser: 'Mac Safari', how: 'Safari → 설정 → 웹사이트 → 알림에서 포털을 허용으로 바꿔 주세요.' },
];

function BlockedGuide({ device }: { device: Device }) {
  const mine = unblock.filter((u) => u.device === device);
  const others = unblock.filter((u) => u.device !== device);
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>알림이 차단되어 있을 때</h2>
      <p className={styles.note}>
        한 번 차단한 알림은 이 화면에서 다시 물어볼 수 없어요. 브라우저 설정에서 허용한 뒤 &lsquo;다시 연결하기&rsquo;를 눌러 주세요.
      </p>
      <ul className={styles.list}>
        {[...mine, ...others].map((u) => (
          <li key={u.browser}>
            <strong>{u.browser}</strong>: {u.how}
          </li>
        ))}
      </ul>
    </div>
  );
}
