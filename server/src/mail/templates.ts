// Server-side mail templates in the tenant's language (the server cannot import src/i18n). Spanish is the base, with
// per-locale overrides where a word differs, and Portuguese for Brazil. Text and HTML are built from the same parts.
import type { Locale } from '../../../src/tenants/tenant.types';
import { escapeHtml } from '../lib/html';

export const MAIL_TEMPLATES = [
  'recovery-code',
  'recovery-unknown-email',
  'collaborator-code',
  'password-changed',
  // issue 31 items 2-3: email change (code to the new address, notice to the old one), the step-up code, the closure
  'email-change-code',
  'email-changed',
  'step-up-code',
  'account-closed',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailData {
  code?: string;
  minutes?: number;
  firstName?: string;
  companyName?: string;
  /** the storefront's name for the tenant (TenantConfig.name) */
  storeName?: string;
  /** an absolute address the mail points to (the collaborator's first-login page); a line with {link} is left out without it */
  link?: string;
}

interface Parts {
  subject: string;
  /** paragraphs; `{code}`, `{minutes}`, `{firstName}`, `{companyName}`, `{storeName}`, `{link}` are replaced */
  lines: string[];
}

type Catalogue = Record<MailTemplate, Parts>;

const es: Catalogue = {
  'recovery-code': {
    subject: 'Tu código para recuperar la contraseña',
    lines: [
      'Hola{firstName}:',
      'Usa este código para crear una nueva contraseña en {storeName}:',
      '{code}',
      'El código vence en {minutes} minutos y sirve una sola vez. Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    ],
  },
  'recovery-unknown-email': {
    subject: 'Intento de recuperar contraseña',
    lines: [
      'Hola:',
      'Alguien pidió recuperar la contraseña de {storeName} con este correo, pero no hay una cuenta asociada a él.',
      'Si fuiste tú, revisa si usaste otro correo o crea una cuenta nueva. Si no fuiste tú, ignora este correo.',
    ],
  },
  'collaborator-code': {
    subject: 'Tu código para activar tu cuenta de colaborador',
    lines: [
      'Hola{firstName}:',
      '{companyName} te invitó a comprar en {storeName}. Ingresa este código para crear tu contraseña:',
      '{code}',
      'El código vence en {minutes} minutos.',
      'Ingrésalo en la página de primer ingreso de colaboradores: {link}',
    ],
  },
  'password-changed': {
    subject: 'Tu contraseña fue cambiada',
    lines: [
      'Hola{firstName}:',
      'La contraseña de tu cuenta en {storeName} fue cambiada y cerramos las otras sesiones abiertas.',
      'Si no fuiste tú, recupera tu contraseña de inmediato.',
    ],
  },
  'email-change-code': {
    subject: 'Tu código para cambiar el correo',
    lines: [
      'Hola{firstName}:',
      'Pediste usar este correo en tu cuenta de {storeName}. Ingresa este código para confirmarlo:',
      '{code}',
      'El código vence en {minutes} minutos y sirve una sola vez. Si no lo pediste, ignora este correo.',
    ],
  },
  'email-changed': {
    subject: 'El correo de tu cuenta fue cambiado',
    lines: [
      'Hola{firstName}:',
      'El correo de tu cuenta en {storeName} fue cambiado: ya no ingresarás con esta dirección y cerramos las otras sesiones abiertas.',
      'Si no fuiste tú, contáctanos de inmediato.',
    ],
  },
  'step-up-code': {
    subject: 'Tu código para confirmar tu identidad',
    lines: [
      'Hola{firstName}:',
      'Para descargar tus datos o cerrar tu cuenta en {storeName}, ingresa este código:',
      '{code}',
      'El código vence en {minutes} minutos y sirve una sola vez. Si no lo pediste, cambia tu contraseña.',
    ],
  },
  'account-closed': {
    subject: 'Tu cuenta fue cerrada',
    lines: [
      'Hola{firstName}:',
      'Cerramos tu cuenta en {storeName} y borramos tus datos personales, salvo los que la ley nos obliga a conservar (compras y boletas, sin tu nombre).',
      'Este correo queda libre: puedes crear una cuenta nueva con él cuando quieras.',
    ],
  },
};

const ptBR: Catalogue = {
  'recovery-code': {
    subject: 'Seu código para recuperar a senha',
    lines: [
      'Olá{firstName},',
      'Use este código para criar uma nova senha em {storeName}:',
      '{code}',
      'O código expira em {minutes} minutos e vale uma única vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
    ],
  },
  'recovery-unknown-email': {
    subject: 'Tentativa de recuperar a senha',
    lines: [
      'Olá,',
      'Alguém pediu para recuperar a senha de {storeName} com este e-mail, mas não há uma conta associada a ele.',
      'Se foi você, verifique se usou outro e-mail ou crie uma conta nova. Se não foi você, ignore este e-mail.',
    ],
  },
  'collaborator-code': {
    subject: 'Seu código para ativar sua conta de colaborador',
    lines: [
      'Olá{firstName},',
      '{companyName} convidou você para comprar em {storeName}. Digite este código para criar sua senha:',
      '{code}',
      'O código expira em {minutes} minutos.',
      'Digite-o na página de primeiro acesso de colaboradores: {link}',
    ],
  },
  'password-changed': {
    subject: 'Sua senha foi alterada',
    lines: [
      'Olá{firstName},',
      'A senha da sua conta em {storeName} foi alterada e encerramos as outras sessões abertas.',
      'Se não foi você, recupere sua senha imediatamente.',
    ],
  },
  'email-change-code': {
    subject: 'Seu código para alterar o e-mail',
    lines: [
      'Olá{firstName},',
      'Você pediu para usar este e-mail na sua conta em {storeName}. Digite este código para confirmar:',
      '{code}',
      'O código expira em {minutes} minutos e vale uma única vez. Se você não pediu, ignore este e-mail.',
    ],
  },
  'email-changed': {
    subject: 'O e-mail da sua conta foi alterado',
    lines: [
      'Olá{firstName},',
      'O e-mail da sua conta em {storeName} foi alterado: você não entrará mais com este endereço e encerramos as outras sessões abertas.',
      'Se não foi você, fale conosco imediatamente.',
    ],
  },
  'step-up-code': {
    subject: 'Seu código para confirmar sua identidade',
    lines: [
      'Olá{firstName},',
      'Para baixar seus dados ou encerrar sua conta em {storeName}, digite este código:',
      '{code}',
      'O código expira em {minutes} minutos e vale uma única vez. Se você não pediu, altere sua senha.',
    ],
  },
  'account-closed': {
    subject: 'Sua conta foi encerrada',
    lines: [
      'Olá{firstName},',
      'Encerramos sua conta em {storeName} e apagamos seus dados pessoais, exceto os que a lei nos obriga a guardar (compras e notas fiscais, sem o seu nome).',
      'Este e-mail fica livre: você pode criar uma conta nova com ele quando quiser.',
    ],
  },
};

/** Per-locale overrides of the Spanish text (only where a word differs). */
const overrides: Partial<Record<Locale, Partial<Catalogue>>> = {
  'es-AR': {
    'recovery-code': {
      subject: 'Tu código para recuperar la contraseña',
      lines: [
        'Hola{firstName}:',
        'Usá este código para crear una nueva contraseña en {storeName}:',
        '{code}',
        'El código vence en {minutes} minutos y sirve una sola vez. Si no lo pediste, ignorá este correo: tu contraseña sigue igual.',
      ],
    },
  },
};

export function catalogueFor(locale: Locale): Catalogue {
  if (locale === 'pt-BR') return ptBR;
  return { ...es, ...overrides[locale] };
}

function fill(line: string, data: MailData): string {
  return line
    .replace('{firstName}', data.firstName ? ` ${data.firstName}` : '')
    .replace('{code}', data.code ?? '')
    .replace('{minutes}', String(data.minutes ?? ''))
    .replace('{companyName}', data.companyName ?? '')
    .replace('{storeName}', data.storeName ?? '')
    .replace('{link}', data.link ?? '');
}

/** One paragraph of the HTML: the code stands out, a link is a link. */
function htmlLine(raw: string, line: string, data: MailData): string {
  if (raw === '{code}')
    return `<p style="font-size:28px;letter-spacing:6px;font-weight:bold" data-code>${escapeHtml(line)}</p>`;
  if (raw.includes('{link}') && data.link) {
    const [before = '', after = ''] = fill(raw, { ...data, link: '\u0000' }).split('\u0000');
    const href = escapeHtml(data.link);
    return `<p>${escapeHtml(before)}<a href="${href}">${href}</a>${escapeHtml(after)}</p>`;
  }
  return `<p>${escapeHtml(line)}</p>`;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(template: MailTemplate, locale: Locale, data: MailData): RenderedMail {
  const parts = catalogueFor(locale)[template];
  const raws = parts.lines.filter((raw) => data.link || !raw.includes('{link}'));
  const lines = raws.map((line) => fill(line, data));
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#333;max-width:560px;margin:auto">',
    ...raws.map((raw, i) => htmlLine(raw, lines[i] ?? '', data)),
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text: lines.join('\n\n'), html };
}
