// Security headers. The CSP allows what `vite build` emits (module scripts and styles from 'self') and nothing inline.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(
  async function helmetPlugin(app) {
    // issue 32 item 1: with reCAPTCHA configured, its script, its frames and the calls they make come from its origins
    const recaptcha = app.config.botCheck.recaptcha.secret
      ? [...new Set([new URL(app.config.botCheck.recaptcha.scriptUrl).origin, 'https://www.gstatic.com'])]
      : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...recaptcha],
          frameSrc: ["'self'", ...recaptcha],
          // React sets style properties through the DOM (allowed); libraries may inject <style> tags.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...recaptcha],
          // The bot check solves its proof of work in a worker.
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // HSTS is added below, only where it means something (https, or production behind a TLS proxy).
      hsts: false,
    });
    // Strict-Transport-Security when the request came over https (request.protocol honours X-Forwarded-Proto only with
    // TRUST_PROXY), and always in production: browsers ignore it over plain http, so development on 127.0.0.1 is unaffected.
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https' || app.config.production) {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'helmet' },
);
