'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { signOutCompletely } from '../api/queries';
import styles from './accounts.module.css';

/**
 * The sign-out address's question (next-auth's GET /api/auth/signout comes here): nothing ends until
 * she taps, so a link or a prefetch cannot sign her out.
 */
export function SignOutConfirm() {
  const router = useRouter();
  const { status } = useSession();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await signOutCompletely();
  };
  const stay = () => (window.history.length > 1 ? router.back() : router.replace('/'));
  return (
    <div className={styles.signOutActions}>
      <Button block onClick={leave} disabled={leaving || status !== 'authenticated'}>
        {leaving ? '로그아웃 중…' : '로그아웃'}
      </Button>
      <Button block variant="secondary" onClick={stay} disabled={leaving}>
        취소
      </Button>
    </div>
  );
}
