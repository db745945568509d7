// Every sentence a player can read from the API or the accounts comes from the catalogue
// (packages/i18n/messages), said in the request's language — never an English literal in
// the code. This reads the sources of packages/api and packages/auth with TypeScript's
// parser and fails on:
//   - any string or template literal that reads like a sentence (a capitalised word,
//     then at least two more words: "This table is full.", `Seat ${n} is not free.`),
//     wherever it is — a refusal, a TRPCError's message, a zod message, a constant table;
//   - any literal given as a zod message (`.min(2, "…")`, `.regex(re, "…")`,
//     `{ message: "…" }`), sentence or not: zod messages are catalogue words
//     (wordsAsText / validationText) or none, so a validator's text never reaches anyone.
// Comments are not literals, so they are free. The few literals that are not for
// players, or not yet converted, are listed below with the reason.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const PACKAGES = fileURLToPath(new URL("../../..", import.meta.url));
const ROOTS = ["api/src", "auth/src"];

/** Literals allowed to stay, by file and text, each with why. */
const ALLOWED: Record<string, string> = {
  // A message for whoever runs the server (its environment), not for players.
  "api/src/services/push-keys.ts Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.":
    "operator",
  // A push refused at send time, for the server's log (push.ts logs its failures).
  "api/src/services/push-address.ts X is not on the public internet: no push is sent there":
    "log",
  // A failed start, for the server's log (the house keeper logs it and retries).
  "api/src/boot.ts X not ready after X ms": "log",
  // tRPC's own words for a batch body that is not an object, kept byte for byte as
  // resolveResponse answers it (direct-calls.ts); our client never sends one.
  'api/src/direct-calls.ts "input" needs to be an object when doing a batch call':
    "tRPC's wire",
};

/** A capitalised word, then at least two more: how a sentence for a person starts. */
const SENTENCE = /^[A-Z][\p{L}']*\s+\S+\s+\S/su;
/** zod checks whose second argument is the message. */
const ZOD_CHECKS = new Set(["min", "max", "length", "regex", "refine", "email", "url"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === "generated" || name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The literal's text, `${…}` written as X; null for anything but a string literal. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `X${s.literal.text}`).join("");
  return null;
}

/** Is `node` the message of a zod check or of an object (`message: "…"`)? */
function isMessageArgument(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node)
    return ts.isIdentifier(parent.name) && parent.name.text === "message";
  if (!ts.isCallExpression(parent) || parent.arguments[1] !== node) return false;
  const callee = parent.expression;
  return ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text);
}

/** "file text" for each literal a player could read, in `files`. */
export function playerLiterals(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      const text = literalText(node);
      if (text !== null && !ts.isImportDeclaration(node.parent)) {
        if (
          !ts.isExportDeclaration(node.parent) &&
          (SENTENCE.test(text) || isMessageArgument(node))
        )
          found.push(`${relative(root, file)} ${text}`);
        return; // a template's parts are not literals of their own
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("every sentence a player reads is in the catalogue", () => {
  const files = ROOTS.flatMap((r) => sourceFiles(join(PACKAGES, r)));
  const literals = playerLiterals(PACKAGES, files);

  it("reads the sources it means to (and finds what it should)", () => {
    expect(files.length).toBeGreaterThan(60);
    // The scanner sees sentences and zod messages in any form of literal.
    const probe = join(PACKAGES, "api/test/unit/player-words.probe.txt");
    expect(playerLiterals(PACKAGES, [probe])).toEqual([
      "api/test/unit/player-words.probe.txt This table is full.",
      "api/test/unit/player-words.probe.txt Seat X is not free.",
      "api/test/unit/player-words.probe.txt not a card code",
      "api/test/unit/player-words.probe.txt Choose one.",
    ]);
  });

  it("no English literal reaches a player from packages/api or packages/auth", () => {
    expect(literals.filter((l) => !(l in ALLOWED))).toEqual([]);
  });

  it("every allowed literal is still there (the list stays true)", () => {
    expect(Object.keys(ALLOWED).filter((l) => !literals.includes(l))).toEqual([]);
  });
});
