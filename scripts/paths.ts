// Issue 6: `npm run paths [-- <machine>] [--tenant cl] [--kind shortest|simple] [--max N] [--out dir]`
// prints the paths of each registered machine as readable steps, writes a QA plan per machine (Markdown + JSON)
// and reports model-test coverage, exiting non-zero below 100% for a machine marked complete.
// The flows' views may import stylesheets: the hooks make them empty modules before the registry is imported.
import { register } from 'node:module';

register('./lib/css-stub-hooks.mjs', import.meta.url);
await import('./lib/paths-main');
