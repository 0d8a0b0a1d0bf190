export * from './accounts';
export * from './site';
export * from './alarms';
export * from './family';
export * from './education';
