// Security headers. The CSP allows what `vite build` emits (module scripts and styles from 'self') and nothing inline.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

export default fp(
  async function helmetPlugin(app) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React sets style properties through the DOM (allowed); libraries may inject <style> tags.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The bot check solves its proof of work in a worker.
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Served over plain http on 127.0.0.1 by default: HSTS only makes sense behind https.
      hsts: false,
    });
  },
  { name: 'helmet' },
);
