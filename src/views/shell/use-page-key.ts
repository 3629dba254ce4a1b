// The page key of the current route, for the shell's layout (header, account navigation, breadcrumbs, title).
// Today it reads the leaf route's handle (react-router's useMatches, handle.pageKey); the router may change under it.
import { useMatches } from 'react-router';
import { findPageLoader, type PageHandle } from '../app/page-modules';
import type { PageKey } from '../app/routes';

export function usePageKey(unknownTenant: boolean): PageKey {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  if (unknownTenant || !handle || !findPageLoader(handle.pageKey)) return 'pageNotAvailable';
  return handle.pageKey;
}

/** Whether a page key has a built page (links to pages that only show page-not-available are left out). */
export function isPageBuilt(key: PageKey): boolean {
  return Boolean(findPageLoader(key));
}
