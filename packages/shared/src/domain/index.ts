export * from './allocation.ts';
export * from './credentials.ts';
export * from './dates.ts';
export * from './installment-state.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './quote.ts';
export * from './schedule.ts';
