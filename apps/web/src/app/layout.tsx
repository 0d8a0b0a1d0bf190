import type { Metadata, Viewport } from 'next';
import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { Providers } from '@/components/providers/providers';
import { ACTIVE_STUDENT_COOKIE, parseActiveStudent } from '@/lib/active-student-cookie';
import { publicConfig } from '@/lib/server-config';
import { serverChildren } from '@/lib/server-active-student';
import { serverSession } from '@/lib/server-session';
import { getSiteInfo } from '@/lib/site';
import { AWAY_ZONE_SCRIPT, clockSkewScript } from '@/lib/clock-skew';
import { EARLY_TAPS_SCRIPT } from '@/lib/early-taps';
import { STEP_OVER_OVERLAY_SCRIPT } from '@/lib/overlay-entry';
import { PUSH_HELP_SCRIPT } from '@/lib/push-help';
import { SW_REGISTER_SCRIPT } from '@/lib/sw-register';
import '@/styles/tokens.css';
import '@/styles/global.css';

/** The portal's public address, for absolute links in its metadata (none when it is not set or not a URL). */
function publicBase(): URL | undefined {
  try {
    return process.env.NEXTAUTH_URL ? new URL(process.env.NEXTAUTH_URL) : undefined;
  } catch {
    return undefined;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteInfo();
  const title = `${site.serviceTitle} | 자기주도 학습 서비스에 오신 것을 환영합니다`;
  return {
    title: { default: title, template: `%s | ${site.serviceTitle}` },
    description: `${site.serviceTitle} 학생과 학부모를 위한 학습 관리, 시설 예약, 상담, 자료실을 한곳에서 이용하세요.`,
    applicationName: site.serviceTitle,
    // A link shared in KakaoTalk shows the portal's name and icon (the card had no picture): absolute,
    // from the portal's public address (start.mjs always sets it).
    metadataBase: publicBase(),
    openGraph: {
      locale: 'ko_KR',
      type: 'website',
      title,
      siteName: site.serviceTitle,
      images: [{ url: '/icons/icon-512.png', width: 512, height: 512, alt: site.serviceTitle }],
    },
    icons: { icon: '/logo.svg', apple: '/icons/apple-touch-icon.png' },
    // Opened from the home screen, iOS shows it as an app (and only then lets it receive push).
    appleWebApp: { capable: true, title: site.serviceTitle, statusBarStyle: 'default' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f7bda',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page carries this request's CSP nonce (proxy.ts), so none may be prerendered at build time:
  // said here, not left to the session read below happening to make pages dynamic.
  await connection();
  const signedIn = await serverSession();
  // A parent's screens are drawn for the child remembered in her cookie, from her children as the
  // server read them: the browser starts from the same.
  const session =
    signedIn?.user.category === 'parent'
      ? {
          ...signedIn,
          activeStudent: parseActiveStudent((await cookies()).get(ACTIVE_STUDENT_COOKIE)?.value),
          parentChildren: (await serverChildren()) ?? undefined,
        }
      : signedIn;
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="ko">
      <body>
        {/* First, so that a tap on the server's HTML before hydration is kept (lib/early-taps.ts), and
            a page reloaded with a sheet open is off the sheet's history entry (lib/overlay-entry.ts), and
            the push switch's help is known before the first paint (lib/push-help.ts), as is a time zone
            other than Seoul's (lib/clock-skew.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `${clockSkewScript(Date.now())};${AWAY_ZONE_SCRIPT};${EARLY_TAPS_SCRIPT};${STEP_OVER_OVERLAY_SCRIPT};${PUSH_HELP_SCRIPT}`,
          }}
        />
        <Providers session={session} config={publicConfig}>
          {children}
        </Providers>
        {/* The service worker (lib/sw-register.ts); a production build only (`next dev` has no public/sw.js). */}
        {process.env.NODE_ENV === 'production' && (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SW_REGISTER_SCRIPT }} />
        )}
      </body>
    </html>
  );
}
