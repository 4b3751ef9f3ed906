import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAZY_SHARED_MODULES, createSharedModuleLoader, warmWhenIdle, whenIdle } from './warmSharedModules';

describe('warmWhenIdle', () => {
  it('loads nothing until the browser is idle, then every module once', async () => {
    let idle: (() => void) | undefined;
    const loaders = [jest.fn(() => Promise.resolve('a')), jest.fn(() => Promise.resolve('b'))];
    warmWhenIdle(loaders, (task) => {
      idle = task;
      return () => undefined;
    });
    expect(loaders[0]).not.toHaveBeenCalled();
    idle?.();
    expect(loaders[0]).toHaveBeenCalledTimes(1);
    expect(loaders[1]).toHaveBeenCalledTimes(1);
  });

  it('ignores a module that fails to load', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const next = jest.fn(() => Promise.resolve());
    warmWhenIdle([failing, next], (task) => {
      task();
      return () => undefined;
    });
    await Promise.resolve();
    expect(next).toHaveBeenCalled();
  });

  it('loads nothing when cancelled before the browser was idle', () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => Promise.resolve());
      const cancel = warmWhenIdle([load], (task) => whenIdle(task, 50));
      cancel();
      jest.advanceTimersByTime(5_000);
      expect(load).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('createSharedModuleLoader', () => {
  it('starts the loader of each known key once, ignores unknown keys, tries a failed one again', async () => {
    const good = jest.fn(() => Promise.resolve('m'));
    const bad = jest.fn(() => Promise.reject(new Error('offline')));
    const load = createSharedModuleLoader({ good, bad });
    load(['good', 'unknown', 'bad']);
    load(['good']);
    expect(good).toHaveBeenCalledTimes(1);
    expect(bad).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    load(['bad', 'good']);
    expect(bad).toHaveBeenCalledTimes(2);
    expect(good).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("knows only modules the kernel's webpack factory shares", () => {
    const factory = readFileSync(join(__dirname, '../../../shared-kernel/webpack/index.cjs'), 'utf8');
    const list = /const KERNEL_SUBPATHS = \[([\s\S]*?)\];/.exec(factory)?.[1] ?? '';
    const subpaths = [...list.matchAll(/^\s*'([a-z0-9/]+)',/gm)].map(
      (m) => `@drawdesk/shared-kernel/${m[1]}`,
    );
    expect(subpaths.length).toBeGreaterThan(10);
    expect(Object.keys(LAZY_SHARED_MODULES).filter((key) => !subpaths.includes(key))).toEqual([]);
  });
});
