import pg from "pg";

import { DatabaseConfigError } from "../env";

/** Hides the password when a URL is shown to a person. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "<unparseable URL>";
  }
}

/**
 * Opens one connection to prove the server is there, turning the usual failures
 * into one sentence an operator can act on.
 */
export async function checkConnection(url: string, timeoutMs = 5000): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseConfigError(
      "DATABASE_URL is not a valid URL (expected postgresql://user:password@host:5432/database)",
    );
  }
  const where = `${parsed.hostname}:${parsed.port || "5432"}`;
  const database = decodeURIComponent(parsed.pathname.slice(1)) || "(default)";
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
  });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new DatabaseConfigError(
      describeConnectionError(error, where, database, parsed.username),
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

function describeConnectionError(
  error: unknown,
  where: string,
  database: string,
  user: string,
): string {
  const e = error as { code?: string; message?: string };
  switch (e.code) {
    case "ECONNREFUSED":
      return `cannot reach PostgreSQL at ${where}: connection refused (is the server running?)`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `cannot reach PostgreSQL at ${where}: unknown host`;
    case "ETIMEDOUT":
      return `cannot reach PostgreSQL at ${where}: timed out`;
    case "28P01":
    case "28000":
      return `PostgreSQL at ${where} rejected user "${user}": wrong user name or password`;
    case "3D000":
      return `PostgreSQL at ${where} has no database "${database}": create it first`;
    default:
      return `cannot use PostgreSQL at ${where}: ${(e.message ?? String(error)).split("\n")[0]}`;
  }
}
