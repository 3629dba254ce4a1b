// Issue 28 item 5: the storefront's chrome around every page (the header with the product search, the country switcher
// and the cart link with its count; the footer with its link groups), one chunk that src/views/shell/app-layout.tsx loads
// lazily: the login's first load does not carry it, and a prerendered page's form is hydrated without waiting for it.
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
