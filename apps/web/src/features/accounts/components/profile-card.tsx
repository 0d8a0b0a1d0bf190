'use client';
import { useSession } from '@/lib/session';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AppLink } from '@/components/ui/app-link';
import { DEFAULT_PROFILE_IMAGE, labelFor, pathOf, routeNamed } from '@/lib/routes';
import { signOutCompletely, useMe } from '../api/queries';
import { categoryLabel } from '../messages';
import styles from './accounts.module.css';

/** My info: the profile, and signing out (which ends this sign-in on the server too). */
export function ProfileCard() {
  const { data: me, isPlaceholderData } = useMe();
  const { status } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!me) return null;
  const logout = async () => {
    setLeaving(true);
    await signOutCompletely();
  };
  return (
    <section className={styles.card} aria-labelledby="profile-name" data-state={isPlaceholderData ? 'cached' : 'fresh'}>
      <div className={styles.profileHead}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.picture} src={me.picture || DEFAULT_PROFILE_IMAGE} alt="" width={72} height={72} />
        <div>
          <p className={styles.category}>{categoryLabel[me.category]}</p>
          <h1 id="profile-name" className={styles.greeting}>
            {me.name}
          </h1>
        </div>
      </div>
      <dl className={styles.fields}>
        <div>
          <dt>아이디</dt>
          <dd>{me.username}</dd>
        </div>
        <div>
          <dt>이메일</dt>
          <dd>{me.email || '등록된 이메일이 없어요'}</dd>
        </div>
        <div>
          <dt>구분</dt>
          <dd>{categoryLabel[me.category]}</dd>
        </div>
      </dl>
      <ul className={styles.links}>
        {/* A student's own pages; a parent's, of the child she has chosen (read-only where she only looks). */}
        {(me.category === 'student' || me.category === 'parent') &&
          (['mypageVacations', 'mypageReservations', 'mypageContents', 'mypageCounseling', 'mypageAllergies', 'mypageGoals'] as const).map(
            (name) => (
              <li key={name}>
                <AppLink href={pathOf(name)}>{labelFor(routeNamed(name), me.category)}</AppLink>
              </li>
            ),
          )}
        <li>
          <AppLink href={pathOf('mypageAlarms')}>알림 설정</AppLink>
        </li>
        <li>
          <AppLink href={pathOf('mypagePassword')}>비밀번호 변경</AppLink>
        </li>
        <li>
          <AppLink href={pathOf('mypageSecurity')}>
            {me.category === 'student' ? '방화벽 설정 · 로그인 기기' : labelFor(routeNamed('mypageSecurity'), me.category)}
          </AppLink>
        </li>
      </ul>
      <Button variant="secondary" onClick={logout} disabled={leaving || status !== 'authenticated'}>
        {leaving ? '로그아웃 중…' : '로그아웃'}
      </Button>
    </section>
  );
}
