import type { ErrorBody } from '@portal/contract';
import { urlOf, type EndpointBody, type EndpointResponse } from '@portal/contract/endpoint';
import { accountsEndpoints } from '@portal/contract/endpoints/accounts';
import { noteServerDate } from './clock-skew';

const refreshEndpoint = accountsEndpoints.refresh;

/** A failed backend call, carrying the backend's code and Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export type Tokens = { accessToken: string; refreshToken: string };

export type ApiClientDeps = {
  baseUrl: () => string;
  /** The tokens this tab holds now. */
  currentTokens: () => Tokens | null;
  /** The tokens as the shared session cookie has them (another tab may have refreshed). */
  readSharedTokens: () => Promise<Tokens | null>;
  /** Stores a rotated pair in the session (next-auth `update`) so every tab sees it. */
  saveTokens: (tokens: Tokens) => Promise<void>;
  /** Refresh failed: clear cached data, sign out, go to the login page. */
  onSignedOut: () => void;
  fetch?: typeof fetch;
  /** Cross-tab mutual exclusion (Web Locks); absent means this tab only. */
  lock?: <T>(name: string, run: () => Promise<T>) => Promise<T>;
  /** How long a call may wait for its answer to begin (ms, default 30 s). */
  timeoutMs?: number;
};

/** A call's options: `timeout` for the few that legitimately take longer than the client's default. */
export type CallInit = RequestInit & { timeout?: number };

const NETWORK_MESSAGE = '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.';
/** An answer that did not begin in time: the server is slow, not her connection (what she sent may have been done). */
const SLOW_MESSAGE = '서버 응답이 늦어지고 있습니다. 잠시 뒤 결과를 확인해 주세요.';
const UNKNOWN_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

async function toApiError(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as Partial<ErrorBody> | null;
  return new ApiError(res.status, body?.code ?? 'HTTP_' + res.status, body?.message ?? UNKNOWN_MESSAGE, body?.fieldErrors);
}

/**
 * The authenticated API client: adds the bearer token; on a 401 refreshes and retries (see apiFetch).
 * One refresh is in flight at a time, shared by every caller in the tab, and serialised across tabs
 * by a Web Lock so two tabs never spend the same refresh token (which would revoke the sign-in).
 */
export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const lock = deps.lock ?? ((_n, run) => run());
  /** A refresh under way in this tab: the access token it gives, and whether it rotated the pair itself. */
  let inflight: Promise<{ access: string; rotated: boolean }> | null = null;

  async function refreshAfter(failedAccess: string | undefined): Promise<{ access: string; rotated: boolean }> {
    return lock('portal-token-refresh', async () => {
      const shared = await deps.readSharedTokens().catch(() => {
        throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
      });
      if (!shared) throw new ApiError(401, 'UNAUTHENTICATED', '로그인이 필요합니다.');
      // Another tab refreshed while we waited for the lock: use its tokens, spend nothing.
      if (shared.accessToken !== failedAccess) {
        await deps.saveTokens(shared);
        return { access: shared.accessToken, rotated: false };
      }
      const body: EndpointBody<typeof refreshEndpoint> = { refresh: shared.refreshToken };
      // With the calls' timeout: one that never answered held the lock, and her sign-out with it (an audit).
      const res = await send(urlOf(refreshEndpoint), { method: refreshEndpoint.method, body: JSON.stringify(body) }, undefined);
      if (!res.ok) throw await toApiError(res);
      const pair = (await res.json()) as EndpointResponse<typeof refreshEndpoint>;
      const next = { accessToken: pair.access, refreshToken: pair.refresh };
      await deps.saveTokens(next);
      return { access: next.accessToken, rotated: true };
    });
  }

  /** Refreshes once for all callers that saw a 401 (joining the refresh under way, if any). */
  function renew(failedAccess: string | undefined) {
    inflight ??= refreshAfter(failedAccess).finally(() => {
      inflight = null;
    });
    return inflight;
  }
  const refreshOnce = async (failedAccess: string | undefined): Promise<string> => (await renew(failedAccess)).access;

  /**
   * One attempt. An answer that has not begun within the timeout is given up on, as a lost connection:
   * a phone moving between networks can otherwise wait minutes with every button held (an audit).
   */
  async function send(path: string, { timeout = deps.timeoutMs ?? 30_000, signal, ...init }: CallInit, token: string | undefined) {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (init.body && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const stop = new AbortController();
    const abort = () => stop.abort();
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort);
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      abort();
    }, timeout);
    try {
      const res = await doFetch(`${deps.baseUrl()}${path}`, { ...init, headers, signal: stop.signal });
      noteServerDate(res.headers?.get('date'));
      return res;
    } catch {
      // Still NETWORK to the callers (no answer), said as what it was: a slow server, not her internet (an audit).
      throw new ApiError(0, 'NETWORK', late ? SLOW_MESSAGE : NETWORK_MESSAGE);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A raw authenticated fetch (downloads use it); answers the Response of the final attempt. After a
   * 401 it retries once with fresh tokens; when those were another tab's and have run out as well (a
   * tab woken after a long sleep), it rotates them and retries once more.
   */
  async function apiFetch(path: string, init: CallInit = {}): Promise<Response> {
    const token = deps.currentTokens()?.accessToken;
    let res = await send(path, init, token);
    if (res.status !== 401 || !token) return res;
    let failed = token;
    for (let round = 0; round < 2; round++) {
      let fresh: { access: string; rotated: boolean };
      try {
        fresh = await renew(failed);
      } catch (e) {
        // Not refused but unanswered (offline, the API restarting: no answer, 5xx): this call fails and
        // her sign-in stands. Signed out for it, she was sent to the login page by a restart (an audit).
        if (e instanceof ApiError && (e.status === 0 || e.status >= 500)) throw e;
        deps.onSignedOut();
        throw e instanceof ApiError ? e : new ApiError(401, 'UNAUTHENTICATED', '로그인이 필요합니다.');
      }
      res = await send(path, init, fresh.access);
      if (res.status !== 401 || fresh.rotated) return res;
      failed = fresh.access;
    }
    return res;
  }

  /** JSON call: answers the parsed body, or throws ApiError with the backend's Korean message. */
  async function request<T>(path: string, init: CallInit = {}): Promise<T> {
    const res = await apiFetch(path, init);
    if (!res.ok) throw await toApiError(res);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }

  return {
    apiFetch,
    request,
    refreshOnce,
    /** The full URL of an API path (through `/backend/` in the browser): for an upload sent with XMLHttpRequest. */
    urlOf: (path: string) => `${deps.baseUrl()}${path}`,
    /** This tab's access token now (an upload adds it itself, and calls `refreshOnce` on a 401). */
    accessToken: () => deps.currentTokens()?.accessToken,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
