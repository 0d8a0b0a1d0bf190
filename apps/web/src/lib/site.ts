import 'server-only';
import type { SiteInfo } from '@portal/contract';
import { serverConfig } from './server-config';

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
    const res = await fetch(`${serverConfig.apiInternalUrl}/site/`, { cache: 'no-store' });
    if (!res.ok) return cached?.value ?? FALLBACK;
    cached = { at: Date.now(), value: (await res.json()) as SiteInfo };
    return cached.value;
  } catch {
    return cached?.value ?? FALLBACK;
  }
}
