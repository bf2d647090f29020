export * from './business-clock.ts';
export * from './calendar.ts';
