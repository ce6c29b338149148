import './locale.ts';

export * from './accounts.ts';
export * from './admin-applications.ts';
export * from './admin-users.ts';
export * from './applications.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './customers.ts';
export * from './documents.ts';
export * from './financing.ts';
export * from './health.ts';
export * from './motorcycles.ts';
export * from './payments.ts';
export * from './reports.ts';
export * from './settings.ts';
export * from './vendor-portal.ts';
