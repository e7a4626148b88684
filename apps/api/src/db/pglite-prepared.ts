// PGlite's `query` parses, describes and plans its statement on every call. A prepared statement
// is parsed once per database under its name (protocol-level Parse); each call then only binds,
// executes and syncs, in one protocol message.
import { type PGlite, parse, protocol } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface ParsedStatement {
  parameterTypes: number[];
  /** The statement's RowDescription (text format), put before each call's rows for the parser. */
  rowDescription: BackendMessage[];
}

const parsedStatements = new WeakMap<PGlite, Map<string, Promise<ParsedStatement>>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

async function parseOnce(database: PGlite, name: string, text: string): Promise<ParsedStatement> {
  const messages = await database.execProtocolStream(
    concat([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  return {
    parameterTypes: parse.parseDescribeStatementResults(messages),
    rowDescription: messages.filter((message) => message.name === 'rowDescription'),
  };
}

function statementOf(database: PGlite, name: string, text: string): Promise<ParsedStatement> {
  let statements = parsedStatements.get(database);
  if (!statements) {
    statements = new Map();
    parsedStatements.set(database, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = parseOnce(database, name, text);
    // A failed Parse (e.g. before the migrations ran) is tried again next time.
    statement.catch(() => statements.delete(name));
    statements.set(name, statement);
  }
  return statement;
}

/** Runs a named statement; the caller holds the connection (pglite-pool.ts hands it out one at a time). */
export async function queryPrepared<R>(
  database: PGlite,
  name: string,
  text: string,
  parameters: readonly unknown[],
): Promise<{ rows: R[]; affectedRows?: number }> {
  const statement = await statementOf(database, name, text);
  const values = parameters.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = statement.parameterTypes[index];
    const serializer = type === undefined ? undefined : database.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
  const messages = await database.execProtocolStream(
    concat([
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const [result] = parse.parseResults([...statement.rowDescription, ...messages], database.parsers);
  return {
    rows: (result?.rows ?? []) as R[],
    ...(result?.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
  };
}
