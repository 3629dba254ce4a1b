// Development identity provider (spec §2: the login offers "a social login option"). Real providers (Google and the like)
// are configured with OIDC_PROVIDERS; without them, outside production, this local OpenID provider (oidc-provider, the
// certified implementation the social-login tests use too) serves under /dev/oidc so that the demo's social login works end
// to end: the login's "Continuar con ID de prueba" goes through the same authorization code + PKCE flow as a real one
// (auth/oidc.repository.ts). Its sign-in page asks for an email and a name and vouches for them: whoever uses it signs in as any
// email they type, like the development mailbox shows every code. So it never runs in production (config.ts refuses
// SOCIAL_LOGIN_DEMO=1 there) and oidc-provider, a development dependency, is only loaded here.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateEmail, validateFirstName, validateLastName } from '../../../src/rules/person';
import { escapeHtml } from '../lib/html';
import { importOidcProvider, processMemoryAdapter, processSigningKeys } from './identity-provider-setup';

const MOUNT = '/dev/oidc';
/** what a sign-in through the demo provider needs: its form and tokens for minutes, its session and grant for an hour */
const DEMO_TTL_SECONDS = {
  Interaction: 600,
  AuthorizationCode: 60,
  AccessToken: 600,
  IdToken: 600,
  Session: 3600,
  Grant: 3600,
};

interface DemoPerson {
  email: string;
  given: string;
  family: string;
}

export default async function devIdentityProviderRoutes(app: FastifyInstance) {
  const client = app.oidc.demoClient;
  if (app.config.production || !client) return;
  const issuer = app.oidc.config.providers.find((p) => p.id === client.id)?.issuer;
  if (!issuer) return;
  let Provider: typeof import('oidc-provider').default;
  try {
    ({ default: Provider } = await importOidcProvider((message) => app.log.debug(message)));
  } catch {
    // installed without development dependencies: no demo provider, so no button that cannot work
    app.oidc.config.providers = app.oidc.config.providers.filter((p) => p.id !== client.id);
    app.log.warn('oidc-provider is not installed: the development social login is off');
    return;
  }

  // the people signed in through this provider, by email (the subject): kept for this process only
  const people = new Map<string, DemoPerson>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => {
      const person = people.get(id);
      return person
        ? {
            accountId: id,
            claims: () => ({
              sub: id,
              email: person.email,
              email_verified: true,
              given_name: person.given,
              family_name: person.family,
            }),
          }
        : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // its state and signing key live as long as this process, and its lifetimes are those of a sign-in (the app's own
    // state lasts 10 minutes): stated here rather than left to the quick-start defaults it warns or notices about
    adapter: processMemoryAdapter(),
    jwks: await processSigningKeys(),
    ttl: DEMO_TTL_SECONDS,
  });
  const handle = provider.callback();
  const callbackOrigins = [...new Set(client.redirectUris.map((uri) => new URL(uri).origin))];

  /** the provider's own endpoints (discovery, authorization, token, userinfo, keys): the raw request, its path unmounted */
  await app.register(async (scope) => {
    // the token endpoint's form body is read by the provider from the raw request, not by Fastify
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null));
    scope.all(`${MOUNT}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(MOUNT.length) || '/';
      handle(raw, reply.raw);
    });
  });

  const page = (reply: FastifyReply, body: string, status = 200) =>
    reply
      .code(status)
      // its own policy: no script, and the form may end at the app's callback (a redirect after the post)
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${callbackOrigins.join(' ')}; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8').send(`<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>ID de prueba</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;height:40px;
padding:0 .5rem;border:1px solid #8c959f;border-radius:3px;font:inherit}button{margin-top:1.5rem;height:40px;padding:0 1.25rem;
border:0;border-radius:3px;background:#0b5cad;color:#fff;font:inherit;cursor:pointer}.note{color:#57606a;font-size:.875rem}
.error{color:#b42318}</style></head><body>${body}</body></html>`);

  const form = (uid: string, values: Partial<DemoPerson>, errors: Partial<Record<keyof DemoPerson, string>> = {}) => {
    const field = (name: keyof DemoPerson, label: string, type: string, autocomplete: string) => `
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required
 value="${escapeHtml(values[name] ?? '')}"${errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${errors[name] ? `<p class="error" id="${name}-error">${escapeHtml(errors[name])}</p>` : ''}`;
    return `<main><h1>ID de prueba</h1>
<p class="note">Proveedor de identidad de desarrollo: no existe fuera de este entorno y da por verificado el correo que
escribas. Con un correo ya registrado entras en esa cuenta; con uno nuevo se crea una cuenta personal.</p>
<form method="post" action="${MOUNT}/interaction/${escapeHtml(uid)}" novalidate>
${field('email', 'Correo electrónico', 'email', 'email')}
${field('given', 'Nombre', 'text', 'given-name')}
${field('family', 'Apellido', 'text', 'family-name')}
<button type="submit">Continuar</button>
</form></main>`;
  };

  /** the sign-in page of one authorization request (its uid), and its answer */
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const details = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return null;
      }
    };
    const expired = (reply: FastifyReply) =>
      page(
        reply,
        '<main><h1>ID de prueba</h1><p>Este inicio de sesión ya no es válido. Vuelve a la tienda e inténtalo de nuevo.</p></main>',
        400,
      );

    scope.get<{ Params: { uid: string } }>(`${MOUNT}/interaction/:uid`, async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction || interaction.uid !== request.params.uid) return expired(reply);
      return page(reply, form(interaction.uid, {}));
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
      `${MOUNT}/interaction/:uid`,
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction || interaction.uid !== request.params.uid) return expired(reply);
        const body = request.body ?? {};
        const values = {
          email: String(body.email ?? '')
            .trim()
            .toLowerCase(),
          given: String(body.given ?? '').trim(),
          family: String(body.family ?? '').trim(),
        };
        const errors: Partial<Record<keyof DemoPerson, string>> = {};
        if (!validateEmail(values.email).ok) errors.email = 'Ingresa un correo válido';
        if (!validateFirstName(values.given).ok) errors.given = 'Ingresa solo letras';
        if (!validateLastName(values.family).ok) errors.family = 'Ingresa solo letras';
        if (Object.keys(errors).length) return page(reply, form(interaction.uid, values, errors), 400);
        people.set(values.email, values);
        const grant = new provider.Grant({ accountId: values.email, clientId: client.clientId });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: values.email }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}
