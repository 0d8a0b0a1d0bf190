import 'server-only';
import { SITE_DEFAULTS, type SiteInfo } from '@portal/contract';
import { siteEndpoints } from '@portal/contract/endpoints/site';
import { fetchEndpoint, readEndpointResponse } from './server-endpoints';

// Kept on the process, not the module: the route handlers and the pages are bundled apart, each with
// its own copy of this module, and a save through the portal's API proxy must drop the pages' copy.
const store = globalThis as typeof globalThis & { __portalSiteInfo?: { at: number; value: SiteInfo } | null };

/** After an admin's save through this server: its pages read the new record at once (lib/site.ts's minute cache is dropped). */
export const forgetSiteInfo = () => {
  store.__portalSiteInfo = null;
};

/** The operator's site information, cached for a minute; the fallback keeps pages up if the API is down. */
export async function getSiteInfo(): Promise<SiteInfo> {
  const cached = store.__portalSiteInfo;
  if (cached && Date.now() - cached.at < 60_000) return cached.value;
  try {
    const res = await fetchEndpoint(siteEndpoints.get, {});
    const value = res.ok ? await readEndpointResponse(siteEndpoints.get, res) : null;
    if (!value) return cached?.value ?? SITE_DEFAULTS;
    store.__portalSiteInfo = { at: Date.now(), value };
    return value;
  } catch {
    return cached?.value ?? SITE_DEFAULTS;
  }
}
