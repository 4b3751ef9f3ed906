import { warmWhenIdle, whenIdle } from './warmSharedModules';

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
