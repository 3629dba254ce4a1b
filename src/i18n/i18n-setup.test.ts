import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../contracts/api-error.contract';
import { LOCALES } from '../tenants/tenant.types';
import { PAGE_KEYS } from '../views/app/routes';
import { createI18n, fallbackLocales, hasCatalogue, loadCatalogue, NAMESPACES, parseCataloguePath } from './i18n-setup';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

async function catalogue(locale: string, namespace: string): Promise<Map<string, string>> {
  return flatten((await loadCatalogue(locale, namespace)) as Tree);
}

// Texts the spec quotes (spec §3, §5, §8): present verbatim in the base Spanish catalogue.
const SPEC_QUOTED = [
  'Tus datos son incorrectos',
  'Hubo un error al crear tu cuenta. Por favor inténtalo nuevamente.',
  'Ocurrió un error al guardar tus cambios. Por favor intentalo de nuevo.',
  'Datos editados exitosamente.',
  'Ya existe una cuenta asociada a este correo',
  'No encontramos el número ingresado, prueba de nuevo',
  'No encontramos la URL que buscas.',
  'La cotización que buscas ya expiró',
  'Ya tienes una lista con este nombre.',
  'Mi primera lista',
  'Este campo es obligatorio',
];

// spec §8's agent errors: the codes are kept, their English text is not shown on Spanish or Portuguese pages (issue 30)
const AGENT_ERRORS = ['AGENT_LOGIN_ERROR', 'AGENT_LOGOUT_ERROR', 'INVALID_AGENT_SESSION_ERROR'];
const ENGLISH_AGENT_TEXTS = ['Unable to login', 'Unable to logout', 'Invalid Agent Session'];

describe('catalogues', () => {
  it('finds the common namespace in es, every es-* locale and pt-BR', () => {
    expect(NAMESPACES).toContain('common');
    for (const locale of ['es', ...LOCALES]) expect(hasCatalogue(locale, 'common'), locale).toBe(true);
  });

  it('parses locale and namespace from a catalogue path', () => {
    expect(parseCataloguePath('./locales/es-CL/registration.json')).toEqual({
      locale: 'es-CL',
      namespace: 'registration',
    });
    expect(parseCataloguePath('./elsewhere.json')).toBeUndefined();
  });

  it.each(SPEC_QUOTED)('es/common holds the spec text %j verbatim', async (text) => {
    expect([...(await catalogue('es', 'common')).values()]).toContain(text);
  });

  it.each(['es', 'pt-BR'])('%s/common translates the agent errors of spec §8', async (locale) => {
    const messages = await catalogue(locale, 'common');
    for (const code of AGENT_ERRORS) {
      expect(messages.get(`errors.${code}`), code).toBeTruthy();
      expect(ENGLISH_AGENT_TEXTS, code).not.toContain(messages.get(`errors.${code}`));
    }
  });

  it('es/common has a generic message for every error code of the API contract', async () => {
    const es = await catalogue('es', 'common');
    for (const code of ERROR_CODES) expect(es.get(`errors.${code}`), code).toBeTruthy();
  });

  it('es/common has a title for every page key of the routing table', async () => {
    const es = await catalogue('es', 'common');
    for (const key of PAGE_KEYS) expect(es.get(`pages.${key}`), key).toBeTruthy();
  });

  it.each(NAMESPACES.map((ns) => [ns]))('pt-BR is complete: every key of es/%s exists in pt-BR', async (namespace) => {
    const es = await catalogue('es', namespace);
    const pt = await catalogue('pt-BR', namespace);
    const missing = [...es.keys()].filter((key) => !pt.has(key));
    expect(missing).toEqual([]);
  });

  it.each(NAMESPACES.flatMap((ns) => LOCALES.filter((l) => l.startsWith('es-')).map((l) => [l, ns])))(
    '%s/%s overrides only keys that exist in es',
    async (locale, namespace) => {
      const es = await catalogue('es', namespace);
      const local = await catalogue(locale, namespace);
      expect([...local.keys()].filter((key) => !es.has(key))).toEqual([]);
    },
  );
});

describe('createI18n', () => {
  it('es-* fall back to es; pt-BR and es fall back to nothing', () => {
    expect(fallbackLocales('es-PE')).toEqual(['es']);
    expect(fallbackLocales('pt-BR')).toEqual([]);
    expect(fallbackLocales('es')).toEqual([]);
  });

  it('takes an override from es-AR and the rest from es', async () => {
    const i18n = await createI18n('es-AR');
    expect(i18n.t('pageNotAvailable.body')).toContain('Volvé');
    expect(i18n.t('messages.defaultListName')).toBe('Mi primera lista');
  });

  it('types keys from es: a missing key is a type error (checked by tsc)', async () => {
    const i18n = await createI18n('es');
    // @ts-expect-error: not a key of es/common
    expect(i18n.t('shell.noSuchKey')).toBe('shell.noSuchKey');
    expect(i18n.t('shell.login')).toBe('Iniciar sesión');
  });

  it('speaks Portuguese for pt-BR', async () => {
    const i18n = await createI18n('pt-BR');
    expect(i18n.t('pages.myOrders')).toBe('Meus pedidos');
    expect(i18n.t('messages.requiredField')).toBe('Este campo é obrigatório');
  });

  it('switches language lazily, loading the new locale on demand', async () => {
    const i18n = await createI18n('es-CL');
    expect(i18n.hasResourceBundle('pt-BR', 'common')).toBe(false);
    await i18n.changeLanguage('pt-BR');
    expect(i18n.hasResourceBundle('pt-BR', 'common')).toBe(true);
    expect(i18n.t('shell.login')).toBe('Entrar');
  });
});

describe('loadLocaleCatalogue (the race that showed raw keys)', () => {
  it('gives a country locale the base texts under its own overrides, in one bundle', async () => {
    const { loadLocaleCatalogue } = await import('./i18n-setup');
    const merged = (await loadLocaleCatalogue('es-CL', 'login')) as { login: { title: string } };
    expect(merged.login.title).toBeTruthy();
    const i18n = await createI18n('es-CL', { namespaces: ['common', 'login'] });
    expect(i18n.getResourceBundle('es-CL', 'login')).toMatchObject({ login: { title: merged.login.title } });
  });
});
