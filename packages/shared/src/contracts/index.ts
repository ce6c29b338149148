export * from './define.ts';
export * from './documents.ts';
export * from './loans.ts';
export * from './motorcycles.ts';
