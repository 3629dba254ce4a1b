// Issue 16: the statechart in a box that fits its width or pans and zooms. Buttons (zoom out, zoom in, fit to the width,
// actual size); Ctrl/⌘ + wheel and a trackpad pinch zoom at the pointer; dragging with a mouse, a pen or one finger pans;
// two fingers pinch; the box takes the keyboard focus (arrows pan, + and − zoom, 0 fits). Until the person zooms, the
// drawing follows the box's width (a narrow screen shows the whole diagram).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 3;
const STEP = 1.25;
const PAN_STEP = 48;

const clamp = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export interface DiagramViewportProps {
  /** the drawing's own width (zoom 1) */
  width: number;
  /** draws the content at a zoom */
  children: (zoom: number) => ReactNode;
  /** more toolbar buttons (export...) */
  actions?: ReactNode;
}

interface Anchor {
  /** a point of the box (px from its top left) that stays over the same point of the drawing */
  x: number;
  y: number;
  from: number;
}

export function DiagramViewport({ width, children, actions }: DiagramViewportProps) {
  const { t } = useTranslation('flows');
  const boxRef = useRef<HTMLDivElement>(null);
  // null until the person zooms: the drawing then follows the box's width (the parent remounts this for a new diagram)
  const [chosen, setChosen] = useState<number | null>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const anchor = useRef<Anchor | null>(null);
  const fitting = chosen === null;
  const zoom = chosen ?? clamp(width > 0 ? Math.min(1, boxWidth / width) : 1);

  // the box's width, for fitting (on load and on a resize)
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const zoomTo = useCallback(
    (next: number, at?: { x: number; y: number }) => {
      const box = boxRef.current;
      const to = clamp(next);
      if (to === zoom) return;
      anchor.current = at
        ? { ...at, from: zoom }
        : box
          ? { x: box.clientWidth / 2, y: box.clientHeight / 2, from: zoom }
          : null;
      setChosen(to);
    },
    [zoom],
  );

  const fit = () => {
    anchor.current = null;
    setChosen(null);
  };

  // keep the anchored point of the drawing under the pointer (or the box's centre) after a zoom
  useLayoutEffect(() => {
    const box = boxRef.current;
    const a = anchor.current;
    anchor.current = null;
    if (!box || !a) return;
    const ratio = zoom / a.from;
    box.scrollLeft = (box.scrollLeft + a.x) * ratio - a.x;
    box.scrollTop = (box.scrollTop + a.y) * ratio - a.y;
  }, [zoom]);

  // Ctrl/⌘ + wheel (a trackpad pinch arrives as one) zooms; a plain wheel scrolls. Not passive, to keep the page still.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const rect = box.getBoundingClientRect();
      zoomTo(zoom * Math.exp(-event.deltaY / 300), { x: event.clientX - rect.left, y: event.clientY - rect.top });
    };
    box.addEventListener('wheel', onWheel, { passive: false });
    return () => box.removeEventListener('wheel', onWheel);
  }, [zoomTo, zoom]);

  // pointers: one drags the drawing, two pinch
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const spread = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : null;
  };
  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const s = spread();
    pinch.current = s ? { distance: s.distance, zoom } : null;
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const box = event.currentTarget;
    const s = spread();
    if (s && pinch.current && pinch.current.distance > 0) {
      const rect = box.getBoundingClientRect();
      zoomTo((pinch.current.zoom * s.distance) / pinch.current.distance, { x: s.x - rect.left, y: s.y - rect.top });
    } else if (!s) {
      box.scrollLeft -= event.clientX - previous.x;
      box.scrollTop -= event.clientY - previous.y;
    }
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    pinch.current = null;
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const move = pan[event.key];
    if (move) {
      box.scrollLeft += move[0];
      box.scrollTop += move[1];
    } else if (event.key === '+' || event.key === '=') zoomTo(zoom * STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(zoom / STEP);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  return (
    <div className="flow-diagram">
      <div className="flow-diagram__toolbar" role="toolbar" aria-label={t('zoom.level')}>
        <button
          type="button"
          onClick={() => zoomTo(zoom / STEP)}
          disabled={zoom <= MIN_ZOOM}
          aria-label={t('zoom.out')}
          title={t('zoom.out')}
        >
          −
        </button>
        <output className="flow-diagram__zoom" aria-live="polite" aria-label={t('zoom.level')}>
          {Math.round(zoom * 100)} %
        </output>
        <button
          type="button"
          onClick={() => zoomTo(zoom * STEP)}
          disabled={zoom >= MAX_ZOOM}
          aria-label={t('zoom.in')}
          title={t('zoom.in')}
        >
          +
        </button>
        <button type="button" onClick={fit} aria-pressed={fitting}>
          {t('zoom.fit')}
        </button>
        <button type="button" onClick={() => zoomTo(1)}>
          {t('zoom.actual')}
        </button>
        {actions}
      </div>
      <div
        ref={boxRef}
        className="flow-diagram__box"
        data-testid="diagram-box"
        tabIndex={0}
        role="group"
        aria-label={t('diagram')}
        aria-describedby="flow-diagram-help"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {children(zoom)}
      </div>
      <p id="flow-diagram-help" className="flow-diagram__help">
        {t('zoom.help')}
      </p>
    </div>
  );
}
