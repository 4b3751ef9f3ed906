// The access rules (roles, access strings, sub-account call access, action rules, the visible menu):
// a subpath of its own so the login page, which needs none of them, does not load them.
export * from './permissions';
export * from './callAccess';
export * from './actions';
export * from './menu';
