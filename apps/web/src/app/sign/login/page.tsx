import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/features/auth/components/login-form';
import { authOptions } from '@/lib/auth-options';
import { safeReturnPath } from '@/lib/routes';
import { getSiteInfo } from '@/lib/site';
import styles from './login.module.css';

export const metadata: Metadata = { title: '로그인' };

type Search = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const returnTo = first(params.redirect) ?? first(params.callbackUrl);
  const error = first(params.error);
  const session = await getServerSession(authOptions);
  if (session?.accessToken && !error) redirect(safeReturnPath(returnTo));
  const site = await getSiteInfo();
  return (
    <main className={styles.page}>
      <div className={styles.box}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={site.logoUrl || '/logo.svg'} alt="" width={56} height={56} className={styles.logo} />
        <h1 className={styles.title}>{site.serviceTitle}</h1>
        <p className={styles.lead}>학생·학부모 포털에 로그인해 주세요.</p>
        <LoginForm returnTo={returnTo} initialError={error} />
        {site.customerServicePhone && (
          <p className={styles.help}>
            계정을 잊으셨다면 고객센터 <a href={`tel:${site.customerServicePhone.replace(/[^0-9]/g, '')}`}>{site.customerServicePhone}</a>로
            문의해 주세요.
          </p>
        )}
      </div>
    </main>
  );
}
