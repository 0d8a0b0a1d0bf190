import type { Metadata } from 'next';
import { SignOutConfirm } from '@/features/accounts/components/sign-out-confirm';
import { LOGIN_PATH } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import { getSiteInfo } from '@/lib/site';
import styles from '../sign.module.css';
import { SiteLogo } from '../site-logo';

export const metadata: Metadata = { title: '로그아웃' };

/** Where next-auth's own sign-out address leads (authOptions.pages.signOut): a question in Korean, not its English page. */
export default async function LogoutPage() {
  const [session, site] = await Promise.all([serverSession(), getSiteInfo()]);
  const signedIn = Boolean(session?.accessToken);
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <SiteLogo url={site.logoUrl} />
        <h1 className={styles.title}>{signedIn ? '로그아웃할까요?' : '로그아웃되어 있어요'}</h1>
        {signedIn ? (
          <>
            <p className={styles.lead}>이 기기에서 다시 쓰려면 아이디와 비밀번호로 로그인해야 해요.</p>
            <SignOutConfirm />
          </>
        ) : (
          <>
            <p className={styles.lead}>다시 쓰려면 로그인해 주세요.</p>
            {/* A plain link: the login page is a full load anyway (its own first load, outside the shell). */}
            <a href={LOGIN_PATH} className={styles.action}>
              로그인하기
            </a>
          </>
        )}
      </div>
    </main>
  );
}
