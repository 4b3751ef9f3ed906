export {
  createRemoteApp,
  type RemoteAppOptions,
  type RemoteLifecycleProps,
  type RemoteLifecycles,
} from './createRemoteApp';
export { RemoteRoot, type RemoteRootProps, type RemoteScreen } from './RemoteRoot';
export { lazyScreen, isLazyScreen, type LazyScreen } from './lazyScreen';
export { CONTENT_ELEMENT_ID, remoteContainerId, ensureRemoteContainer } from './container';
export { startStandalone, type StandaloneOptions } from './standalone';
