/* eslint-disable @typescript-eslint/no-require-imports -- modules loaded inside isolateModules */
// The browser takes the contract's values from ./values: loading it must not load TypeBox (nor,
// through it, the API's schemas), which only the server validates with.
function loadWithoutTypeBox(path: string): () => unknown {
  return () =>
    jest.isolateModules(() => {
      jest.doMock('@sinclair/typebox', () => {
        throw new Error('TypeBox was loaded');
      });
      try {
        require(path);
      } finally {
        jest.dontMock('@sinclair/typebox');
      }
    });
}

describe('contract values', () => {
  it('load without TypeBox', () => {
    expect(loadWithoutTypeBox('./values')).not.toThrow();
  });

  it('are what the full contract exports (the schemas take their limits from them)', () => {
    // The check above can fail: the schema modules do load TypeBox.
    expect(loadWithoutTypeBox('./index')).toThrow('TypeBox was loaded');
    const values = require('./values') as Record<string, unknown>;
    const contract = require('./index') as Record<string, unknown>;
    for (const [name, value] of Object.entries(values)) expect(contract[name]).toBe(value);
  });
});
