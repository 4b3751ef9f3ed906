import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../ui';

/** A screen whose code loads on first use, and which can be loaded before it renders. */
export type LazyScreen = LazyComponent<object>;

/**
 * A lazily loaded screen. Unlike React.lazy it does not suspend (see lazyComponent: React holds back
 * a suspended boundary's content in 300 ms steps), and the remote's mount loads the screen of the
 * current path before the first render (createRemoteApp), so a remote's first screen appears as
 * soon as its code is here.
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen =>
  lazyComponent<object>(() => load().then((module) => module.default));

export const isLazyScreen = (screen: unknown): screen is LazyScreen =>
  typeof screen === 'function' && typeof (screen as Partial<LazyScreen>).preload === 'function';
