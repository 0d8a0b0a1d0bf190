import 'server-only';
import type { AnyEndpoint, EndpointInput, EndpointResponse } from '@portal/contract/endpoint';
import type { Session } from 'next-auth';
import type { ReactNode } from 'react';
import { SeededCache, type SeededQuery } from './seeded-cache';
import type { PrefetchMeta } from './endpoints';
import { fetchEndpoint, readEndpointResponse } from './server-endpoints';
import { serverSession } from './server-session';

/** The options of a query built by `endpointQuery` or `pagedQuery`. */
export type PrefetchableQuery = { queryKey: readonly unknown[]; meta?: Record<string, unknown> };

/** How long the page waits for the API before it is sent without the data (the browser then asks itself). */
const WAIT_MS = 1500;

/**
 * Answers one endpoint with the signed-in person's token (none for a public page seen signed out); null
 * when the API does not answer in time or refuses.
 */
export async function answerEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  token: string | null,
): Promise<EndpointResponse<E> | null> {
  try {
    const res = await fetchEndpoint(endpoint, input, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(WAIT_MS),
    });
    return res.ok ? await readEndpointResponse(endpoint, res) : null;
  } catch {
    return null;
  }
}

/** Answers one query as `answerEndpoint` does its endpoint (a paged one as its first page). */
export async function answerQuery(query: PrefetchableQuery, token: string | null): Promise<unknown> {
  const meta = query.meta as PrefetchMeta | undefined;
  if (!meta) return null;
  const data = await answerEndpoint(meta.endpoint as AnyEndpoint, (meta.input ?? {}) as never, token);
  if (data === null) return null;
  return meta.paged ? { pages: [data], pageParams: [0] } : data;
}

/**
 * Renders `children` with the first screen's data already in the query cache: the page arrives with
 * its list instead of a skeleton, and the browser asks the API only for what comes later. `queries`
 * names, for the signed-in person, the same query options the page's hooks use (so the keys match).
 * Whatever cannot be answered in time (a slow API, a token the API refuses) is left to the browser.
 * Rendering never refreshes tokens: a page opened with an access token that has run out was sent round
 * once by the proxy with a renewed session (lib/server-session-renewal.ts) before it got here. A page open
 * without sign-in names in `signedOut` the public queries it makes for a visitor.
 */
export async function Prefetch({
  queries,
  signedOut,
  children,
}: {
  queries: (session: Session) => PrefetchableQuery[] | Promise<PrefetchableQuery[]>;
  signedOut?: () => PrefetchableQuery[];
  children: ReactNode;
}) {
  const session = await serverSession();
  const token = session?.accessToken;
  const signedIn = !!session && typeof token === 'string';
  const named = signedIn ? await queries(session) : (signedOut?.() ?? []);
  if (!named.length) return children;
  const answered = await Promise.all(
    named.map(async (query): Promise<SeededQuery | null> => {
      const data = await answerQuery(query, signedIn ? token : null);
      return data === null ? null : { queryKey: query.queryKey, data, updatedAt: Date.now() };
    }),
  );
  return <SeededCache queries={answered.filter((q) => q !== null)}>{children}</SeededCache>;
}
