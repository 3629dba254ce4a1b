// Issue 16: the real screen in an iframe as wide as the chosen screen class, so the views' media queries see that width.
// The iframe is same-origin (srcdoc) and empty; the view is rendered into it by a React portal, so it stays in the
// Explorer's tree (its actor, its i18n) while its DOM, and the driver of "Siguiente paso en la pantalla", live in the
// iframe's document. The app's stylesheets are copied into the iframe and kept in step (lazy chunks add theirs later).
// The iframe grows with its content; when the class is wider than the space, it is drawn scaled down (its own width, and
// so the media queries, do not change) unless the person asks for the real size.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PortalDocument } from '../shared/portal-document';
import { guardPreviewFocus } from './preview-focus';

const SRC_DOC =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '</head><body style="margin:0"><div data-preview-root style="display:flow-root"></div></body></html>';
/** room for a dialog (positioned on the viewport) even when the page behind it is short */
export const MIN_PREVIEW_HEIGHT = 560;

function isStyleSource(node: Node): node is HTMLStyleElement | HTMLLinkElement {
  return (
    node.nodeName === 'STYLE' ||
    (node.nodeName === 'LINK' && (node as HTMLLinkElement).rel.split(/\s+/).includes('stylesheet'))
  );
}

/** Copies the host page's stylesheets into `target` and keeps them in step; returns the stop function. */
function mirrorStyles(source: Document, target: Document): () => void {
  const copies = new Map<Node, HTMLElement>();
  const sync = () => {
    const current = [...source.head.childNodes].filter(isStyleSource);
    for (const [node, copy] of copies)
      if (!current.includes(node as HTMLStyleElement)) {
        copy.remove();
        copies.delete(node);
      }
    for (const node of current) {
      const copy = copies.get(node);
      if (copy && (node.nodeName !== 'STYLE' || copy.textContent === node.textContent)) continue;
      const fresh = target.importNode(node, true);
      if (copy) copy.replaceWith(fresh);
      else target.head.appendChild(fresh);
      copies.set(node, fresh);
    }
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(source.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

export interface PreviewFrameProps {
  /** the screen class's width in px: the iframe's own width */
  width: number;
  title: string;
  lang: string;
  /** draw a class wider than the space scaled down (true) or at its real size, scrolling (false) */
  fitToSpace: boolean;
  /** the iframe's test id (the atlas's stage names its own) */
  frameTestId?: string;
  children: ReactNode;
}

export function PreviewFrame({
  width,
  title,
  lang,
  fitToSpace,
  frameTestId = 'flow-preview-frame',
  children,
}: PreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const spaceRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(MIN_PREVIEW_HEIGHT);
  const [space, setSpace] = useState(width);

  // the iframe's document, once its srcdoc has loaded
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // the focus guard goes in before the view is rendered into the document: a dialog focuses its field as it mounts
    let unguard = () => {};
    const ready = () => {
      unguard();
      unguard = guardPreviewFocus(frame);
      setRoot(frame.contentDocument?.querySelector<HTMLElement>('[data-preview-root]') ?? null);
    };
    ready();
    frame.addEventListener('load', ready);
    return () => {
      frame.removeEventListener('load', ready);
      unguard();
    };
  }, []);

  useEffect(() => {
    if (!root) return;
    return mirrorStyles(document, root.ownerDocument);
  }, [root]);

  useEffect(() => {
    const html = frameRef.current?.contentDocument?.documentElement;
    if (root && html) html.setAttribute('lang', lang);
  }, [root, lang]);

  // the iframe is as tall as what it shows. Issue 33: exactly as tall (the root holds its children's margins, flow-root):
  // a view whose loading line is 100vh high (forms.css .form-loading--screen) otherwise grew the frame, which grew the
  // line, frame after frame, and the atlas's screenshot never found it still
  useEffect(() => {
    const view = root?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined;
    if (!root || !view?.ResizeObserver) return;
    const observer = new view.ResizeObserver(() =>
      setHeight(Math.max(MIN_PREVIEW_HEIGHT, Math.ceil(root.getBoundingClientRect().height))),
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [root]);

  // the space the preview has on the page
  useLayoutEffect(() => {
    const el = spaceRef.current;
    if (!el) return;
    const measure = () => setSpace(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const scale = fitToSpace && space > 0 && space < width ? space / width : 1;
  return (
    <div ref={spaceRef} className="flow-preview__space">
      <div
        className="flow-preview__stage"
        style={{ width: Math.floor(width * scale), height: Math.ceil(height * scale) }}
      >
        <iframe
          ref={frameRef}
          title={title}
          srcDoc={SRC_DOC}
          className="flow-preview__frame"
          data-testid={frameTestId}
          style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        />
      </div>
      {root && (
        <PortalDocument.Provider value={root.ownerDocument}>{createPortal(children, root)}</PortalDocument.Provider>
      )}
    </div>
  );
}
