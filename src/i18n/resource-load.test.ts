// Issue 17: a chunk or catalogue that fails once is tried again; twice, ResourceLoadError (shown as a reload offer).
import { describe, expect, it, vi } from 'vitest';
import { createI18n, ensureNamespaces } from './i18n-setup';
import { isResourceLoadError, loadWithRetry, ResourceLoadError } from './resource-load';

const dropped = () => new TypeError('Failed to fetch dynamically imported module');

describe('loadWithRetry', () => {
  it('returns the first answer without a second try', async () => {
    const load = vi.fn().mockResolvedValue('ok');
    await expect(loadWithRetry('x', load, 0)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries once more after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(dropped()).mockResolvedValue('ok');
    await expect(loadWithRetry('x', load, 0)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws ResourceLoadError naming the resource after two failures', async () => {
    const load = vi.fn().mockRejectedValue(dropped());
    const error = await loadWithRetry('page login', load, 0).catch((e: unknown) => e);
    expect(isResourceLoadError(error)).toBe(true);
    expect((error as ResourceLoadError).message).toBe('Could not load page login');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('ensureNamespaces', () => {
  it('puts the locale bundle (its fallback under its overrides) in before use, retrying a dropped catalogue', async () => {
    const i18n = await createI18n('es-AR');
    const es = vi
      .fn()
      .mockRejectedValueOnce(dropped())
      .mockResolvedValue({ form: { title: 'Base', submit: 'Enviar' } });
    const loaders = new Map<string, () => Promise<Record<string, unknown>>>([
      ['es/demo', es],
      ['es-AR/demo', async () => ({ form: { title: 'Argentino' } })],
    ]);
    await ensureNamespaces(i18n, 'es-AR', ['demo'], loaders);
    expect(i18n.hasLoadedNamespace('demo')).toBe(true);
    expect(i18n.getFixedT('es-AR', 'demo' as 'common')('form.title' as 'shell.loading')).toBe('Argentino');
    expect(i18n.getFixedT('es-AR', 'demo' as 'common')('form.submit' as 'shell.loading')).toBe('Enviar');
    expect(es).toHaveBeenCalledTimes(2);
  });

  it('throws ResourceLoadError when a catalogue fails twice, leaving the namespace not loaded', async () => {
    const i18n = await createI18n('es-CL');
    const loaders = new Map([['es/demo', vi.fn().mockRejectedValue(dropped())]]);
    await expect(ensureNamespaces(i18n, 'es-CL', ['demo'], loaders)).rejects.toBeInstanceOf(ResourceLoadError);
    expect(i18n.hasResourceBundle('es-CL', 'demo')).toBe(false);
  });
});
