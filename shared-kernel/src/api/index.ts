export * from './busy';
export * from './client';
