export * from './claim.ts';
export * from './correction.ts';
export * from './declaration.ts';
export * from './insuring.ts';
export * from './notice.ts';
export * from './platform.ts';
export * from './public-service.ts';
export * from './rate-limit.ts';
