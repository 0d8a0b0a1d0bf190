'use client';
import { onlineManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { SessionProvider, useSession } from '@/lib/session';
import { useEffect, useState, type ReactNode } from 'react';
import { connectSession, tokensOf } from '@/lib/api';
import { makeQueryClient } from '@/lib/query-client';
import { wireSkipLink } from '@/lib/skip-link';
import { KitProvider } from '@/components/ui/kit-provider';
import { LiveConnection } from './live-connection';
import { PublicConfigProvider, type PublicConfig } from './public-config';
import { WebFontLoader } from './web-font-loader';

/** Keeps the API client's view of the session and cache in step with React's. */
function SessionBridge({ queryClient, apiBaseUrl }: { queryClient: QueryClient; apiBaseUrl: string }) {
  const { data, update } = useSession();
  // Set during render so queries issued by children in this same render already carry the token.
  connectSession({ tokens: tokensOf(data), update: (t) => update(t), queryClient, baseUrl: apiBaseUrl });
  useEffect(() => () => connectSession({ update: null }), []);
  return null;
}

export function Providers({ children, session, config }: { children: ReactNode; session: Session | null; config: PublicConfig }) {
  const [queryClient] = useState(makeQueryClient);
  // The page answers taps from here on: a tap made before is made again now (lib/early-taps.ts
  // watches this mark), and the end-to-end tests wait for it before they act on a fresh page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    // The connection may have dropped before the query client listened for it (while the page was
    // still loading): what it starts from is the browser's word, so a send waits offline instead of failing.
    onlineManager.setOnline(navigator.onLine);
    wireSkipLink();
  }, []);
  return (
    <PublicConfigProvider value={config}>
      <SessionProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <SessionBridge queryClient={queryClient} apiBaseUrl={config.apiBaseUrl} />
          <LiveConnection />
          <WebFontLoader />
          <KitProvider>{children}</KitProvider>
        </QueryClientProvider>
      </SessionProvider>
    </PublicConfigProvider>
  );
}
