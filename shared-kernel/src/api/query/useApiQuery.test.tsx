import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import type { Subscription } from 'rxjs';
import { dialog$, type DialogRequest } from '../../bus';
import type { Envelope } from '../../contract/envelope';
import { createBusyCounter } from '../busy';
import { createApiClient } from '../client';
import { QueryProvider } from './QueryProvider';
import { createQueryClient } from './queryClient';
import { useApiMutation, useApiQuery } from './useApiQuery';
import type { QueryClient } from '@tanstack/react-query';

const ok = <T,>(data: T): Envelope<T> => ({ success: true, message: null, data, code: 0 });
const failed = (message: string): Envelope<null> => ({ success: false, message, data: null, code: 1 });

/** A call whose replies the test releases by hand; records each request's signal. */
function deferredCalls<T>() {
  const calls: Array<{ arg: string; signal: AbortSignal; resolve: (reply: Envelope<T>) => void }> = [];
  const call = (arg: string) => (signal: AbortSignal) =>
    new Promise<Envelope<T>>((resolve) => calls.push({ arg, signal, resolve }));
  return { calls, call };
}

let client: QueryClient;
let dialogs: DialogRequest[];
let sub: Subscription;
beforeEach(() => {
  client = createQueryClient();
  dialogs = [];
  sub = dialog$.subscribe((d) => dialogs.push(d));
});
afterEach(() => {
  sub.unsubscribe();
  client.clear();
});

function Item({
  id,
  call,
}: {
  id: string;
  call: (id: string) => (signal: AbortSignal) => Promise<Envelope<string>>;
}) {
  const query = useApiQuery(['item', id], call(id));
  if (query.isError) return <p role="alert">{query.error.message}</p>;
  return <p data-testid="item">{query.data?.data ?? 'loading'}</p>;
}

describe('useApiQuery', () => {
  it('passes the AbortSignal to the call and aborts it on unmount', async () => {
    const { calls, call } = deferredCalls<string>();
    const view = render(
      <QueryProvider client={client}>
        <Item id="a" call={call} />
      </QueryProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.signal.aborted).toBe(false);
    view.unmount();
    await waitFor(() => expect(calls[0]?.signal.aborted).toBe(true));
  });

  it('aborts the request of the old key when the key changes; its late reply is never shown', async () => {
    const { calls, call } = deferredCalls<string>();
    const view = render(
      <QueryProvider client={client}>
        <Item id="a" call={call} />
      </QueryProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    view.rerender(
      <QueryProvider client={client}>
        <Item id="b" call={call} />
      </QueryProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);

    await act(async () => calls[1]?.resolve(ok('reply for b')));
    await waitFor(() => expect(screen.getByTestId('item')).toHaveTextContent('reply for b'));
    await act(async () => calls[0]?.resolve(ok('late reply for a')));
    expect(screen.getByTestId('item')).toHaveTextContent('reply for b');
  });

  it('shows a reply only for the key on screen, whatever order replies arrive in', async () => {
    const { calls, call } = deferredCalls<string>();
    const view = render(
      <QueryProvider client={client}>
        <Item id="a" call={call} />
      </QueryProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    view.rerender(
      <QueryProvider client={client}>
        <Item id="b" call={call} />
      </QueryProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    // The old request answers first (a server that ignored the abort): still not shown for b.
    await act(async () => calls[0]?.resolve(ok('reply for a')));
    expect(screen.getByTestId('item')).toHaveTextContent('loading');
    await act(async () => calls[1]?.resolve(ok('reply for b')));
    await waitFor(() => expect(screen.getByTestId('item')).toHaveTextContent('reply for b'));
  });

  it('makes an unsuccessful reply the error state without a dialog of its own', async () => {
    render(
      <QueryProvider client={client}>
        <Item id="a" call={() => async () => failed('NOT_FOUND') as unknown as Envelope<string>} />
      </QueryProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('NOT_FOUND');
    expect(dialogs).toEqual([]);
  });

  it('reaches axios with the signal: unmounting aborts the HTTP request of the api client', async () => {
    let seen: AbortSignal | undefined;
    const adapter: AxiosAdapter = (config) =>
      new Promise((_resolve, reject) => {
        seen = config.signal as AbortSignal;
        seen.addEventListener('abort', () =>
          reject(Object.assign(new Error('canceled'), { __CANCEL__: true })),
        );
      });
    const api = createApiClient({ adapter, busy: createBusyCounter() });
    function Announcements() {
      const query = useApiQuery(['announcements'], (signal) =>
        api.get<string[]>('Configuration', 'X', {}, { signal }),
      );
      return <p>{query.status}</p>;
    }
    const view = render(
      <QueryProvider client={client}>
        <Announcements />
      </QueryProvider>,
    );
    await waitFor(() => expect(seen).toBeDefined());
    view.unmount();
    await waitFor(() => expect(seen?.aborted).toBe(true));
    expect(dialogs).toEqual([]);
  });
});

describe('useApiMutation', () => {
  it('refetches the queries it invalidates after a successful call, and not after a failed one', async () => {
    let items = ['one'];
    const list = jest.fn(async () => ok(items));
    const add = jest.fn(async (name: string) => {
      if (name === '') return failed('NAME_REQUIRED');
      items = [...items, name];
      return ok(null);
    });
    function Items() {
      const query = useApiQuery(['items'], list);
      const mutation = useApiMutation(add, { invalidates: [['items']] });
      return (
        <>
          <p data-testid="items">{query.data?.data.join(',')}</p>
          {mutation.isError && <p role="alert">{mutation.error.message}</p>}
          <button onClick={() => mutation.mutate('')}>Add nothing</button>
          <button onClick={() => mutation.mutate('two')}>Add two</button>
        </>
      );
    }
    render(
      <QueryProvider client={client}>
        <Items />
      </QueryProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('one'));
    expect(list).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add nothing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('NAME_REQUIRED');
    expect(list).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Add two' }));
    await waitFor(() => expect(screen.getByTestId('items')).toHaveTextContent('one,two'));
    expect(list).toHaveBeenCalledTimes(2);
  });
});
