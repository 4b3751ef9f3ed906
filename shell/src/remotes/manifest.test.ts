import { fetchRemoteEntries } from './manifest';

/** A fetch answering `body` (jsdom has no Response). */
const replying = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);

describe('fetchRemoteEntries (/remotes.json)', () => {
  it('keeps each known remote with the manifest it carries, and only an object as a manifest', async () => {
    const entries = await fetchRemoteEntries(
      replying({
        remotes: {
          'mf-admin': {
            version: '0.2.0',
            entry: '/remotes/mf-admin/0.2.0/mf-manifest.json',
            manifest: { id: 'a' },
          },
          'mf-reports': {
            version: '0.1.0',
            entry: '/remotes/mf-reports/0.1.0/mf-manifest.json',
            manifest: 'x',
          },
          'mf-unknown': { version: '1.0.0', entry: '/remotes/mf-unknown/1.0.0/mf-manifest.json' },
          'mf-betting': { version: 1 },
        },
      }),
    );
    expect([...entries.keys()]).toEqual(['mf-reports', 'mf-admin']);
    expect(entries.get('mf-admin')).toEqual({
      name: 'mf-admin',
      version: '0.2.0',
      entry: '/remotes/mf-admin/0.2.0/mf-manifest.json',
      manifest: { id: 'a' },
    });
    expect(entries.get('mf-reports')).toEqual({
      name: 'mf-reports',
      version: '0.1.0',
      entry: '/remotes/mf-reports/0.1.0/mf-manifest.json',
    });
  });

  it('fails on an unsuccessful reply', async () => {
    await expect(fetchRemoteEntries(replying(null, 500))).rejects.toThrow('/remotes.json answered HTTP 500');
  });
});
