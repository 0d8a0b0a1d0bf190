export * from './common';
export * from './accounts';
export * from './site';
export * from './alarms';
export * from './vacations';
export * from './counseling-cycles';
export * from './reservations';
