export * from './define.ts';
export * from './loans.ts';
