// A run's finished games, one JSON line each, so a long ladder run that is stopped (a
// closed terminal, a machine that goes away) keeps what it played: run the same command
// again and it plays only the games the file lacks. The first line names the run's
// settings; a file written with other settings is refused rather than mixed in.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

export interface ResultLog<Result> {
  /** Results already in the file, by the key `keyOf` gave them. */
  readonly saved: ReadonlyMap<string, Result>;
  append(result: Result): void;
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
    const text = readFileSync(path, "utf8");
    // Start the next line clean after a line a stop cut short.
    if (!text.endsWith("\n")) appendFileSync(path, "\n");
    const [first, ...rest] = text.split("\n");
    if (first !== header)
      fail(
        `${path} holds a run with other settings (${first ?? "nothing"}); name another file`,
      );
    for (const line of rest) {
      // A line cut short by a stop mid-write is the only damage possible: drop it.
      if (!line.trim()) continue;
      try {
        const result = JSON.parse(line) as Result;
        saved.set(keyOf(result), result);
      } catch {
        continue;
      }
    }
  } else {
    writeFileSync(path, `${header}\n`);
  }
  return {
    saved,
    append: (result) => appendFileSync(path, `${JSON.stringify(result)}\n`),
  };
}
