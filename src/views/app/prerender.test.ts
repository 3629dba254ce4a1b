// Issue 17: the guest pages rendered at build time are the app's own pages in the tenant's language, ready for the HTML.
import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../tenants/tenants';
import { ACCOUNT_FRAME_FIRST_NAME_SLOT } from '../../contracts/prerendered-page.contract';
import {
  ACCOUNT_FRAME_PAGES,
  accountFramePaths,
  prerenderAccountFrame,
  prerenderPage,
  prerenderPaths,
  PRERENDERED_PAGES,
  splitHoisted,
} from './prerender';

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

describe('prerendered account frames', () => {
  it("are the account area's header, navigation and breadcrumbs around a loading line, greeting the first name's slot", async () => {
    const frame = await prerenderAccountFrame('/cl/account/my-profile');
    expect(frame).toMatchObject({ lang: 'es-CL', title: 'Mis datos personales | Obra Casa' });
    const body = frame!.body;
    expect(body).toContain('data-page-key="myProfile"');
    expect(body).toContain(`<span class="account-entry__hello">Hola, ${ACCOUNT_FRAME_FIRST_NAME_SLOT}</span>`);
    // signed in: no "Iniciar sesión" in the header, no "Crear cuenta" in the footer
    expect(body).not.toContain('>Iniciar sesión<');
    expect(body).not.toContain('>Crear cuenta<');
    expect(body).toContain('<li aria-current="page">Mis datos personales</li>');
    expect(body).toContain('<main id="main" class="app-main account-layout__main" tabindex="-1">');
    expect(body).toContain('<p role="status">Cargando…</p></main>');
    // the navigation's groups are the account's own (kind, permissions): only its home link is in the frame
    expect(body).toContain('class="account-nav__link account-nav__link--home"');
    expect(body).not.toContain('account-nav__group');
    // nothing of the page itself, nor any suspended boundary (the one form is the header's product search, issue 34); the
    // header and footer are whole, each in the boundary the app hydrates when their lazy chunk arrives (issue 28)
    expect(body.match(/<form/g)).toHaveLength(1);
    expect(body).toContain('<form class="site-search" role="search"');
    expect(body).not.toMatch(/<!--\$[?!]-->/);
    expect(body).toContain('<!--$--><header class="site-header">');
    expect(body).toContain('</footer><!--/$-->');

    const home = await prerenderAccountFrame('/br/account');
    expect(home).toMatchObject({ lang: 'pt-BR', title: 'Minha conta | Obra Casa' });
    expect(home!.body).toContain('data-home="true"');
    expect(home!.body).not.toContain('account-nav');
  });

  it("of a page with a parameter carry the parameter's slot in their links and their reload offer", async () => {
    const frame = await prerenderAccountFrame('/cl/account/my-orders/CUENTA_PARAM_orderNumber/cancellation');
    expect(frame?.title).toBe('Anular compra | Obra Casa');
    expect(frame?.body).toContain('href="/cl/account/my-orders/CUENTA_PARAM_orderNumber"');
    expect(frame?.stalled).toContain('href="/cl/account/my-orders/CUENTA_PARAM_orderNumber/cancellation"');
  });

  it("cover every tenant's signed-in pages", () => {
    expect(ACCOUNT_FRAME_PAGES).toContain('myAccount');
    expect(ACCOUNT_FRAME_PAGES).toContain('collaborators');
    expect(ACCOUNT_FRAME_PAGES).toContain('orderDetails');
    expect(ACCOUNT_FRAME_PAGES).not.toContain('login');
    const paths = accountFramePaths();
    expect(paths).toHaveLength(TENANTS.length * ACCOUNT_FRAME_PAGES.length);
    expect(paths).toContain('/pe-b2b/account/company-details');
    expect(paths).toContain('/br/account/my-orders/CUENTA_PARAM_orderNumber');
    expect(paths.every((path) => /^\/[a-z0-9-]+\/account(\/[A-Za-z_-]+)*$/.test(path))).toBe(true);
  });
});
