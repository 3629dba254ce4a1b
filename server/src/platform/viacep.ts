// Issue 32 item 1, spec §5 (Brazil 00000-000, "an error when invalid or not found"): Brazil's online postcode provider,
// ViaCEP's public JSON API (GET {base}{8 digits}/json/), the free service Brazilian shops call from their servers.
// Its answer: {"cep":"01001-000","logradouro":"Praça da Sé","bairro":"Sé","localidade":"São Paulo","uf":"SP","ibge":"3550308",...}
// or {"erro": true} (HTTP 200) for a well-formed CEP it does not know. Anything else (a timeout, a non-200 status, HTML,
// JSON that is not one of those two shapes, a state or municipality our IBGE lists do not hold) is a bad answer:
// PostcodeServiceUnavailable, which the repository never caches and the route answers as 503 POSTCODE_SERVICE_UNAVAILABLE.
import type { PostcodePlace } from '../../../src/contracts/postcode.contract';
import type { Country } from '../../../src/tenants/tenant.types';
import { placeKey } from '../account/account-geo';
import type { GeoService } from './geo.plugin';

export type ProviderAnswer = { found: true; places: PostcodePlace[] } | { found: false };

/** An online provider of one country's postcodes (the imported table is asked first; see platform/postcodes.repository.ts). */
export interface OnlinePostcodeProvider {
  /** recorded with each cached answer */
  source: string;
  country: Country;
  /** `postcode` is already in the country's display form (formatPostcode); throws PostcodeServiceUnavailable */
  lookup(postcode: string): Promise<ProviderAnswer>;
}

export class PostcodeServiceUnavailable extends Error {
  constructor(reason: string) {
    super(`postcode service unavailable: ${reason}`);
    this.name = 'PostcodeServiceUnavailable';
  }
}

export function isPostcodeServiceUnavailable(error: unknown): error is PostcodeServiceUnavailable {
  return error instanceof Error && error.name === 'PostcodeServiceUnavailable';
}

export interface ViaCepOptions {
  /** e.g. https://viacep.com.br/ws/ (POSTCODE_BR_URL) */
  baseUrl: string;
  /** spec-free but issue 32: 2 s (POSTCODE_TIMEOUT_MS); the whole exchange, body included */
  timeoutMs: number;
  geo: Pick<GeoService, 'find' | 'children'>;
  fetch?: typeof globalThis.fetch;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The place of a ViaCEP answer, or null when the answer does not fit our IBGE lists (a bad answer). */
export function placeFromViaCep(
  body: Record<string, unknown>,
  postcode: string,
  geo: ViaCepOptions['geo'],
): PostcodePlace | null {
  const uf = text(body.uf).toUpperCase();
  const state = /^[A-Z]{2}$/.test(uf) ? geo.find('BR', uf) : null;
  if (!state) return null;
  const ibge = text(body.ibge);
  const cityName = text(body.localidade);
  const cities = geo.children('BR', state.id) ?? [];
  const city =
    cities.find((c) => c.id === ibge) ??
    (cityName ? cities.find((c) => placeKey(c.name) === placeKey(cityName)) : undefined);
  if (!city) return null;
  const bairro = text(body.bairro);
  const street = text(body.logradouro);
  return {
    postcode,
    state: { id: state.id, name: state.name },
    city: { id: city.id, name: city.name },
    // Brazil's third level (bairro) is typed (src/rules/address-levels.ts): its name is its id. A municipality-wide CEP
    // (small towns) names no bairro: the place is then the municipality itself.
    municipal: bairro ? { id: bairro, name: bairro } : { id: city.name, name: city.name },
    addressLine1: street ? { name: street } : null,
  };
}

export function createViaCepProvider(options: ViaCepOptions): OnlinePostcodeProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  return {
    source: 'viacep',
    country: 'BR',
    async lookup(postcode) {
      const digits = postcode.replace(/\D/g, '');
      if (!/^\d{8}$/.test(digits)) throw new PostcodeServiceUnavailable(`not a CEP: ${postcode}`);
      let status: number;
      let contentType: string;
      let raw: string;
      try {
        const response = await doFetch(new URL(`${digits}/json/`, base), {
          headers: { accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        contentType = response.headers.get('content-type') ?? '';
        raw = await response.text();
      } catch (error) {
        throw new PostcodeServiceUnavailable(error instanceof Error ? error.name : 'network');
      }
      if (status !== 200) throw new PostcodeServiceUnavailable(`status ${status}`);
      if (!/json/i.test(contentType)) throw new PostcodeServiceUnavailable(`content-type ${contentType || 'none'}`);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new PostcodeServiceUnavailable('broken JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new PostcodeServiceUnavailable('not an object');
      const record = body as Record<string, unknown>;
      if (record.erro === true || record.erro === 'true') return { found: false };
      if (text(record.cep).replace(/\D/g, '') !== digits) throw new PostcodeServiceUnavailable('another CEP');
      const place = placeFromViaCep(record, postcode, options.geo);
      if (!place) throw new PostcodeServiceUnavailable('a place outside the IBGE lists');
      return { found: true, places: [place] };
    },
  };
}
