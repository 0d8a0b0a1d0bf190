import 'server-only';
import type { SiteInfo } from '@portal/contract';
import { siteEndpoints } from '@portal/contract/endpoints/site';
import { fetchEndpoint, readEndpointResponse } from './server-endpoints';

const FALLBACK: SiteInfo = {
  serviceTitle: '기숙학원 포털',
  intranetUrl: '',
  logoUrl: '/logo.svg',
  companyName: '',
  representative: '',
  businessRegistrationNumber: '',
  mailOrderRegistrationNumber: '',
  address: '',
  customerServicePhone: '',
};

let cached: { at: number; value: SiteInfo } | null = null;

/** The operator's site information, cached for a minute; the fallback keeps pages up if the API is down. */
export async function getSiteInfo(): Promise<SiteInfo> {
  if (cached && Date.now() - cached.at < 60_000) return cached.value;
  try {
    const res = await fetchEndpoint(siteEndpoints.get, {});
    const value = res.ok ? await readEndpointResponse(siteEndpoints.get, res) : null;
    if (!value) return cached?.value ?? FALLBACK;
    cached = { at: Date.now(), value };
    return value;
  } catch {
    return cached?.value ?? FALLBACK;
  }
}
