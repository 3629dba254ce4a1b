// spec §9: consent templates by tenant and purpose, acceptances recorded with template version and time, and the status.
// Required in Colombia everywhere, in Brazil except development (TenantConfig.consentRequiredIn), nowhere else.
import fp from 'fastify-plugin';
import type {
  ConsentAcceptance,
  ConsentPurpose,
  ConsentTemplate,
  ConsentStatusResponse,
} from '../../../../src/contracts/consent.contract';
import { isConsentRequired } from '../../../../src/tenants/tenants';
import type { TenantConfig } from '../../../../src/tenants/tenant.types';
import type { SqlRunner } from '../../db/database';

type Kind = ConsentTemplate['kind'];

// The legal texts themselves are the business's: these name each document and link the tenant's legal page (spec §2).
const TEXTS: Record<'es' | 'pt', Record<Kind, { title: string; text: string; page: string }>> = {
  es: {
    terms: {
      title: 'Términos y condiciones',
      text: 'Acepto los términos y condiciones de uso.',
      page: 'terms-and-conditions',
    },
    personalData: {
      title: 'Tratamiento de datos personales',
      text: 'Autorizo el tratamiento de mis datos personales según la política de tratamiento de datos.',
      page: 'data-treatment-policy',
    },
    loyaltyTerms: {
      title: 'Términos del programa de puntos',
      text: 'Acepto los términos y condiciones del programa de puntos.',
      page: 'points-terms',
    },
    loyaltyData: {
      title: 'Datos del programa de puntos',
      text: 'Autorizo el uso de mis datos para el programa de puntos.',
      page: 'personal-data-processing',
    },
    privacy: { title: 'Privacidad', text: 'Acepto la política de privacidad.', page: 'personal-data-policy' },
  },
  pt: {
    terms: { title: 'Termos e condições', text: 'Aceito os termos e condições de uso.', page: 'terms-and-conditions' },
    personalData: {
      title: 'Tratamento de dados pessoais',
      text: 'Autorizo o tratamento dos meus dados pessoais.',
      page: 'data-treatment-policy',
    },
    loyaltyTerms: {
      title: 'Termos do programa de pontos',
      text: 'Aceito os termos do programa de pontos.',
      page: 'points-terms',
    },
    loyaltyData: {
      title: 'Dados do programa de pontos',
      text: 'Autorizo o uso dos meus dados no programa de pontos.',
      page: 'personal-data-processing',
    },
    privacy: {
      title: 'Termos de privacidade',
      text: 'Li e aceito os termos de privacidade (LGPD).',
      page: 'personal-data-policy',
    },
  },
};

export const CONSENT_VERSION = '2026-01';

/** spec §9: Colombia has terms, personal data and the loyalty programme's terms and data; Brazil privacy terms with a link. */
function kindsFor(tenant: TenantConfig, purpose: ConsentPurpose): Kind[] {
  if (tenant.country === 'CO')
    return purpose === 'Registro'
      ? ['terms', 'personalData', 'loyaltyTerms', 'loyaltyData']
      : ['terms', 'personalData'];
  if (tenant.country === 'BR') return ['terms', 'privacy'];
  return ['terms'];
}

export function consentTemplates(tenant: TenantConfig, purpose: ConsentPurpose): ConsentTemplate[] {
  const texts = TEXTS[tenant.locale === 'pt-BR' ? 'pt' : 'es'];
  return kindsFor(tenant, purpose).map((kind) => ({
    id: `${tenant.id}-${purpose}-${kind}`,
    version: CONSENT_VERSION,
    purpose,
    kind,
    title: texts[kind].title,
    text: texts[kind].text,
    // the points programme's terms are a page of the tenant (/{tenant}/points-terms), not a legal page (issue 14: its link
    // opened "Página no disponible" under the legal segment); the others are the tenant's legal pages
    url:
      kind === 'loyaltyTerms'
        ? `/${tenant.id}/${texts[kind].page}`
        : `/${tenant.id}${tenant.legalSuffix}/${texts[kind].page}`,
    // the loyalty programme is optional; terms, data treatment and privacy are not
    required: kind !== 'loyaltyTerms' && kind !== 'loyaltyData',
  }));
}

export interface ConsentService {
  required(tenant: TenantConfig): boolean;
  templates(tenant: TenantConfig, purpose: ConsentPurpose): ConsentTemplate[];
  /** Records acceptances (unknown template or stale version: 'unknownTemplate'); a required template refused: 'required'. */
  record(
    runner: SqlRunner | null,
    userId: string,
    tenant: TenantConfig,
    acceptances: ConsentAcceptance[],
  ): Promise<void>;
  status(userId: string, tenant: TenantConfig, purpose: ConsentPurpose): Promise<ConsentStatusResponse>;
}

export class ConsentError extends Error {
  constructor(readonly reason: 'unknownTemplate' | 'required') {
    super(reason);
    this.name = 'ConsentError';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentService;
  }
}

const ALL_PURPOSES: ConsentPurpose[] = ['Registro', 'RegistroB2BSU', 'RegistroB2BCO'];

export default fp(
  async (app) => {
    const service: ConsentService = {
      required: (tenant) => isConsentRequired(tenant, app.config.appEnv),
      templates: consentTemplates,
      async record(runner, userId, tenant, acceptances) {
        const known = new Map(
          ALL_PURPOSES.flatMap((purpose) => consentTemplates(tenant, purpose)).map((t) => [t.id, t]),
        );
        for (const acceptance of acceptances) {
          const template = known.get(acceptance.templateId);
          if (!template || template.version !== acceptance.version) throw new ConsentError('unknownTemplate');
          if (template.required && !acceptance.accepted) throw new ConsentError('required');
        }
        const at = app.clock.now();
        const write = async (tx: SqlRunner) => {
          for (const acceptance of acceptances) {
            const template = known.get(acceptance.templateId)!;
            await tx.query(
              `INSERT INTO user_consents (user_id, tenant, template_id, template_version, purpose, accepted, recorded_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7)`,
              [userId, tenant.id, template.id, template.version, template.purpose, acceptance.accepted, at],
            );
          }
        };
        if (runner) await write(runner);
        else await app.database.transaction(write);
      },
      async status(userId, tenant, purpose) {
        const rows = await app.database.sql.query<{
          template_id: string;
          template_version: string;
          accepted: boolean;
          recorded_at: Date | string;
        }>(
          `SELECT DISTINCT ON (template_id) template_id, template_version, accepted, recorded_at FROM user_consents
           WHERE user_id = $1 ORDER BY template_id, recorded_at DESC`,
          [userId],
        );
        const consents = rows.map((row) => ({
          templateId: row.template_id,
          version: row.template_version,
          accepted: row.accepted,
          acceptedAt: new Date(row.recorded_at).toISOString(),
        }));
        const required = service.required(tenant);
        const complete = consentTemplates(tenant, purpose)
          .filter((template) => template.required)
          .every((template) =>
            consents.some((c) => c.templateId === template.id && c.version === template.version && c.accepted),
          );
        return { required, complete: !required || complete, consents };
      },
    };
    app.decorate('consents', service);
  },
  { name: 'consent' },
);
