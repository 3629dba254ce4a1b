// Issue 17: a signed-in page's first paint in its HTML. At build time the account area's frame (header, navigation,
// breadcrumbs, a loading line) is rendered once per tenant and page with no one's data in it (src/views/app/prerender.tsx);
// the server puts it into the page's HTML only for a request whose session it has just checked, with the person's first
// name in the greeting's slot (server/src/lib/prerendered-page.ts). This context marks that render: the header greets
// the slot instead of the route's session, and the navigation lists no page groups (they depend on the account's kind and
// permissions; at desktop width they appear in the sidebar's fixed column when the app takes over, at smaller widths they
// sit in the closed menu). The app itself never provides it.
import { createContext, useContext } from 'react';

export interface AccountShellPrerender {
  /** what the header greets: the slot the server replaces with the signed-in person's first name */
  firstName: string;
}

export const AccountShellPrerenderContext = createContext<AccountShellPrerender | null>(null);

/** The account frame being rendered at build time, or null in the app. */
export function useAccountShellPrerender(): AccountShellPrerender | null {
  return useContext(AccountShellPrerenderContext);
}
