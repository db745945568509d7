// A run's finished games, one JSON line each, so a long ladder or tournament run that is
// stopped (a closed terminal, a machine that goes away) keeps what it played: run the
// same command again and it plays only the games the file lacks. The first line names
// the run's settings; a file written with other settings is refused rather than mixed in.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

export interface ResultLog<Result> {
  /** Results already in the file, by the key `keyOf` gave them. */
  readonly saved: ReadonlyMap<string, Result>;
  append(result: Result): void;
}

/** The settings line and the results of a saved run, as `readResults` finds them. */
export interface SavedRun<Result> {
  /** The first line as written (`{"settings":…}`). */
  header: string;
  settings: unknown;
  results: Result[];
  /** Whether the file ends with a whole line (not so after a stop mid-write). */
  endsClean: boolean;
}

/** Reads a saved run; a last line cut short by a stop mid-write is dropped. */
export function readResults<Result>(path: string): SavedRun<Result> {
  const text = readFileSync(path, "utf8");
  const [header = "", ...rest] = text.split("\n");
  const results: Result[] = [];
  for (const line of rest) {
    // A line cut short by a stop mid-write is the only damage possible: drop it.
    if (!line.trim()) continue;
    try {
      results.push(JSON.parse(line) as Result);
    } catch {
      continue;
    }
  }
  let settings: unknown = null;
  try {
    settings = (JSON.parse(header) as { settings?: unknown }).settings ?? null;
  } catch {
    settings = null;
  }
  return { header, settings, results, endsClean: text.endsWith("\n") };
}

export function openResultLog<Result>(
  path: string,
  settings: unknown,
  keyOf: (result: Result) => string,
  fail: (message: string) => never,
): ResultLog<Result> {
  const header = JSON.stringify({ settings });
  const saved = new Map<string, Result>();
  if (existsSync(path)) {
    const run = readResults<Result>(path);
    // Start the next line clean after a line a stop cut short.
    if (!run.endsClean) appendFileSync(path, "\n");
    if (run.header !== header)
      fail(
        `${path} holds a run with other settings (${run.header || "nothing"}); name another file`,
      );
    for (const result of run.results) saved.set(keyOf(result), result);
  } else {
    writeFileSync(path, `${header}\n`);
  }
  return {
    saved,
    append: (result) => appendFileSync(path, `${JSON.stringify(result)}\n`),
  };
}
