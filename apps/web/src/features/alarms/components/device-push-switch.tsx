'use client';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { showToast } from '@/components/ui/kit';
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

const hints = {
  pwa: '아이폰·아이패드는 홈 화면에 추가한 앱에서만 알림을 받을 수 있어요.',
  blocked: '브라우저에서 알림이 차단되어 있어요.',
  unsupported: '이 브라우저에서는 알림을 받을 수 없어요.',
};
const helpLinks = { pwa: '홈 화면에 추가하는 방법 보기', alarm: '알림이 오지 않을 때 해결 방법 보기' };

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
                <span className={styles.early} data-for="pwa">
                  {hints.pwa}
                </span>
                <span className={styles.early} data-for="blocked">
                  {hints.blocked}
                </span>
                <span className={styles.early} data-for="unsupported">
                  {hints.unsupported}
                </span>
              </>
            ) : iosOutsideApp ? (
              hints.pwa
            ) : blocked ? (
              hints.blocked
            ) : !state.supported ? (
              hints.unsupported
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
          <AppLink href={pathOf('helpPwa')} className={`${styles.linkButton} ${styles.early}`} data-for="pwa">
            {helpLinks.pwa}
          </AppLink>
          <AppLink href={pathOf('helpAlarm')} className={`${styles.linkButton} ${styles.early}`} data-for="alarm">
            {helpLinks.alarm}
          </AppLink>
        </p>
      ) : (
        (blocked || iosOutsideApp || !state.supported) && (
          <p className={styles.pushHelp}>
            <AppLink href={pathOf(iosOutsideApp ? 'helpPwa' : 'helpAlarm')} className={styles.linkButton}>
              {iosOutsideApp ? helpLinks.pwa : helpLinks.alarm}
            </AppLink>
          </p>
        )
      )}
    </div>
  );
}
