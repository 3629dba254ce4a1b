// Page convention (docs/architecture.md): a page is the default export of src/views/pages/<kebab-page-key>.page.tsx,
// found here and loaded lazily. A page key without a file renders the page-not-available screen (spec §2).
import type { ComponentType } from 'react';
import { kebabPageKey, type PageKey } from './routes';

/** route handle of every page route: which page key it serves */
export interface PageHandle {
  pageKey: PageKey;
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

const FILES = import.meta.glob<PageModule>('../pages/*.page.tsx');

export const NOT_AVAILABLE_FILE = 'page-not-available';

/** kebab file name -> lazy loader */
export function pageLoadersFrom(files: Record<string, () => Promise<PageModule>>): Map<string, PageLoader> {
  const loaders = new Map<string, PageLoader>();
  for (const [path, load] of Object.entries(files)) {
    const name = /\/([^/]+)\.page\.tsx$/.exec(path)?.[1];
    if (name) loaders.set(name, load);
  }
  return loaders;
}

const LOADERS = pageLoadersFrom(FILES);

/** The loader of a page key's file, or undefined when the page is not built yet. */
export function findPageLoader(key: PageKey, loaders: Map<string, PageLoader> = LOADERS): PageLoader | undefined {
  return loaders.get(kebabPageKey(key));
}

/** The page-not-available screen's own loader (always present: it is part of the shell's contract). */
export function notAvailableLoader(loaders: Map<string, PageLoader> = LOADERS): PageLoader {
  const load = loaders.get(NOT_AVAILABLE_FILE);
  if (!load) throw new Error('src/views/pages/page-not-available.page.tsx is missing');
  return load;
}

/** A page key's loader, falling back to page-not-available. */
export function pageLoader(key: PageKey, loaders: Map<string, PageLoader> = LOADERS): PageLoader {
  return findPageLoader(key, loaders) ?? notAvailableLoader(loaders);
}
