export * from './client';
export * from './attendance';
