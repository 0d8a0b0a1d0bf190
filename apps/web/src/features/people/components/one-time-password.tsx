'use client';
import { useState } from 'react';
import styles from '@/components/ui/console/console.module.css';

/** A one-time password, shown this once: the admin hands it over; she must change it at her first sign-in. */
export function OneTimePasswordBox({ name, username, password }: { name: string; username: string; password: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.otp} role="status" data-testid="one-time-password">
      <p className={styles.muted}>
        {name}({username})의 일회용 비밀번호
      </p>
      <p className={styles.otpValue}>{password}</p>
      <p className={styles.muted}>
        이 화면을 떠나면 다시 볼 수 없습니다. 본인에게 전해 주세요. 처음 로그인하면 새 비밀번호로 바꾸게 됩니다.
      </p>
      <button
        type="button"
        className={styles.small}
        onClick={() =>
          void navigator.clipboard?.writeText(password).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {copied ? '복사했습니다' : '복사'}
      </button>
    </div>
  );
}
