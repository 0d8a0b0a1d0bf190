'use client';

import { useSyncExternalStore } from 'react';
import { dismissToast, holdToasts, toastStore } from './toast-store';
import styles from './toast.module.css';

const STATUS_TEXT = { success: '성공', failed: '실패' } as const;

/**
 * The toast stack. The live region is always in the page, so screen readers announce each toast
 * as it is added (an aria-live region inserted together with its content is often not read).
 */
export function ToastStack() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <section
      className={styles.region}
      aria-label="알림"
      data-testid="toast-region"
      // Kept while she points at it or tabs into it (to read it, or to reach 알림 닫기).
      onPointerEnter={() => holdToasts(true)}
      onPointerLeave={() => holdToasts(false)}
      onFocus={() => holdToasts(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) holdToasts(false);
      }}
    >
      <div role="status" aria-live="polite" aria-relevant="additions">
        <ol className={styles.list}>
          {toasts.map((toast) => (
            <li
              key={toast.id}
              className={styles.toast}
              data-theme={toast.theme}
              data-status={toast.status}
              data-countdown={toast.countdown}
              data-testid="toast"
            >
              <span className={styles.icon} aria-hidden="true">
                {toast.status === 'success' ? '✓' : '!'}
              </span>
              <div className={styles.body}>
                <p className={styles.title}>
                  <span className={styles.srOnly}>{STATUS_TEXT[toast.status]}: </span>
                  {toast.title}
                </p>
                {toast.description && <p className={styles.description}>{toast.description}</p>}
              </div>
              <button type="button" className={styles.close} aria-label="알림 닫기" onClick={() => dismissToast(toast.id)}>
                ×
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
