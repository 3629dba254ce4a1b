// Issue 6: the Explorer's state in the URL, so that a shared link opens the exact screen state:
// /flows?m=login&t=cl&l=es-CL&s=mobile&e=<events as base64url JSON>
import type { EventObject } from 'xstate';

// spec §2: the four screen-size classes, previewed at the breakpoint that starts each (spec §9: 320, 720, 1024, 1280)
export const SCREEN_CLASSES = [
  { key: 'mobile', width: 320, range: '320-719 px' },
  { key: 'phablet', width: 720, range: '720-1023 px' },
  { key: 'tablet', width: 1024, range: '1024-1279 px' },
  { key: 'desktop', width: 1280, range: '1280 px +' },
] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number]['key'];

export interface ExplorerLocation {
  machine: string | null;
  tenant: string;
  locale: string;
  screen: ScreenClass;
  events: EventObject[];
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function isEventList(value: unknown): value is EventObject[] {
  return (
    Array.isArray(value) &&
    value.every((e) => typeof e === 'object' && e !== null && typeof Reflect.get(e, 'type') === 'string')
  );
}

export function encodeExplorerSearch(location: ExplorerLocation): string {
  const params = new URLSearchParams();
  if (location.machine) params.set('m', location.machine);
  params.set('t', location.tenant);
  params.set('l', location.locale);
  params.set('s', location.screen);
  if (location.events.length) params.set('e', toBase64Url(JSON.stringify(location.events)));
  return `?${params.toString()}`;
}

/** Reads a search string; anything malformed falls back to the defaults (a broken link opens the Explorer, not an error). */
export function decodeExplorerSearch(search: string, defaults: { tenant: string; locale: string }): ExplorerLocation {
  const params = new URLSearchParams(search);
  let events: EventObject[] = [];
  const raw = params.get('e');
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(fromBase64Url(raw));
      if (isEventList(parsed)) events = parsed;
    } catch {
      events = [];
    }
  }
  const screen = SCREEN_CLASSES.find((s) => s.key === params.get('s'))?.key ?? 'desktop';
  return {
    machine: params.get('m'),
    tenant: params.get('t') ?? defaults.tenant,
    locale: params.get('l') ?? defaults.locale,
    screen,
    events,
  };
}
