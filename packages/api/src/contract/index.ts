export * from './define';
export * from './primitives';
export * from './session';
export * from './commute';
export * from './errors';
export * from './shell';
