// Issue 17: named statements on PGlite. PGlite's query() sends parse, describe, bind, describe, execute and sync through
// its WebAssembly for every statement, so Postgres parses and plans each one anew. A statement the code names (the session
// lookup of every authenticated request, the rate-limit counter; SqlRunner.query's `name`) is parsed once here and from
// then on only bound and executed, in one protocol message. A micro-benchmark of a one-row lookup by key: 0.48 ms a
// statement with query(), 0.13 ms prepared (docs/performance.md).
// Outside a transaction only: PGlite is one session, and a transaction's statements go through its own handle.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

type Client = Pick<
  PGlite,
  'execProtocol' | '_runExclusiveQuery' | '_runExclusiveTransaction' | 'parsers' | 'serializers'
>;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

interface Statement {
  text: string;
  paramTypes: number[];
}

/** `query(sql, params, name)`: the rows of a named statement, prepared on its first use. */
export function preparedStatements(client: Client) {
  const statements = new Map<string, Promise<Statement>>();
  // the same exclusion as client.query(): never inside another caller's open transaction, never between its messages
  const send = (message: Uint8Array) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(() => client.execProtocol(message)));

  function prepare(name: string, text: string): Promise<Statement> {
    const known = statements.get(name);
    if (known) return known;
    const statement = send(
      concat([
        protocol.serialize.parse({ name, text, types: [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    ).then(({ messages }) => ({ text, paramTypes: parse.parseDescribeStatementResults(messages) }));
    statements.set(name, statement);
    // a statement that failed to prepare (a syntax error) is not kept: the next call reports the error again
    statement.catch(() => statements.delete(name));
    return statement;
  }

  return async function query<Row>(text: string, params: unknown[], name: string): Promise<Row[]> {
    const statement = await prepare(name, text);
    if (statement.text !== text) throw new Error(`statement "${name}" was prepared with another text`);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await send(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return (parse.parseResults(messages, client.parsers).at(-1)?.rows ?? []) as Row[];
  };
}
