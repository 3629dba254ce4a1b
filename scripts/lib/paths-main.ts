// Issue 6: `npm run paths [-- <machine>] [--tenant cl] [--kind shortest|simple] [--max N] [--out dir]`
// prints the paths of each registered machine as readable steps, writes a QA plan per machine (Markdown + JSON)
// and reports model-test coverage, exiting non-zero below 100% for a machine marked complete.
import { DEFAULT_TENANT_ID, findTenant } from '../../src/tenants/tenants';
import { flowRegistry } from '../../src/views/explorer/flow-registry';
import { ArgsError, parsePathsArgs } from './paths-args';
import { vitestScreens } from './qa-screens-store';
import { runPaths } from './run-paths';

async function main(): Promise<number> {
  let args;
  try {
    args = parsePathsArgs(process.argv.slice(2), { tenant: DEFAULT_TENANT_ID });
  } catch (error) {
    if (error instanceof ArgsError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if (!findTenant(args.tenant)) {
    console.error(`unknown tenant ${args.tenant}`);
    return 2;
  }
  // issue 33 item 2: the export formats' expected results are what the real views show, recorded in a DOM
  return (
    await runPaths(flowRegistry, args, (line) => console.log(line), args.screens ? { screens: vitestScreens() } : {})
  ).exitCode;
}

process.exitCode = await main();
