// The selector hook that @xstate/react's useSelector and react-i18next get instead of the use-sync-external-store package
// (scripts/lib/preact.ts), rendered with the app's runtime.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStoreWithSelector } from './sync-external-store';

interface State {
  count: number;
  other: number;
  tags: string[];
}

function createStore(initial: State) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: Partial<State>) {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('useSyncExternalStoreWithSelector', () => {
  it('shows the selected part and renders again only when that part changes', async () => {
    const store = createStore({ count: 1, other: 0, tags: [] });
    let renders = 0;
    const selectCount = (state: State) => state.count;
    function Count() {
      renders += 1;
      const count = useSyncExternalStoreWithSelector(store.subscribe, store.get, store.get, selectCount);
      return <p>count {count}</p>;
    }
    render(<Count />);
    expect(screen.getByText('count 1')).toBeTruthy();
    await act(async () => {});
    const settled = renders;
    await act(async () => store.set({ other: 5 }));
    expect(renders).toBe(settled);
    await act(async () => store.set({ count: 2 }));
    expect(screen.getByText('count 2')).toBeTruthy();
    expect(renders).toBe(settled + 1);
  });

  it('keeps the selection last rendered while isEqual holds, and takes the new one when it does not', async () => {
    const store = createStore({ count: 0, other: 0, tags: ['a'] });
    const seen: string[][] = [];
    const selectTags = (state: State) => [...state.tags];
    const sameTags = (a: string[], b: string[]) => a.join() === b.join();
    function Tags() {
      const tags = useSyncExternalStoreWithSelector(store.subscribe, store.get, null, selectTags, sameTags);
      seen.push(tags);
      return <p>tags {tags.join(',')}</p>;
    }
    render(<Tags />);
    await act(async () => {});
    const first = seen.at(-1);
    await act(async () => store.set({ count: 1 }));
    expect(seen.at(-1)).toBe(first);
    await act(async () => store.set({ tags: ['a', 'b'] }));
    expect(screen.getByText('tags a,b')).toBeTruthy();
    expect(seen.at(-1)).not.toBe(first);
  });
});
