export * from './contracts/index.ts';
export * from './domain/index.ts';
export * from './messages.ts';
export * from './schemas/index.ts';
