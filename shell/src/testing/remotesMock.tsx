/** Stand-in for '../remotes' in tests: no Module Federation, an outlet that shows where it is. */
export const startRemotes = jest.fn(() => Promise.resolve());
export const stopRemotes = jest.fn(() => Promise.resolve());
export const refreshRemotes = jest.fn(() => Promise.resolve());
export const prefetchRemote = jest.fn(() => Promise.resolve());
export function RemoteOutlet() {
  return <div data-testid="remote-outlet">remote outlet</div>;
}
