// Issue 17: the guest pages rendered at build time are the app's own pages in the tenant's language, ready for the HTML.
import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../tenants/tenants';
import { prerenderPage, prerenderPaths, PRERENDERED_PAGES, splitHoisted } from './prerender';

describe('prerendered guest pages', () => {
  it("render the login page's form, title and language from the app's own views and catalogues", async () => {
    const cl = await prerenderPage('/cl/login');
    expect(cl).toMatchObject({ lang: 'es-CL', title: 'Iniciar sesión | Obra Casa' });
    expect(cl?.body).toContain('<h1 id="');
    expect(cl?.body).toContain('>Inicia sesión</h1>');
    expect(cl?.body).toMatch(/<input type="email" autoComplete="username" id="login-email"/);
    expect(cl?.body).toContain('data-page-key="login"');
    expect(cl?.body).not.toContain('<title>');

    const br = await prerenderPage('/br/login');
    expect(br?.lang).toBe('pt-BR');
    expect(br?.title).toBe('Entrar | Obra Casa');
  });

  it("come with a reload offer, in the tenant's language, for when the app never takes over", async () => {
    expect((await prerenderPage('/cl/register'))?.stalled).toBe(
      '<div class="prerender-stalled" data-prerender-stalled="" role="alert"><p>No pudimos cargar esta página</p>' +
        '<a class="button button--primary" href="/cl/register">Recargar la página</a></div>',
    );
    expect((await prerenderPage('/br/login'))?.stalled).toContain('href="/br/login">Recarregar a página</a>');
  });

  it('render nothing for a path that names no tenant', async () => {
    expect(await prerenderPage('/xx/login')).toBeNull();
  });

  it("cover every tenant's guest entry pages", () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength(TENANTS.length * PRERENDERED_PAGES.length);
    expect(paths).toContain('/pe-b2b/register/company');
    expect(paths).toContain('/br/agent/login');
    expect(paths.some((path) => path.includes('/account'))).toBe(false);
  });

  it('move what React hoists (title, preloads) out of the body', () => {
    expect(splitHoisted('<link rel="preload" as="image" href="/a.svg"/><title>A &amp; B</title><div>x</div>')).toEqual({
      title: 'A &amp; B',
      head: '<link rel="preload" as="image" href="/a.svg"/>',
      body: '<div>x</div>',
    });
    expect(splitHoisted('<div><title>not hoisted</title></div>')).toEqual({
      title: '',
      head: '',
      body: '<div><title>not hoisted</title></div>',
    });
  });
});
