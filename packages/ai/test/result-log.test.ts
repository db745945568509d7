import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { openResultLog } from "../src/cli/result-log";

interface Result {
  key: string;
  winner: number;
}

const keyOf = (result: Result) => result.key;
const fail = (message: string): never => {
  throw new Error(message);
};
const freshPath = () => join(mkdtempSync(join(tmpdir(), "result-log-")), "run.jsonl");

describe("a ladder run's saved results", () => {
  it("gives a rerun every result the first run appended", () => {
    const path = freshPath();
    const first = openResultLog<Result>(path, { seed: "1" }, keyOf, fail);
    expect(first.saved.size).toBe(0);
    first.append({ key: "0/0", winner: 1 });
    first.append({ key: "0/1", winner: 0 });
    const rerun = openResultLog<Result>(path, { seed: "1" }, keyOf, fail);
    expect([...rerun.saved.values()]).toEqual([
      { key: "0/0", winner: 1 },
      { key: "0/1", winner: 0 },
    ]);
  });

  it("drops a line a stop cut short and starts the next one clean", () => {
    const path = freshPath();
    openResultLog<Result>(path, { seed: "1" }, keyOf, fail).append({
      key: "a",
      winner: 0,
    });
    appendFileSync(path, '{"key":"b","win');
    const rerun = openResultLog<Result>(path, { seed: "1" }, keyOf, fail);
    rerun.append({ key: "c", winner: 1 });
    const again = openResultLog<Result>(path, { seed: "1" }, keyOf, fail);
    expect([...again.saved.keys()]).toEqual(["a", "c"]);
  });

  it("refuses a file written with other settings and leaves it as it was", () => {
    const path = freshPath();
    openResultLog<Result>(path, { seed: "1" }, keyOf, fail).append({
      key: "a",
      winner: 0,
    });
    const before = readFileSync(path, "utf8");
    expect(() => openResultLog<Result>(path, { seed: "2" }, keyOf, fail)).toThrow(
      /other settings/,
    );
    expect(readFileSync(path, "utf8")).toBe(before);
  });
});
