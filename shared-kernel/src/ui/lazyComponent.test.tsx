import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** Resolves or rejects by hand, so the test decides when the code "arrives". */
function deferredLoad<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { load, settle: () => settle, calls: () => calls };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  it('shows the fallback, then the component as soon as its code arrives, loading it once', async () => {
    const code = deferredLoad<typeof Hello>();
    const Lazy = lazyComponent(code.load, () => <p>loading</p>);
    render(
      <>
        <Lazy name="Ann" />
        <Lazy name="Bob" />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    await act(async () => code.settle().resolve(Hello));
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.getByText('Hello Bob')).toBeInTheDocument();
    expect(code.calls()).toBe(1);
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const Lazy = lazyComponent(
      () => Promise.resolve(Hello),
      () => <p>loading</p>,
    );
    await Lazy.preload();
    render(<Lazy name="Ann" />);
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('hands a failed load to the error boundary, and loads again next time', async () => {
    const code = deferredLoad<typeof Hello>();
    const Lazy = lazyComponent(code.load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <Boundary>
        <Lazy name="Ann" />
      </Boundary>,
    );
    await act(async () => code.settle().reject(new Error('chunk failed')));
    expect(screen.getByRole('alert')).toHaveTextContent('chunk failed');
    view.unmount();
    render(<Lazy name="Ann" />);
    expect(code.calls()).toBe(2);
    await act(async () => code.settle().resolve(Hello));
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
  });
});
