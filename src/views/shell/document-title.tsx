// The document's title for the page on screen. In the browser an effect writes document.title; the build's prerender
// (src/views/app/prerender.tsx) provides DocumentTitleSink and takes the title from the render instead, for the HTML's
// <title>. (React 19 hoisted a <title> rendered anywhere into <head>; Preact, which renders the app since issue 17,
// leaves it where it stands.)
import { createContext, useContext, useLayoutEffect } from 'react';

/** Receives the title during a render to markup (the build's prerender); null in the browser. */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

export function DocumentTitle({ title }: { title: string }): null {
  const sink = useContext(DocumentTitleSink);
  sink?.(title);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
