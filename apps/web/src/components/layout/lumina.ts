'use client';
import { accountsEndpoints } from '@portal/contract/endpoints/accounts';
import { callEndpoint } from '@/lib/endpoints';

/**
 * Opens LUMINA: the tab is opened inside the click (so no popup blocker stops it), the server is
 * asked to send a refresh, then the tab goes to LUMINA with the access token. Failures are only logged.
 */
export function openLumina(luminaUrl: string, accessToken: string | undefined) {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  void (async () => {
    try {
      await callEndpoint(accountsEndpoints.sendErpRefresh);
    } catch (e) {
      console.error('LUMINA 연결 요청에 실패했습니다.', e);
    }
    const url = new URL(luminaUrl);
    if (accessToken) url.searchParams.set('token', accessToken);
    if (tab) tab.location.href = url.toString();
    else window.location.href = url.toString();
  })();
}
