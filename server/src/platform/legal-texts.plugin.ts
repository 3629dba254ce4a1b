// Issue 31: the legal texts (spec §2's four legal pages and the points programme's terms) are versioned Markdown files,
// <LEGAL_DIR>/<family>/<document>/<version>.md, read at request time so that an operator publishes a new version by adding
// a file, without a build (docs/privacy.md). The family is the tenant id (co), else its locale (es-CO, pt-BR), else its
// language (es, pt). The newest version (natural order: 2026-01 < 2026-02 < 2026-10) is the current one, and it is the
// version of the consent template that points to the document (registration/consent.repository.ts), so publishing a new version of a
// required document makes the consent check and the privacy centre ask to accept it again (spec §8).
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { LEGAL_VERSION_PATTERN, type LegalDocument, type LegalText } from '../../../src/contracts/privacy.contract';
import type { TenantConfig } from '../../../src/tenants/tenant.types';

const compareVersions = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

export function familiesOf(tenant: Pick<TenantConfig, 'id' | 'locale'>): string[] {
  return [...new Set([tenant.id, tenant.locale, tenant.locale.split('-')[0]!])];
}

function listVersions(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => entry.name.slice(0, -'.md'.length))
      .filter((version) => LEGAL_VERSION_PATTERN.test(version))
      .sort(compareVersions);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
      return [];
    throw error;
  }
}

export interface LegalTexts {
  /** the published versions of a tenant's document, oldest first (empty: none published) */
  versions(tenant: TenantConfig, document: LegalDocument): string[];
  /** the newest published version, or null */
  currentVersion(tenant: TenantConfig, document: LegalDocument): string | null;
  /** the text of a version (the current one by default); null when that version is not published */
  read(tenant: TenantConfig, document: LegalDocument, version?: string): Promise<LegalText | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    legalTexts: LegalTexts;
  }
}

export default fp(
  async (app) => {
    // the first family that has the document wins: a tenant's own folder overrides its locale's and language's
    const locate = (tenant: TenantConfig, document: LegalDocument) => {
      for (const family of familiesOf(tenant)) {
        const dir = join(app.config.legalDir, family, document);
        const versions = listVersions(dir);
        if (versions.length) return { dir, versions };
      }
      return { dir: null, versions: [] as string[] };
    };
    const service: LegalTexts = {
      versions: (tenant, document) => locate(tenant, document).versions,
      currentVersion: (tenant, document) => locate(tenant, document).versions.at(-1) ?? null,
      async read(tenant, document, version) {
        const { dir, versions } = locate(tenant, document);
        const chosen = version ?? versions.at(-1);
        // only a listed version is read: the name never reaches the file system unchecked
        if (!dir || !chosen || !versions.includes(chosen)) return null;
        const markdown = await readFile(join(dir, `${chosen}.md`), 'utf8');
        return { document, version: chosen, versions, current: chosen === versions.at(-1), markdown };
      },
    };
    app.decorate('legalTexts', service);
  },
  { name: 'legal-texts' },
);
