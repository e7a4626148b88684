// Hot reads as prepared statements: the statement is built and compiled by Kysely once per shape,
// with named slots for its values, and the database parses and plans it once per connection
// (a named statement on pg, PGlite's protocol-level Parse with a name). Every other statement
// still goes through unnamed as before.
import { createHash } from 'node:crypto';
import {
  type Compilable,
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from './schema.ts';

/** Builds statements without a connection: only their text is wanted here. */
const statementBuilder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** Stands in for a value while the statement is compiled; replaced by the call's value. */
class ValueSlot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** The statement texts that run prepared, with their statement names. */
const statementNames = new Map<string, string>();

/** The name a prepared statement has on every connection, or undefined for an ordinary statement. */
export function preparedStatementName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

export interface PreparedStatement<Values, Row> {
  /** The compiled text, the same for every call (tests compare it). */
  readonly sql: string;
  /** The parameters of one call, in the statement's order. */
  parameters(values: Values): unknown[];
  run(db: Kysely<Database>, values: Values): Promise<Row[]>;
}

/**
 * Compiles `build` once with a slot for each value and names the text. `build` receives the slots
 * in place of values; each must go into the statement as one parameter (use `= any(array)` rather
 * than `in (list)`, whose text changes with the list's length). Other values stay constants.
 */
export function prepareStatement<Values extends Record<string, unknown>, Row>(
  names: readonly (keyof Values & string)[],
  build: (builder: Kysely<Database>, values: Values) => Compilable<Row>,
): PreparedStatement<Values, Row> {
  const slots = Object.fromEntries(names.map((name) => [name, new ValueSlot(name)])) as unknown as Values;
  const compiled = build(statementBuilder, slots).compile();
  const text = compiled.sql;
  // Each parameter is a slot filled per call, or a constant the statement was built with.
  const fill = compiled.parameters.map((parameter) =>
    parameter instanceof ValueSlot
      ? (values: Values) => values[parameter.name as keyof Values]
      : () => parameter,
  );
  // Short, stable and the same in every process: PostgreSQL keeps names up to 63 bytes.
  const name = `hot_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  statementNames.set(text, name);
  return {
    sql: text,
    parameters: (values) => fill.map((value) => value(values)),
    async run(db, values) {
      const parameters = fill.map((value) => value(values));
      const result = await db.executeQuery(CompiledQuery.raw(text, parameters));
      return result.rows as Row[];
    },
  };
}

/**
 * A table's columns, named rather than `*`: a prepared statement's columns must not change under
 * it when a migration adds one. The record type makes a column added to the table a type error here.
 */
export function columnsOf<Table>(columns: Record<keyof Table & string, true>): (keyof Table & string)[] {
  return Object.keys(columns) as (keyof Table & string)[];
}
