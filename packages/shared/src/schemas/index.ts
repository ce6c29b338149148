import './locale.ts';

export * from './accounts.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './financing.ts';
export * from './health.ts';
export * from './settings.ts';
