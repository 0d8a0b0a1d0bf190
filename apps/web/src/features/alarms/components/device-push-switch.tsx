'use client';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { showToast } from '@/components/ui/kit';
import { inAppBrowser, inAppPushText } from '@/lib/in-app-browser';
import type { PushHelp } from '@/lib/push-help';
import { pathOf } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useDevicePush } from '@/lib/use-device-push';
import { subscribeThisDevice, unsubscribeThisDevice, type SubscribeResult } from '@/lib/web-push';
import styles from './alarm-settings-form.module.css';

const refused: Record<Exclude<SubscribeResult, 'subscribed'>, string> = {
  denied: '브라우저에서 알림이 차단되어 있어요.',
  dismissed: '알림 권한을 허용해야 받을 수 있어요.',
  unsupported: '이 브라우저에서는 알림을 받을 수 없어요.',
  unavailable: '지금은 푸시 알림을 쓸 수 없어요. 관리자에게 문의해 주세요.',
};

/** What the switch says of a browser that needs help, by the same names as the early mark (lib/push-help.ts). */
const hints: Record<PushHelp, string> = {
  pwa: '아이폰·아이패드는 홈 화면에 추가한 앱에서만 알림을 받을 수 있어요.',
  blocked: '브라우저에서 알림이 차단되어 있어요.',
  unsupported: '이 브라우저에서는 알림을 받을 수 없어요.',
};
/** Where it sends her: the home-screen guide for an iPhone outside the app (not in KakaoTalk's browser), else the alarm help. */
const helpLinks = {
  pwa: { route: 'helpPwa', label: '홈 화면에 추가하는 방법 보기' },
  alarm: { route: 'helpAlarm', label: '알림이 오지 않을 때 해결 방법 보기' },
} as const;
const linkOf = (help: PushHelp) => (help === 'pwa' && !inAppOf() ? 'pwa' : 'alarm');

/** In an app's own browser (KakaoTalk …), what she is told instead of the iPhone's or the browser's advice. */
const inAppOf = () => {
  const app = inAppBrowser(navigator.userAgent);
  return app ? inAppPushText(app) : null;
};

/**
 * "이 기기에서 알림 받기": on asks for permission (in the tap) and subscribes this browser; off
 * unsubscribes it. Acts at once, apart from the settings form's save.
 */
export function DevicePushSwitch() {
  const { state, refresh } = useDevicePush();
  const userId = useSession().data?.user?.id;
  const [busy, setBusy] = useState(false);
  const on = !!state?.subscribed && state.registered !== false;
  const iosOutsideApp = state?.device === 'ios' && !state.standalone;
  const blocked = state?.permission === 'denied';
  const help: PushHelp | null = !state ? null : iosOutsideApp ? 'pwa' : blocked ? 'blocked' : !state.supported ? 'unsupported' : null;

  const toggle = async (want: boolean) => {
    setBusy(true);
    try {
      if (want) {
        const result = await subscribeThisDevice(userId);
        if (result === 'subscribed') showToast({ status: 'success', title: '이 기기에서 알림을 받아요.' });
        else showToast({ status: 'failed', title: refused[result] });
      } else {
        await unsubscribeThisDevice();
        showToast({ status: 'success', title: '이 기기에서는 알림을 받지 않아요.' });
      }
    } catch {
      showToast({ status: 'failed', title: '알림 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.' });
    } finally {
      await refresh().catch(() => undefined);
      setBusy(false);
    }
  };

  return (
    <div className={styles.box}>
      <label className={styles.switchRow}>
        <span>
          <span className={styles.kind}>이 기기에서 알림 받기</span>
          <span className={styles.hint}>
            {!state ? (
              // Until the switch knows, the browser's own mark says (lib/push-help.ts): one of these shows.
              <>
                <span className={styles.early} data-for="">
                  이 기기의 알림 상태를 확인하고 있어요.
                </span>
                {Object.entries(hints).map(([mark, hint]) => (
                  <span key={mark} className={styles.early} data-for={mark}>
                    {hint}
                  </span>
                ))}
              </>
            ) : help ? (
              (help !== 'blocked' && inAppOf()) || hints[help]
            ) : on ? (
              '이 기기로 알림이 와요.'
            ) : (
              '켜면 알림 권한을 물어봐요.'
            )}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          disabled={!state || busy || blocked || !state.supported || (iosOutsideApp && !on)}
          onChange={(e) => void toggle(e.target.checked)}
        />
      </label>
      {!state ? (
        <p className={`${styles.pushHelp} ${styles.earlyHelp}`}>
          {Object.entries(helpLinks).map(([key, link]) => (
            <AppLink key={key} href={pathOf(link.route)} className={`${styles.linkButton} ${styles.early}`} data-for={key}>
              {link.label}
            </AppLink>
          ))}
        </p>
      ) : (
        help && (
          <p className={styles.pushHelp}>
            <AppLink href={pathOf(helpLinks[linkOf(help)].route)} className={styles.linkButton}>
              {helpLinks[linkOf(help)].label}
            </AppLink>
          </p>
        )
      )}
    </div>
  );
}
