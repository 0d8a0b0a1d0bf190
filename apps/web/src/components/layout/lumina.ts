'use client';
import { accountsEndpoints } from '@portal/contract/endpoints/accounts';
import { api } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoints';

/**
 * The address of LUMINA for this sign-in: the server is first asked to send a refresh (spec section 2),
 * and the access token is read after that call, so a token that expired meanwhile (the call answered
 * 401 and the client refreshed) is not the one handed over. Answers null when the sign-in has ended
 * (the client is already on its way to the login page). Other failures are only logged.
 */
export async function luminaAddress(luminaUrl: string): Promise<string | null> {
  try {
    await callEndpoint(accountsEndpoints.sendErpRefresh);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    console.error('LUMINA 연결 요청에 실패했습니다.', e);
  }
  const url = new URL(luminaUrl);
  const token = api.accessToken();
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** Sends a tab opened inside the click (so no popup blocker stopped it) on to LUMINA, or closes it. */
export function sendToLumina(tab: Window | null, luminaUrl: string) {
  void luminaAddress(luminaUrl).then((address) => {
    if (!address) tab?.close();
    else if (tab) tab.location.href = address;
    else window.location.href = address;
  });
}

/** Opens LUMINA from the drawer: the tab is opened inside the click (so no popup blocker stops it). */
export function openLumina(luminaUrl: string) {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  sendToLumina(tab, luminaUrl);
}
