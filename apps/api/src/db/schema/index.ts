export * from './applications.ts';
export * from './customers.ts';
export * from './documents.ts';
export * from './loans.ts';
export * from './motorcycles.ts';
export * from './payments.ts';
export * from './system.ts';
export * from './users.ts';
