// Issue 17: what the `use-sync-external-store` package gives libraries (@xstate/react's useSelector, react-i18next), on
// the hooks of the runtime the app renders with (Preact's compatibility layer, scripts/lib/preact.ts aliases the package
// here). The package is CommonJS only and requires `react` itself, which a test run in Node would load beside Preact.
import { useEffect, useRef, useSyncExternalStore } from 'react';

export { useSyncExternalStore };

/**
 * A store's snapshot narrowed by `selector`: re-renders only when the selection changes, and while `isEqual` holds
 * between the new selection and the one last rendered, keeps returning the one last rendered (the same object).
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const rendered = useRef<{ selection: Selection } | null>(null);
  const memo = useRef<{ snapshot: Snapshot; selector: typeof selector; selection: Selection } | null>(null);
  const select = (snapshot: Snapshot): Selection => {
    const last = memo.current;
    if (last && last.selector === selector && Object.is(last.snapshot, snapshot)) return last.selection;
    let selection = selector(snapshot);
    const previous = rendered.current;
    if (previous && isEqual?.(previous.selection, selection)) selection = previous.selection;
    memo.current = { snapshot, selector, selection };
    return selection;
  };
  const selectFromStore = () => select(getSnapshot());
  const selectFromServer = getServerSnapshot ? () => select(getServerSnapshot()) : undefined;
  const selection = useSyncExternalStore(subscribe, selectFromStore, selectFromServer);
  useEffect(() => {
    rendered.current = { selection };
  }, [selection]);
  return selection;
}
