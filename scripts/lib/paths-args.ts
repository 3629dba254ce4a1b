// Issue 6: the options of `npm run paths [-- <machine>] [--tenant cl] [--kind shortest|simple|transitions] [--max N] [--out dir]`.
import { PATH_KINDS, type PathKind } from '../../src/flows/flow-paths';
import type { QaLanguage } from '../../src/flows/qa-export';

/** Issue 33: md (Markdown + JSON plans, the default) or a test-management import format. */
export const PLAN_FORMATS = ['md', 'gherkin', 'csv', 'xray-json'] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];
const LANGUAGES: readonly QaLanguage[] = ['es', 'pt-BR'];

export interface PathsArgs {
  machines: string[];
  tenant: string;
  kinds: PathKind[];
  max: number | undefined;
  out: string;
  coverageDir: string;
  format: PlanFormat;
  /** the language of the exported steps (default: the tenant's: pt-BR for br, es elsewhere) */
  language: QaLanguage | undefined;
  /** Xray's project key for xray-json */
  project: string;
  /** issue 33 item 2: the export's expected results say what the views show (recorded); --no-screens: the state only */
  screens: boolean;
}

export class ArgsError extends Error {}

export const USAGE =
  'usage: npm run paths -- [machine ...] [--tenant cl] [--kind shortest|simple|transitions] [--max N] [--out qa-plans] [--coverage test-results/coverage] [--format md|gherkin|csv|xray-json] [--language es|pt-BR] [--project KEY] [--no-screens]';

export function parsePathsArgs(argv: readonly string[], defaults: { tenant: string }): PathsArgs {
  const args: PathsArgs = {
    machines: [],
    tenant: defaults.tenant,
    kinds: ['shortest', 'simple'],
    max: undefined,
    out: 'qa-plans',
    coverageDir: 'test-results/coverage',
    format: 'md',
    language: undefined,
    project: 'CUENTA',
    screens: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [flag, inline] = arg.startsWith('--')
      ? (arg.split('=', 2) as [string, string | undefined])
      : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new ArgsError(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    switch (flag) {
      case '--tenant':
        args.tenant = value();
        break;
      case '--kind': {
        const kind = value();
        const known = PATH_KINDS.find((k) => k === kind);
        if (!known) throw new ArgsError(`--kind is ${PATH_KINDS.join(', ')}, not ${kind}\n${USAGE}`);
        args.kinds = [known];
        break;
      }
      case '--max': {
        const max = Number(value());
        if (!Number.isInteger(max) || max < 1) throw new ArgsError(`--max needs a positive whole number\n${USAGE}`);
        args.max = max;
        break;
      }
      case '--out':
        args.out = value();
        break;
      case '--coverage':
        args.coverageDir = value();
        break;
      case '--format': {
        const format = value();
        const known = PLAN_FORMATS.find((f) => f === format);
        if (!known) throw new ArgsError(`--format is ${PLAN_FORMATS.join(', ')}, not ${format}\n${USAGE}`);
        args.format = known;
        break;
      }
      case '--language': {
        const language = value();
        const known = LANGUAGES.find((l) => l === language);
        if (!known) throw new ArgsError(`--language is ${LANGUAGES.join(', ')}, not ${language}\n${USAGE}`);
        args.language = known;
        break;
      }
      case '--project':
        args.project = value();
        break;
      case '--no-screens':
        args.screens = false;
        break;
      case '--help':
      case '-h':
        throw new ArgsError(USAGE);
      default:
        if (flag.startsWith('-')) throw new ArgsError(`unknown option ${flag}\n${USAGE}`);
        args.machines.push(flag);
    }
  }
  return args;
}
