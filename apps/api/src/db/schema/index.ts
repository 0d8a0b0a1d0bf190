export * from './accounts';
export * from './site';
export * from './alarms';
export * from './family';
export * from './vacations';
export * from './counseling-cycles';
export * from './reservations';
export * from './education';
