/**
 * Every domain's constants without any schema, in one place for the API and the contract's schemas.
 * Screens import the file of their own domain instead (`@portal/contract/<domain>-labels`): a page
 * that imported this barrel would carry every domain's labels in its first load.
 */

export { NO_NEXT_PAGE, type Paged } from './paging';
export * from './accounts-labels';
export * from './alarms-labels';
export * from './counseling-cycles-labels';
export * from './vacations-labels';
export * from './files-labels';
export * from './library-labels';
export * from './feedback-labels';
export * from './meals-labels';
export * from './notices-labels';
export * from './wifi-labels';
export * from './chat-labels';
