// Issue 35: the log a person reads in development. pino still writes its JSON lines (redacted by lib/logger.ts before they
// are written); this stream turns each one into a line of text: the time, the level, the message and the other fields,
// and a request as one line when it completes (method, path, status, time). Production keeps the JSON lines.
import { Writable } from 'node:stream';

const LEVELS: Record<number, { name: string; color: string }> = {
  10: { name: 'TRACE', color: '\x1b[90m' },
  20: { name: 'DEBUG', color: '\x1b[36m' },
  30: { name: 'INFO', color: '\x1b[32m' },
  40: { name: 'WARN', color: '\x1b[33m' },
  50: { name: 'ERROR', color: '\x1b[31m' },
  60: { name: 'FATAL', color: '\x1b[35m' },
};
const RESET = '\x1b[0m';
const DIM = '\x1b[2m';
/** fields every line has, or that the line's own text already says */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
  'error',
]);

type Record_ = { [key: string]: unknown; level?: number; time?: number; msg?: string; reqId?: string };
type LoggedError = { type?: string; message?: string; code?: string; sqlState?: string; stack?: string };

const time = (ms: number | undefined) => new Date(ms ?? Date.now()).toTimeString().slice(0, 8);
const value = (v: unknown) => (typeof v === 'string' && !/\s/.test(v) ? v : JSON.stringify(v));

export interface DevLogOptions {
  /** ANSI colours (default: when `out` is a terminal and NO_COLOR is not set) */
  color?: boolean;
}

/** A stream for pino's `stream` option that writes `out` a line of text per JSON line. */
export function devLogStream(out: NodeJS.WritableStream, options: DevLogOptions = {}): Writable {
  const color = options.color ?? (Boolean((out as { isTTY?: boolean }).isTTY) && !process.env.NO_COLOR);
  const paint = (code: string, text: string) => (color ? `${code}${text}${RESET}` : text);
  /** method and path of the requests under way, by request id: said once, when the request completes */
  const requests = new Map<string, string>();
  let pending = '';

  const format = (record: Record_): string | null => {
    const req = record.req as { method?: string; url?: string } | undefined;
    if (record.msg === 'incoming request' && record.reqId && req) {
      if (requests.size > 10_000) requests.clear(); // requests that never completed
      requests.set(record.reqId, `${req.method} ${req.url}`);
      return null;
    }
    let text = record.msg ?? '';
    const res = record.res as { statusCode?: number } | undefined;
    if (record.msg === 'request completed' && res) {
      const what = (record.reqId && requests.get(record.reqId)) || 'request';
      if (record.reqId) requests.delete(record.reqId);
      const ms = typeof record.responseTime === 'number' ? ` ${record.responseTime.toFixed(0)} ms` : '';
      text = `${what} ${res.statusCode}${ms}`;
    }
    const level = LEVELS[record.level ?? 30] ?? { name: String(record.level), color: '' };
    const fields = Object.entries(record)
      .filter(([key]) => !SHOWN.has(key))
      .map(([key, v]) => `${key}=${value(v)}`)
      .join(' ');
    let line = `${paint(DIM, time(record.time))} ${paint(level.color, level.name.padEnd(5))} ${text}`;
    if (fields) line += `  ${paint(DIM, fields)}`;
    const error = (record.err ?? record.error) as LoggedError | undefined;
    if (error && typeof error === 'object') {
      const code = error.sqlState ?? error.code;
      line += `\n    ${error.type ?? 'Error'}${code ? ` ${code}` : ''}: ${error.message ?? ''}`;
      if (error.stack) line += `\n${paint(DIM, error.stack)}`;
    }
    return line;
  };

  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      let text = '';
      for (const raw of lines) {
        if (!raw.trim()) continue;
        let record: Record_;
        try {
          record = JSON.parse(raw) as Record_;
        } catch {
          text += `${raw}\n`; // not pino's: as it came
          continue;
        }
        const line = format(record);
        if (line !== null) text += `${line}\n`;
      }
      if (text) out.write(text);
      done();
    },
  });
}
