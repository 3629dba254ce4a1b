// Issue 33 item 2: the texts a flow's driver names ("Iniciar sesión"), read from the app's catalogues in Node, so that a
// QA export says what the screen says. `namespace:key.path`, `{{value}}` interpolation, `_one`/`_other` by `count`;
// a locale falls back to its language (`es-CL` -> `es`), as the app's i18n does.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translate } from '../../src/flows/qa-export';

type Catalogue = Record<string, unknown>;

export function catalogueTranslator(localesDir: string, locale: string): Translate {
  const cache = new Map<string, Catalogue | null>();
  const load = (lng: string, ns: string): Catalogue | null => {
    const key = `${lng}/${ns}`;
    if (!cache.has(key)) {
      const file = join(localesDir, lng, `${ns}.json`);
      cache.set(key, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : null);
    }
    return cache.get(key)!;
  };
  const chain = [locale, locale.split('-')[0]!, 'es'].filter((l, i, all) => all.indexOf(l) === i);
  const lookup = (ns: string, path: string): string | undefined => {
    for (const lng of chain) {
      let node: unknown = load(lng, ns);
      for (const part of path.split('.'))
        node = node && typeof node === 'object' ? (node as Catalogue)[part] : undefined;
      if (typeof node === 'string') return node;
    }
    return undefined;
  };
  return (key, options = {}) => {
    const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    const count = options.count;
    const plural = typeof count === 'number' ? lookup(ns, `${path}_${count === 1 ? 'one' : 'other'}`) : undefined;
    const text = plural ?? lookup(ns, path) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(options[name] ?? ''));
  };
}
