// Issue 17: a preloaded lazy component renders in the same commit as its parent: no Suspense fallback, so React's
// 300 ms reveal throttle never holds a signed-in page back. Before its preload it suspends like React.lazy.
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hola {name}</p>;

function tree(Component: ComponentType<{ name: string }>) {
  return (
    <Suspense fallback={<p>Cargando…</p>}>
      <Component name="Ana" />
    </Suspense>
  );
}

describe('preloadable', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    let loads = 0;
    const hello = preloadable(async () => {
      loads += 1;
      return Hello;
    });
    await hello.preload();
    await hello.preload();
    render(tree(hello.Component));
    // synchronously, in the first commit
    expect(screen.getByText('Hola Ana')).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('suspends like React.lazy when it was not preloaded, then renders', async () => {
    const hello = preloadable(async () => Hello);
    render(tree(hello.Component));
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByText('Hola Ana')).toBeTruthy();
  });

  it('tries a failed load again on the next preload', async () => {
    let calls = 0;
    const hello = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('dropped');
      return Hello;
    });
    await expect(hello.preload()).rejects.toThrow('dropped');
    await act(() => hello.preload());
    render(tree(hello.Component));
    expect(screen.getByText('Hola Ana')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
