export * from './applications.ts';
export * from './customers.ts';
export * from './define.ts';
export * from './loans.ts';
