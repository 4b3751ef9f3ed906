export * from './envelope';
export * from './session';
export * from './remotes';
export * from './access';
export * from './money';
export * from './account';
export * from './configuration';
