// Issue 33 item 1: `npm run atlas [-- <machine> ...] [--tenant cl,br] [--width 360,1280] [--out atlas] [--dist dist]`:
// the state atlas (scripts/lib/atlas-main.ts; docs/atlas.md). The flows' views may import stylesheets: the hooks make
// them empty modules before the registry is imported in Node.
import { register } from 'node:module';

register('./lib/css-stub-hooks.mjs', import.meta.url);
const { runAtlas } = await import('./lib/atlas-main');
process.exitCode = await runAtlas(process.argv.slice(2));
