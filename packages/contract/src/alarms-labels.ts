/** What a person can be notified about, without any schema (`@portal/contract/alarms-labels`). */

/** What a person can be notified about. */
export const alarmKinds = ['reservation', 'counseling', 'notice', 'vacation', 'chat', 'inquiry', 'contents'] as const;
