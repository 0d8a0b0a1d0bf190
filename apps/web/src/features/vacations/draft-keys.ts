/** The draft keys of the vacation forms: a page opens a form at once when its draft is kept. */
export const VACATION_REQUEST_DRAFT = 'vacation-request';
export const rejectDraftKey = (vacationId: number) => `vacation-reject:${vacationId}`;
export const declineDraftKey = (vacationId: number) => `vacation-decline:${vacationId}`;
