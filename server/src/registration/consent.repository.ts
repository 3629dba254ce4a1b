// spec §9: consent templates by tenant and purpose, acceptances recorded with template version and time, and the status.
// Required in Colombia everywhere, in Brazil except development (TenantConfig.consentRequiredIn), nowhere else.
// Issue 31: a template's version is the current version of its legal document (platform/legal-texts.plugin.ts), so publishing
// a new version of a required document asks everyone to accept it again (spec §8); each record also says where it was
// given (channel, and registration / privacy centre / re-accept), and the privacy centre reads the history and withdraws or
// gives again an optional consent (Ley 1581 de 2012, LGPD).
import fp from 'fastify-plugin';
import type {
  ConsentAcceptance,
  ConsentPurpose,
  ConsentTemplate,
  ConsentStatusResponse,
} from '../../../src/contracts/consent.contract';
import { CONSENT_KINDS } from '../../../src/contracts/consent.contract';
import type {
  ConsentChange,
  ConsentSource,
  LegalDocument,
  PrivacyOverview,
} from '../../../src/contracts/privacy.contract';
import type { Channel } from '../../../src/contracts/services';
import { isConsentRequired } from '../../../src/tenants/tenants';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import type { SqlRunner } from '../db/database';

type Kind = ConsentTemplate['kind'];

// The legal texts themselves are Markdown files (legal/, platform/legal-texts.plugin.ts): these name each document, say what
// the checkbox accepts and link the tenant's legal page (spec §2); `page` is also the document's folder in legal/.
const TEXTS: Record<'es' | 'pt', Record<Kind, { title: string; text: string; page: LegalDocument }>> = {
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

/** A template whose document has no published Markdown version (a misconfigured LEGAL_DIR) still has a version. */
export const UNPUBLISHED_VERSION = '0';

export type VersionOf = (tenant: TenantConfig, document: LegalDocument) => string | null;

/** spec §9: Colombia has terms, personal data and the loyalty programme's terms and data; Brazil privacy terms with a link. */
function kindsFor(tenant: TenantConfig, purpose: ConsentPurpose): Kind[] {
  if (tenant.country === 'CO')
    return purpose === 'Registro'
      ? ['terms', 'personalData', 'loyaltyTerms', 'loyaltyData']
      : ['terms', 'personalData'];
  if (tenant.country === 'BR') return ['terms', 'privacy'];
  return ['terms'];
}

export function consentTemplates(
  tenant: TenantConfig,
  purpose: ConsentPurpose,
  versionOf: VersionOf,
): ConsentTemplate[] {
  const texts = TEXTS[tenant.locale === 'pt-BR' ? 'pt' : 'es'];
  return kindsFor(tenant, purpose).map((kind) => ({
    id: `${tenant.id}-${purpose}-${kind}`,
    version: versionOf(tenant, texts[kind].page) ?? UNPUBLISHED_VERSION,
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

/** Where a record was given (issue 31): channel null when the caller does not know it; source registration by default. */
export interface ConsentOrigin {
  channel?: Channel | null;
  source?: ConsentSource;
}

/** issue 29: one consent decision as recorded, at registration and on a later change alike. */
function recordConsent(
  tx: SqlRunner,
  userId: string,
  tenant: TenantConfig,
  template: Pick<ConsentTemplate, 'id' | 'version' | 'purpose'>,
  accepted: boolean,
  at: Date,
  origin: Required<ConsentOrigin>,
) {
  return tx.query(
    `INSERT INTO user_consents
       (user_id, tenant, template_id, template_version, purpose, accepted, recorded_at, channel, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [userId, tenant.id, template.id, template.version, template.purpose, accepted, at, origin.channel, origin.source],
  );
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
    origin?: ConsentOrigin,
  ): Promise<void>;
  status(userId: string, tenant: TenantConfig, purpose: ConsentPurpose): Promise<ConsentStatusResponse>;
  /** Issue 31: the person's documents, their whole history (newest first) and the required versions still to accept. */
  overview(userId: string, tenant: TenantConfig, purpose: ConsentPurpose): Promise<PrivacyOverview>;
  /**
   * Issue 31: withdraws, gives again or accepts a new version, under a lock on the person's row: a change equal to the
   * last decision records nothing (idempotent, and parallel requests record one change). Unknown template:
   * 'unknownTemplate'; a version other than the current one: 'stale'; withdrawing a required consent: 'required'.
   */
  change(
    userId: string,
    tenant: TenantConfig,
    changes: ConsentChange[],
    origin: Required<ConsentOrigin>,
  ): Promise<void>;
}

export class ConsentError extends Error {
  constructor(readonly reason: 'unknownTemplate' | 'required' | 'stale') {
    super(reason);
    this.name = 'ConsentError';
  }
}

/** A ConsentError, duck-typed by name: route modules may load through a second module instance under the tsx loader, where
 *  `instanceof` would miss it. */
export function isConsentError(error: unknown): error is ConsentError {
  return error instanceof Error && error.name === 'ConsentError' && typeof Reflect.get(error, 'reason') === 'string';
}

declare module 'fastify' {
  interface FastifyInstance {
    consents: ConsentService;
  }
}

const ALL_PURPOSES: ConsentPurpose[] = ['Registro', 'RegistroB2BSU', 'RegistroB2BCO'];

interface ConsentRow extends Record<string, unknown> {
  id: string;
  template_id: string;
  template_version: string;
  accepted: boolean;
  recorded_at: Date | string;
  channel: Channel | null;
  source: ConsentSource;
}

const kindOfTemplateId = (templateId: string): Kind | null =>
  CONSENT_KINDS.find((kind) => templateId.endsWith(`-${kind}`)) ?? null;

export default fp(
  async (app) => {
    // read at call time: a version published while the server runs applies to the next request
    const versionOf: VersionOf = (tenant, document) => app.legalTexts.currentVersion(tenant, document);
    const templatesOf = (tenant: TenantConfig, purpose: ConsentPurpose) => consentTemplates(tenant, purpose, versionOf);
    const allTemplates = (tenant: TenantConfig) =>
      new Map(ALL_PURPOSES.flatMap((purpose) => templatesOf(tenant, purpose)).map((t) => [t.id, t]));
    const historyOf = (runner: SqlRunner, userId: string, tenant: TenantConfig) =>
      runner.query<ConsentRow>(
        `SELECT id, template_id, template_version, accepted, recorded_at, channel, source FROM user_consents
         WHERE user_id = $1 AND tenant = $2 ORDER BY recorded_at DESC, seq DESC`,
        [userId, tenant.id],
      );
    const service: ConsentService = {
      required: (tenant) => isConsentRequired(tenant, app.config.appEnv),
      templates: templatesOf,
      async record(runner, userId, tenant, acceptances, origin = {}) {
        const known = allTemplates(tenant);
        for (const acceptance of acceptances) {
          const template = known.get(acceptance.templateId);
          if (!template || template.version !== acceptance.version) throw new ConsentError('unknownTemplate');
          if (template.required && !acceptance.accepted) throw new ConsentError('required');
        }
        const at = app.clock.now();
        const write = async (tx: SqlRunner) => {
          for (const acceptance of acceptances) {
            const template = known.get(acceptance.templateId)!;
            await recordConsent(tx, userId, tenant, template, acceptance.accepted, at, {
              channel: origin.channel ?? null,
              source: origin.source ?? 'registration',
            });
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
           WHERE user_id = $1 ORDER BY template_id, recorded_at DESC, seq DESC`,
          [userId],
        );
        const consents = rows.map((row) => ({
          templateId: row.template_id,
          version: row.template_version,
          accepted: row.accepted,
          acceptedAt: new Date(row.recorded_at).toISOString(),
        }));
        const required = service.required(tenant);
        const complete = templatesOf(tenant, purpose)
          .filter((template) => template.required)
          .every((template) =>
            consents.some((c) => c.templateId === template.id && c.version === template.version && c.accepted),
          );
        return { required, complete: !required || complete, consents };
      },
      async overview(userId, tenant, purpose) {
        const rows = await historyOf(app.database.sql, userId, tenant);
        // what the account's creation recorded (users.terms_accepted_at, privacy_accepted_at), for documents without a record
        const [account] = await app.database.sql.query<{ terms: Date | string | null; privacy: Date | string | null }>(
          `SELECT terms_accepted_at AS terms, privacy_accepted_at AS privacy FROM users WHERE id = $1`,
          [userId],
        );
        const withAccount = (kind: Kind): string | null => {
          const at =
            kind === 'terms' ? account?.terms : kind === 'personalData' || kind === 'privacy' ? account?.privacy : null;
          return at ? new Date(at).toISOString() : null;
        };
        const known = allTemplates(tenant);
        const latest = new Map<string, ConsentRow>();
        for (const row of rows) if (!latest.has(row.template_id)) latest.set(row.template_id, row);
        const templates = templatesOf(tenant, purpose);
        const documents = templates.map((template) => {
          const last = latest.get(template.id);
          return {
            templateId: template.id,
            kind: template.kind,
            title: template.title,
            url: template.url ?? null,
            required: template.required,
            currentVersion: template.version,
            accepted: last ? last.accepted : null,
            decidedVersion: last ? last.template_version : null,
            acceptedWithAccountAt: last ? null : withAccount(template.kind),
          };
        });
        // spec §8: a required template whose last accepted version is older than the current one is asked again; only
        // where the tenant requires consents (spec §9), as the signed-in consent check does
        const pending = service.required(tenant)
          ? templates.filter((template) => {
              const last = latest.get(template.id);
              return template.required && !(last?.accepted && last.template_version === template.version);
            })
          : [];
        const history = rows.map((row) => ({
          id: row.id,
          templateId: row.template_id,
          kind: kindOfTemplateId(row.template_id),
          title: known.get(row.template_id)?.title ?? row.template_id,
          version: row.template_version,
          accepted: row.accepted,
          recordedAt: new Date(row.recorded_at).toISOString(),
          channel: row.channel,
          source: row.source,
        }));
        return { documents, history, pending };
      },
      async change(userId, tenant, changes, origin) {
        const known = allTemplates(tenant);
        for (const change of changes) {
          const template = known.get(change.templateId);
          if (!template) throw new ConsentError('unknownTemplate');
          if (template.version !== change.version) throw new ConsentError('stale');
          if (template.required && !change.accepted) throw new ConsentError('required');
        }
        const at = app.clock.now();
        await app.database.transaction(async (tx) => {
          // one change at a time per person: parallel withdrawals see each other's row and record one change
          await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
          for (const change of changes) {
            const template = known.get(change.templateId)!;
            const [last] = await tx.query<{ accepted: boolean; template_version: string }>(
              `SELECT accepted, template_version FROM user_consents WHERE user_id = $1 AND template_id = $2
               ORDER BY recorded_at DESC, seq DESC LIMIT 1`,
              [userId, template.id],
            );
            // idempotent: the same decision on the same version is already recorded; a withdrawal of something never
            // accepted changes nothing either
            if (last && last.accepted === change.accepted && last.template_version === template.version) continue;
            if (!last && !change.accepted) continue;
            if (last && !last.accepted && !change.accepted) continue;
            await recordConsent(tx, userId, tenant, template, change.accepted, at, origin);
          }
        });
      },
    };
    app.decorate('consents', service);
  },
  { name: 'consent' },
);
