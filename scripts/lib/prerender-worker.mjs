// Issue 35: the prerender's own thread (scripts/lib/prerender.ts starts it). Rendering ~290 paths is about eight seconds
// of JavaScript; on the build's main thread it held up the bundler's hooks (the bundle took 9 s instead of 4) and then
// ran alone. Here it renders beside the bundling and the compression. Plain JavaScript: a worker cannot load TypeScript.
import { parentPort, workerData } from 'node:worker_threads';
import { createServer } from 'vite';

const server = await createServer({
  root: workerData.root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const app = await server.ssrLoadModule('/src/views/app/prerender.tsx');
  const contract = await server.ssrLoadModule('/src/contracts/prerendered-page.contract.ts');
  // one after another: the app's i18n instance switches language between tenants (rendering a tenant's pages
  // concurrently was measured no faster: loading and rendering both run on this thread)
  const renderEach = async (paths, render) => {
    const pages = {};
    for (const path of paths) {
      const page = await render(path);
      if (!page) throw new Error(`prerender: ${path} did not render (a redirect or an unknown tenant)`);
      pages[path] = page;
    }
    return pages;
  };
  parentPort.postMessage({
    pages: await renderEach(app.prerenderPaths(), app.prerenderPage),
    accountFrames: await renderEach(app.accountFramePaths(), app.prerenderAccountFrame),
    accountFile: contract.PRERENDERED_ACCOUNT_FILE,
  });
} finally {
  await server.close();
}
