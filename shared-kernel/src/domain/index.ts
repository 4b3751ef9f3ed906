export * from './roles';
export * from './pools';
export * from './constants';
export * from './money';
