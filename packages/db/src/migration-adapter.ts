import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

// Postgres catalog columns of type `name` (OID 19) and `"char"` (OID 18) are plain
// text to us, but @prisma/adapter-pg 6.x has no mapping for them and the schema
// engine's introspection (used by `migrate deploy`) fails with "Column type 'name'
// could not be deserialized". Reporting them as `text` (OID 25) is exactly what the
// upstream fix does. Remove once on a release with prisma/orm#27403 fixed.
const CATALOG_TEXT_TYPES = new Set([18, 19]);
const TEXT_OID = 25;

interface FieldLike {
  dataTypeID: number;
}

function reportCatalogTypesAsText<T>(result: T): T {
  const fields = (result as { fields?: FieldLike[] } | undefined)?.fields;
  for (const field of fields ?? []) {
    if (CATALOG_TEXT_TYPES.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
  }
  return result;
}

class CatalogTypesAsTextClient extends pg.Client {
  // pg's overloads are hard to restate. pg.Pool#query calls this with a callback,
  // a pooled client (transactions) with the promise form: patch both.
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (error: unknown, result: unknown) =>
        (callback as (e: unknown, r: unknown) => void)(
          error,
          error ? result : reportCatalogTypesAsText(result),
        );
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) return result.then(reportCatalogTypesAsText) as never;
    return result as never;
  }
}

// @prisma/adapter-pg 6.x runs a migration script by splitting it at every ";", which
// cuts a function body (`$$ … ; … $$`) apart: "unterminated dollar-quoted string".
// PostgreSQL takes a whole script as one simple query, which also makes a migration
// all or nothing (one implicit transaction) instead of stopping halfway.
interface ScriptRunner {
  executeScript(script: string): Promise<void>;
  onError(error: unknown): never;
}

export function createMigrationAdapter(url: string | undefined) {
  if (!url) throw new Error("DATABASE_URL is not set: nothing to migrate.");
  const pool = new pg.Pool({
    connectionString: url,
    Client: CatalogTypesAsTextClient,
    max: 2,
  });
  const factory = new PrismaPg(pool, { disposeExternalPool: true });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    (adapter as unknown as ScriptRunner).executeScript = async (script) => {
      try {
        await pool.query(script);
      } catch (error) {
        (adapter as unknown as ScriptRunner).onError(error);
      }
    };
    return adapter;
  };
  return factory;
}
