// Issue 35: the development log is text (lib/dev-log.ts) made from pino's redacted JSON lines: readable, and no more
// telling than the JSON (no password, code, token or card number).
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { devLogStream } from '../../src/lib/dev-log';
import { loggerConfig } from '../../src/lib/logger';

function capture() {
  const chunks: string[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { out, text: () => chunks.join('') };
}

const line = (record: Record<string, unknown>) => `${JSON.stringify({ time: 0, pid: 1, hostname: 'h', ...record })}\n`;

describe('the development log', () => {
  it('writes a line of text per record: time, level, message and the other fields', () => {
    const { out, text } = capture();
    const stream = devLogStream(out, { color: false });
    stream.write(line({ level: 30, msg: 'database ready', database: 'pglite', applied: 21 }));
    stream.write(line({ level: 40, msg: 'slow query', table: 'orders', note: 'two words' }));
    expect(text()).toMatch(/^\d\d:\d\d:\d\d INFO {2}database ready {2}database=pglite applied=21\n/);
    expect(text()).toContain('WARN  slow query  table=orders note="two words"\n');
  });

  it('says a request once, when it completes, with its method, path, status and time', () => {
    const { out, text } = capture();
    const stream = devLogStream(out, { color: false });
    stream.write(line({ level: 30, reqId: 'r1', req: { method: 'GET', url: '/cl/login' }, msg: 'incoming request' }));
    expect(text()).toBe('');
    stream.write(
      line({ level: 30, reqId: 'r1', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' }),
    );
    expect(text()).toMatch(/INFO {2}GET \/cl\/login 200 12 ms\n$/);
  });

  it("gives an error's type, message and stack frames on the lines below", () => {
    const { out, text } = capture();
    devLogStream(out, { color: false }).write(
      line({
        level: 50,
        msg: 'shutting down after an error',
        err: { type: 'TypeError', message: 'x is undefined', stack: '    at main (main.ts:1:1)' },
      }),
    );
    expect(text()).toContain(
      'ERROR shutting down after an error\n    TypeError: x is undefined\n    at main (main.ts:1:1)\n',
    );
  });

  it('keeps a line split across writes, and passes what is not JSON as it came', () => {
    const { out, text } = capture();
    const stream = devLogStream(out, { color: false });
    const whole = line({ level: 30, msg: 'in two parts' });
    stream.write(whole.slice(0, 10));
    stream.write(`${whole.slice(10)}plain text\n`);
    expect(text()).toMatch(/INFO {2}in two parts\nplain text\n$/);
  });

  it('prints what the JSON log prints after redaction, so no secret', async () => {
    const { out, text } = capture();
    const app = Fastify({ logger: loggerConfig({ level: 'info', stream: devLogStream(out, { color: false }) }) });
    app.post('/api/test/careless', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'careless log');
      return { ok: true };
    });
    const secrets = { password: 'Hunter2.Secret!', code: '918273', cardNumber: '4111111111111111', token: 'tok_5up3r' };
    const res = await app.inject({
      method: 'POST',
      url: `/api/test/careless?token=${secrets.token}&page=2`,
      headers: { authorization: 'Bearer s3cr3t-session', cookie: 'cuenta_session=s3cr3t-cookie' },
      payload: { email: 'visible@example.test', ...secrets },
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    const output = text();
    expect(output).toContain('careless log');
    expect(output).toContain('visible@example.test');
    expect(output).toContain('[REDACTED]');
    expect(output).toMatch(/POST \/api\/test\/careless\?token=%5BREDACTED%5D&page=2 200 \d+ ms/);
    for (const secret of [...Object.values(secrets), 's3cr3t-session', 's3cr3t-cookie'])
      expect(output).not.toContain(secret);
  });
});
