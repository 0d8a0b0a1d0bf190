'use client';
import { FacilityPage } from './facility-page';
import { PhonePanel } from './phone-panel';

/** /reservation/call: the facility page with its phone panel, whose code only this page loads. */
export function CallPage() {
  return <FacilityPage facility="call" PhonePanel={PhonePanel} />;
}
