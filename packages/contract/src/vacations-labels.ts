/** Vacation types and staff queues, without any schema (`@portal/contract/vacations-labels`). */

/** 정기휴가 / 외출 / 외박 / 병가. */
export const vacationTypes = ['regular', 'outing', 'overnight', 'sick'] as const;

/** Staff queues: waiting for a decision, out and expected back, or still waiting for the parent. */
export const staffVacationQueues = ['decision', 'away', 'consent'] as const;
