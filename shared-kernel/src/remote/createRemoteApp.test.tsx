import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AppProps } from 'single-spa';
import { createRemoteApp } from './createRemoteApp';
import { lazyScreen } from './lazyScreen';

jest.mock('../i18n', () => ({ addResources: jest.fn(), textsReady: jest.fn(async () => undefined) }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { addResources } = require('../i18n') as { addResources: jest.Mock };

const props = { name: 'mf-admin', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});

beforeEach(() => {
  document.body.innerHTML = '<main id="dd-content"></main>';
});

/** single-spa-react lifecycles: start inside act(), await outside (TOOLCHAIN: awaiting inside deadlocks). */
async function run(fn: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = fn();
  });
  await pending;
}

describe('createRemoteApp', () => {
  it('mounts an owned route without a screen as NotAvailableYet, tagged with name and version, and unmounts', async () => {
    window.history.pushState({}, '', '/admin-setting/pool-schedule');
    const app = createRemoteApp({
      name: 'mf-admin',
      version: '9.9.9',
      routes: {},
      resources: { en: {}, zh: {}, ms: {} },
    });
    await app.bootstrap(props);
    expect(addResources).toHaveBeenCalledWith('mf-admin', { en: {}, zh: {}, ms: {} });

    await run(() => app.mount(props));
    const container = document.getElementById('dd-remote-mf-admin');
    expect(container?.parentElement?.id).toBe('dd-content');
    const root = container?.querySelector('[data-remote="mf-admin"]');
    expect(root).toHaveAttribute('data-remote-version', '9.9.9');
    expect(await screen.findByRole('heading', { name: 'POOL_SCHEDULE' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();

    await run(() => app.unmount(props));
    expect(container?.childElementCount).toBe(0);
  });

  it('renders the screen given for a path, in the container the outlet provides', async () => {
    document
      .getElementById('dd-content')
      ?.insertAdjacentHTML('beforeend', '<div id="dd-remote-mf-admin" data-outlet="yes"></div>');
    window.history.pushState({}, '', '/result');
    const app = createRemoteApp({
      name: 'mf-admin',
      version: '1.0.0',
      routes: { '/result': () => <h1>Results screen</h1> },
    });
    await app.bootstrap(props);
    await run(() => app.mount(props));
    expect(await screen.findByRole('heading', { name: 'Results screen' })).toBeInTheDocument();
    expect(document.querySelectorAll('#dd-remote-mf-admin')).toHaveLength(1);
    expect(document.querySelector('[data-outlet="yes"] [data-remote="mf-admin"]')).not.toBeNull();
    await run(() => app.unmount(props));
  });

  it('loads the lazy screen of the current path before mounting, so the first render shows it', async () => {
    window.history.pushState({}, '', '/roles/manage');
    let loads = 0;
    const rolesScreen = lazyScreen(async () => {
      loads += 1;
      return { default: () => <h1>Roles screen</h1> };
    });
    const otherScreen = lazyScreen(async () => {
      throw new Error('only the current path is loaded');
    });
    const app = createRemoteApp({
      name: 'mf-admin',
      version: '1.0.0',
      routes: { '/roles/manage': rolesScreen, '/result': otherScreen },
    });
    await app.bootstrap(props);
    await run(() => app.mount(props));
    // Synchronously there after mount: no frame without the screen, no wait for a Suspense reveal.
    expect(screen.getByRole('heading', { name: 'Roles screen' })).toBeInTheDocument();
    expect(loads).toBe(1);
    await run(() => app.unmount(props));
  });
});
