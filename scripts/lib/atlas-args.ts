// Issue 33 item 1: the options of `npm run atlas [-- <machine> ...] [--tenant cl,br] [--width 360,1280] [--out atlas]
// [--dist dist] [--no-build] [--concurrency N]`.
export interface AtlasArgs {
  machines: string[];
  tenants: string[];
  widths: number[];
  out: string;
  /** the production build to serve (built first when it is not current, unless --no-build) */
  dist: string;
  build: boolean;
  /** pages photographing at once (one per width at most) */
  concurrency: number;
}

export class AtlasArgsError extends Error {}

export const ATLAS_USAGE =
  'usage: npm run atlas -- [machine ...] [--tenant cl,br] [--width 360,1280] [--out atlas] [--dist dist] [--no-build] [--concurrency 2]';

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function parseAtlasArgs(argv: readonly string[]): AtlasArgs {
  const args: AtlasArgs = {
    machines: [],
    tenants: ['cl', 'br'],
    widths: [360, 1280],
    out: 'atlas',
    dist: 'dist',
    build: true,
    concurrency: 2,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s, 2) as [string, string | undefined]) : [arg];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new AtlasArgsError(`${flag} needs a value\n${ATLAS_USAGE}`);
      return v;
    };
    switch (flag) {
      case '--tenant':
      case '--tenants':
        args.tenants = list(value());
        break;
      case '--width':
      case '--widths': {
        const raw = list(value());
        const widths = raw.map(Number);
        if (widths.some((w) => !Number.isInteger(w) || w < 240 || w > 3840))
          throw new AtlasArgsError(`--width takes widths in px between 240 and 3840, not ${raw.join(',')}`);
        args.widths = widths;
        break;
      }
      case '--out':
        args.out = value();
        break;
      case '--dist':
        args.dist = value();
        break;
      case '--no-build':
        args.build = false;
        break;
      case '--concurrency': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1) throw new AtlasArgsError('--concurrency takes a whole number from 1');
        args.concurrency = n;
        break;
      }
      case '--help':
      case '-h':
        throw new AtlasArgsError(ATLAS_USAGE);
      default:
        if (arg.startsWith('-')) throw new AtlasArgsError(`unknown option ${arg}\n${ATLAS_USAGE}`);
        args.machines.push(arg);
    }
  }
  if (args.tenants.length === 0) throw new AtlasArgsError('--tenant needs at least one tenant');
  if (args.widths.length === 0) throw new AtlasArgsError('--width needs at least one width');
  return args;
}
