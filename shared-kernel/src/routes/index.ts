export * from './types';
export * from './paths';
export * from './table';
export * from './lookup';
