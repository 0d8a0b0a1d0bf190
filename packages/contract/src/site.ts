import { z } from 'zod';

/** The operator's site information record (spec section 1). */
export const siteInfo = z.object({
  serviceTitle: z.string(),
  intranetUrl: z.string(),
  logoUrl: z.string(),
  companyName: z.string(),
  representative: z.string(),
  businessRegistrationNumber: z.string(),
  mailOrderRegistrationNumber: z.string(),
  address: z.string(),
  customerServicePhone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;
