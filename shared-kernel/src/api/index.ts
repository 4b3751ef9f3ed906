export * from './busy';
export * from './client';
export { newRequestKey } from './requestKey';
