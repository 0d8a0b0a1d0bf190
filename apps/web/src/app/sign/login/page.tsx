import { roOf } from '@portal/contract/particles';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/features/auth/components/login-form';
import { isSessionNotice, safeReturnPath } from '@/lib/return-path';
import { searchParam, type SearchParams } from '@/lib/search-params';
import { serverSession } from '@/lib/server-session';
import { getSiteInfo } from '@/lib/site';
import styles from '../sign.module.css';
import { SiteLogo } from '../site-logo';

export const metadata: Metadata = { title: '로그인' };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const returnTo = (await searchParam(searchParams, 'redirect')) ?? (await searchParam(searchParams, 'callbackUrl')) ?? null;
  // next-auth's own error address without a code sends `error=undefined`: nothing failed to say.
  const code = (await searchParam(searchParams, 'error')) ?? null;
  const error = code === 'undefined' ? null : code;
  const session = await serverSession();
  // Signed in meanwhile (another tab): a page that asked for a session has one now.
  if (session?.accessToken && (!error || isSessionNotice(error))) redirect(safeReturnPath(returnTo));
  const site = await getSiteInfo();
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        <SiteLogo url={site.logoUrl} />
        <h1 className={styles.title}>{site.serviceTitle}</h1>
        <p className={styles.lead}>학생·학부모 포털에 로그인해 주세요.</p>
        <LoginForm returnTo={returnTo} initialError={error} />
        {site.customerServicePhone && (
          <p className={styles.help}>
            계정을 잊으셨다면 고객센터 <a href={`tel:${site.customerServicePhone.replace(/[^0-9]/g, '')}`}>{site.customerServicePhone}</a>
            {roOf(site.customerServicePhone)} 문의해 주세요.
          </p>
        )}
      </div>
    </main>
  );
}
