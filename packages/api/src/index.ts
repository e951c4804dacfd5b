export * from './contract';
export * from './errors';
export * from './client';
