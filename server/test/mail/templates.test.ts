// Issue 30: the collaborator invitation names the page where the code is entered, as text and as a link.
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/templates';

const link = 'https://tienda.example/pe-b2b/collaborator/first-login';

describe('collaborator-code mail', () => {
  it.each([
    ['es-PE', 'Ingrésalo en la página de primer ingreso de colaboradores: '],
    ['pt-BR', 'Digite-o na página de primeiro acesso de colaboradores: '],
  ] as const)('%s links to the first-login page', (locale, words) => {
    const mail = renderMail('collaborator-code', locale, { code: '123456', minutes: 10, companyName: 'Ferre', link });
    expect(mail.text).toContain(`${words}${link}`);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('leaves the line out when no link is given', () => {
    const mail = renderMail('collaborator-code', 'es-PE', { code: '123456', minutes: 10 });
    expect(mail.text).not.toContain('primer ingreso');
    expect(mail.html).not.toContain('<a ');
  });
});
