export * from './roles';
export * from './pools';
export * from './constants';
export * from './money';
export * from './validation';
export * from './format';
export * from './permissions';
export * from './paging';
