export * from './common';
export * from './accounts';
export * from './site';
export * from './alarms';
export * from './education-labels';
export * from './education';
