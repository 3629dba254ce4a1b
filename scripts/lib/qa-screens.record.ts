// Issue 33 item 2: the Vitest run that `npm run paths -- --format gherkin|csv|xray-json` starts (scripts/lib/qa-screens-store.ts)
// when its recording of the screens is missing or older than the code. It plays the export's paths on the real views, in
// a DOM as the model tests do (scripts/lib/qa-screens.vitest.config.ts), and writes one recording per machine. Not part of
// `npm test`: the config that includes it is used only by that run.
import { it } from 'vitest';
import { generatePaths } from '../../src/flows/flow-paths';
import { flowRegistry } from '../../src/views/explorer/flow-registry';
import { recordScreens } from './qa-screens-record';
import { writeRecording, type ScreensRequest } from './qa-screens-store';

const raw = process.env.QA_SCREENS_REQUEST;
if (!raw) throw new Error('QA_SCREENS_REQUEST is not set: this file is run by `npm run paths -- --format csv`');
const request = JSON.parse(raw) as ScreensRequest;

for (const name of request.machines) {
  it(`records the screens of ${name} (tenant ${request.tenant})`, async () => {
    const entry = flowRegistry.find((e) => e.name === name);
    if (!entry) throw new Error(`unknown machine ${name}`);
    const paths = request.kinds.flatMap((kind) =>
      generatePaths(entry, { tenant: request.tenant, kind, max: request.max }),
    );
    writeRecording(request.dir, await recordScreens(entry, paths, request.tenant));
  });
}
