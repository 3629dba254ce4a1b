// Issue 33 item 1: the atlas's own server for a production build: the build's files, index.html for a page path, and the
// one answer the stage needs (the Flow Explorer is on). No database, no other API: the stage's actors never call one.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export interface AtlasServer {
  url: string;
  close(): Promise<void>;
}

export async function startAtlasServer(dist: string): Promise<AtlasServer> {
  const root = normalize(dist);
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/api/flows/v1/config') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"enabled":true}');
      return;
    }
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"code":"NOT_FOUND"}');
      return;
    }
    const file = normalize(join(root, path));
    const inside = file === root || file.startsWith(root.endsWith(sep) ? root : root + sep);
    const found = inside && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    createReadStream(found).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
