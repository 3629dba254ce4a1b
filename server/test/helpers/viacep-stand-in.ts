// Issue 32 item 1: a local stand-in for ViaCEP (https://viacep.com.br/ws/{cep}/json/), for tests only (server tests and
// e2e/postcodes.spec.ts); never part of the running product. It answers like ViaCEP for the MADE-UP CEPs below, with
// {"erro": true} for any other well-formed CEP, and can be switched to a bad answer: HTML, broken JSON, HTTP 500, or no
// answer at all ('slow': the request is held until the test switches back or closes the stand-in, so that the caller's
// injected timeout decides; nothing sleeps).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ViaCepMode = 'normal' | 'html' | 'garbage' | 'status500' | 'slow';

/** MADE UP: invented CEPs, streets and bairros over the official IBGE state and municipality (São Paulo, 3550308). */
export const VIACEP_MADE_UP: Record<string, Record<string, string>> = {
  '99999100': {
    cep: '99999-100',
    logradouro: 'Rua Inventada',
    complemento: '',
    bairro: 'Bairro Inventado',
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    ibge: '3550308',
    ddd: '11',
  },
  // a municipality-wide CEP names no street and no bairro
  '99999200': { cep: '99999-200', logradouro: '', bairro: '', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' },
  // an answer our IBGE lists cannot place: a bad answer
  '99999300': { cep: '99999-300', logradouro: 'Rua X', bairro: 'Y', localidade: 'Lugar Nenhum', uf: 'ZZ', ibge: '0' },
};

export interface ViaCepStandIn {
  /** the base URL to configure (POSTCODE_BR_URL): `${url}{cep}/json/` is asked */
  url: string;
  /** the CEPs asked, in order */
  calls: string[];
  readonly mode: ViaCepMode;
  setMode(mode: ViaCepMode): void;
  close(): Promise<void>;
}

export function startViaCepStandIn(port = 0): Promise<ViaCepStandIn> {
  const held = new Set<ServerResponse>();
  const calls: string[] = [];
  const state: { mode: ViaCepMode } = { mode: 'normal' };
  const release = () => {
    for (const res of held) res.writeHead(500).end();
    held.clear();
  };
  const server = createServer((req, res) => {
    const match = /^\/ws\/(\d+)\/json\/?$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const cep = match[1]!;
    calls.push(cep);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    switch (state.mode) {
      case 'slow':
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Manutenção</body></html>');
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"cep": "99999-100", "logradouro": ');
        return;
      case 'status500':
        json(500, { message: 'internal error' });
        return;
      default:
        if (cep.length !== 8) json(400, { erro: true });
        else json(200, VIACEP_MADE_UP[cep] ?? { erro: true });
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${bound}/ws/`,
        calls,
        get mode() {
          return state.mode;
        },
        setMode(mode) {
          if (mode !== 'slow') release();
          state.mode = mode;
        },
        close: () =>
          new Promise<void>((done) => {
            release();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    }),
  );
}
