import type { AnyEndpoint } from '../endpoint';
import { accountSecurityEndpoints } from './account-security';
import { accountsEndpoints } from './accounts';
import { alarmsEndpoints } from './alarms';
import { chatEndpoints } from './chat';
import { counselingCyclesEndpoints } from './counseling-cycles';
import { contentsEndpoints } from './contents';
import { contentsStaffEndpoints } from './contents-staff';
import { educationEndpoints } from './education';
import { educationStaffEndpoints } from './education-staff';
import { familyEndpoints } from './family';
import { feedbackEndpoints } from './feedback';
import { filesEndpoints } from './files';
import { inquiriesEndpoints } from './inquiries';
import { firewallEndpoints } from './firewall';
import { libraryEndpoints } from './library';
import { liveEndpoints } from './live';
import { mealsEndpoints } from './meals';
import { noticesEndpoints } from './notices';
import { pushEndpoints } from './push';
import { peopleEndpoints } from './people';
import { reservationsEndpoints } from './reservations';
import { reservationsStaffEndpoints } from './reservations-staff';
import { siteEndpoints } from './site';
import { vacationsEndpoints } from './vacations';
import { wifiEndpoints } from './wifi';

export * from '../endpoint';

/** Every endpoint of the API, by domain. Zod-free: the web imports this for its calls. */
export const endpoints = {
  accounts: { ...accountsEndpoints, ...accountSecurityEndpoints },
  alarms: alarmsEndpoints,
  chat: chatEndpoints,
  counselingCycles: counselingCyclesEndpoints,
  contents: { ...contentsEndpoints, ...contentsStaffEndpoints },
  education: { ...educationEndpoints, ...educationStaffEndpoints },
  family: familyEndpoints,
  feedback: feedbackEndpoints,
  files: filesEndpoints,
  inquiries: inquiriesEndpoints,
  firewall: firewallEndpoints,
  library: libraryEndpoints,
  live: liveEndpoints,
  meals: mealsEndpoints,
  notices: noticesEndpoints,
  push: pushEndpoints,
  people: peopleEndpoints,
  reservations: { ...reservationsEndpoints, ...reservationsStaffEndpoints },
  site: siteEndpoints,
  vacations: vacationsEndpoints,
  wifi: wifiEndpoints,
} as const;

/** Every endpoint as a flat list: what the API must implement and the access test must cover. */
export const allEndpoints: readonly AnyEndpoint[] = Object.values(endpoints).flatMap((domain) => Object.values(domain) as AnyEndpoint[]);
