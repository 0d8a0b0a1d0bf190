// First, before any schema is built.
import './zod-config';
export * from './common';
export * from './accounts';
export * from './site';
export * from './alarms';
export * from './vacations';
export * from './counseling-cycles';
export * from './reservations';
export * from './education-labels';
export * from './education';
export * from './files';
export * from './library';
export * from './feedback';
export * from './inquiries';
export * from './meals';
export * from './notices';
export * from './wifi';
export * from './firewall';
