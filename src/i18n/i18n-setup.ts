// i18n (docs/architecture.md): catalogues live in locales/<locale>/<namespace>.json and load lazily, one chunk per
// locale + namespace. `es` holds the base Spanish text; es-CL, es-PE, es-CO, es-MX, es-AR and es-UY override only what differs
// and fall back to `es`; pt-BR is complete. Every namespace file found under locales/ can be loaded; `common` loads at start,
// any other namespace on first use (useTranslation('login') suspends until its catalogue is in).
import { createInstance, type BackendModule, type FallbackLngObjList, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../tenants/tenant.types';
import { loadWithRetry } from './resource-load';

export const BASE_LOCALE = 'es';
export const DEFAULT_NAMESPACE = 'common';

type Catalogue = Record<string, unknown>;
type CatalogueLoader = () => Promise<Catalogue>;

const FILES = import.meta.glob<Catalogue>('./locales/*/*.json', { import: 'default' });

/** './locales/es-CL/common.json' -> { locale: 'es-CL', namespace: 'common' } */
export function parseCataloguePath(path: string): { locale: string; namespace: string } | undefined {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { locale: match[1], namespace: match[2] } : undefined;
}

const LOADERS = new Map<string, CatalogueLoader>();
for (const [path, load] of Object.entries(FILES)) {
  const parsed = parseCataloguePath(path);
  if (parsed) LOADERS.set(`${parsed.locale}/${parsed.namespace}`, load);
}

/** Every namespace that has a catalogue in some locale. */
export const NAMESPACES: readonly string[] = [...new Set([...LOADERS.keys()].map((key) => key.split('/')[1]))].sort();

/** Loads one catalogue; a locale that does not override a namespace gets an empty one (its fallback supplies the text). */
export async function loadCatalogue(
  locale: string,
  namespace: string,
  loaders: ReadonlyMap<string, CatalogueLoader> = LOADERS,
): Promise<Catalogue> {
  const load = loaders.get(`${locale}/${namespace}`);
  // issue 17: a catalogue chunk that fails (dropped connection, replaced deploy) is tried once more, then ResourceLoadError
  return load ? loadWithRetry(`catalogue ${locale}/${namespace}`, load) : {};
}

function deepMerge(base: Catalogue, over: Catalogue): Catalogue {
  const out: Catalogue = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      below &&
      typeof below === 'object' &&
      !Array.isArray(below)
        ? deepMerge(below as Catalogue, value as Catalogue)
        : value;
  }
  return out;
}

/**
 * A locale's complete catalogue: its fallbacks' texts under its own overrides (es under es-CL). The backend hands i18next
 * this whole bundle, so a namespace never counts as loaded while only the (often empty) override has arrived: with the
 * override alone, react-i18next stopped suspending before `es` was in and raw keys such as `detail.title` showed.
 */
export async function loadLocaleCatalogue(
  locale: string,
  namespace: string,
  loaders: ReadonlyMap<string, CatalogueLoader> = LOADERS,
): Promise<Catalogue> {
  const layers = await Promise.all(
    [...fallbackLocales(locale).reverse(), locale].map((l) => loadCatalogue(l, namespace, loaders)),
  );
  return layers.reduce(deepMerge, {});
}

export function hasCatalogue(locale: string, namespace: string): boolean {
  return LOADERS.has(`${locale}/${namespace}`);
}

/** es-* fall back to es; pt-BR and es are complete and fall back to nothing. */
export function fallbackLocales(locale: string): string[] {
  return locale.startsWith(`${BASE_LOCALE}-`) ? [BASE_LOCALE] : [];
}

const FALLBACK_LNG: FallbackLngObjList = {
  ...Object.fromEntries(LOCALES.map((locale) => [locale, fallbackLocales(locale)])),
  default: [],
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadLocaleCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export interface CreateI18nOptions {
  /** namespaces to load before the promise resolves (default: common) */
  namespaces?: readonly string[];
}

/** A fresh, initialised instance for one locale (the app keeps one; tests make their own). */
export async function createI18n(locale: Locale | typeof BASE_LOCALE, options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = createInstance();
  instance.use(lazyBackend).use(initReactI18next);
  await instance.init({
    lng: locale,
    supportedLngs: [BASE_LOCALE, ...LOCALES],
    load: 'currentOnly',
    fallbackLng: FALLBACK_LNG,
    ns: [...(options.namespaces ?? [DEFAULT_NAMESPACE])],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });
  return instance;
}

/**
 * Issue 17: puts a locale's namespaces into `instance` before a page renders (the page route's loader calls it), so no
 * view suspends on a catalogue or shows a raw key such as `login.title`. The catalogues are fetched while the instance
 * itself may still be starting (its `common`): the two go in parallel. Throws ResourceLoadError when one fails twice.
 */
export async function ensureNamespaces(
  instance: I18n | Promise<I18n>,
  locale: string,
  namespaces: readonly string[],
  loaders: ReadonlyMap<string, CatalogueLoader> = LOADERS,
): Promise<void> {
  const bundles = await Promise.all(
    namespaces.map(async (namespace) => [namespace, await loadLocaleCatalogue(locale, namespace, loaders)] as const),
  );
  const ready = await instance;
  for (const [namespace, bundle] of bundles)
    if (!ready.hasResourceBundle(locale, namespace)) ready.addResourceBundle(locale, namespace, bundle, true, false);
}

let appInstance: Promise<I18n> | undefined;

/** The app's instance with `namespaces` of `locale` in it. */
export async function ensureAppNamespaces(locale: Locale, namespaces: readonly string[]): Promise<void> {
  await ensureNamespaces(appInstance ?? activateAppLocale(locale), locale, namespaces);
}

/** The app's single instance: created on first call, switched to `locale` on later calls (loads that locale lazily). */
export async function activateAppLocale(locale: Locale): Promise<I18n> {
  if (!appInstance) {
    appInstance = createI18n(locale);
    return appInstance;
  }
  const instance = await appInstance;
  if (instance.language !== locale) await instance.changeLanguage(locale);
  return instance;
}
