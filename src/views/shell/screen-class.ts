// spec §2, §9: screen-size classes. mobile 320-719, phablet 720-1023, tablet 1024-1279, desktop 1280 and up.
import { useSyncExternalStore } from 'react';

export const SCREEN_CLASSES = ['mobile', 'phablet', 'tablet', 'desktop'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** spec §9 breakpoints (px); shell.css uses the same numbers in its media queries. */
export const BREAKPOINTS: Record<ScreenClass, number> = { mobile: 320, phablet: 720, tablet: 1024, desktop: 1280 };

export function screenClassFor(width: number): ScreenClass {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  if (width >= BREAKPOINTS.phablet) return 'phablet';
  return 'mobile'; // below 320 too: the smallest layout is the closest fit
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useScreenClass(): ScreenClass {
  return useSyncExternalStore(
    subscribe,
    () => screenClassFor(window.innerWidth),
    () => 'desktop',
  );
}
