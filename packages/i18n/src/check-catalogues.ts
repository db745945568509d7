// The checks every catalogue must pass, as plain functions returning the problems found
// (test/catalogues.test.ts runs them on the real catalogues and on broken samples, so
// each check is shown to fail when it should). English is the reference: another
// language must have exactly its keys, and each message the same placeholders.
import {
  parse,
  TYPE,
  type MessageFormatElement,
} from "@formatjs/icu-messageformat-parser";

interface Tree {
  [key: string]: string | Tree;
}

/** Every message of a namespace tree under its dotted key (`a.b.c`). */
export function flatten(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof tree !== "object" || tree === null) return out;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null)
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

/**
 * What a message needs from its caller: each argument with its kind (`count:plural`,
 * `name:argument`, `when:date`) and each rich-text tag (`<b>`), from the whole tree,
 * plural branches included.
 */
export function placeholdersOf(elements: MessageFormatElement[]): Set<string> {
  const found = new Set<string>();
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      switch (el.type) {
        case TYPE.argument:
          found.add(`${el.value}:argument`);
          break;
        case TYPE.number:
          found.add(`${el.value}:number`);
          break;
        case TYPE.date:
          found.add(`${el.value}:date`);
          break;
        case TYPE.time:
          found.add(`${el.value}:time`);
          break;
        case TYPE.select:
          found.add(`${el.value}:select`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.plural:
          found.add(`${el.value}:${el.pluralType === "ordinal" ? "ordinal" : "plural"}`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`<${el.value}>`);
          walk(el.children);
          break;
        default:
          break;
      }
    }
  };
  walk(elements);
  return found;
}

/** The plural categories a language has (CLDR, through Intl), plus exact `=N` cases. */
function pluralCategoryProblem(
  elements: MessageFormatElement[],
  locale: string,
): string | null {
  for (const el of elements) {
    if (el.type === TYPE.plural) {
      const allowed = new Set<string>(
        new Intl.PluralRules(locale, {
          type: el.pluralType === "ordinal" ? "ordinal" : "cardinal",
        }).resolvedOptions().pluralCategories,
      );
      for (const [category, option] of Object.entries(el.options)) {
        if (!category.startsWith("=") && !allowed.has(category))
          return `plural case "${category}" does not exist in ${locale}`;
        const inner = pluralCategoryProblem(option.value, locale);
        if (inner) return inner;
      }
    } else if (el.type === TYPE.select) {
      for (const option of Object.values(el.options)) {
        const inner = pluralCategoryProblem(option.value, locale);
        if (inner) return inner;
      }
    } else if (el.type === TYPE.tag) {
      const inner = pluralCategoryProblem(el.children, locale);
      if (inner) return inner;
    }
  }
  return null;
}

function parsed(
  message: unknown,
): { ok: true; ast: MessageFormatElement[] } | { ok: false; why: string } {
  if (typeof message !== "string") return { ok: false, why: "not a string" };
  if (message.trim() === "") return { ok: false, why: "empty" };
  try {
    // requiresOtherClause: a plural without `other` fails for the numbers nobody listed.
    return { ok: true, ast: parse(message, { requiresOtherClause: true }) };
  } catch (error) {
    return { ok: false, why: `not ICU: ${(error as Error).message}` };
  }
}

const sorted = (set: Set<string>) => [...set].sort().join(", ");

/**
 * The problems of one language's namespace against English's: missing and extra keys,
 * messages that are not ICU (or empty), placeholders that differ, plural cases the
 * language does not have.
 */
export function catalogueProblems(
  locale: string,
  namespace: string,
  english: unknown,
  translation: unknown,
): string[] {
  const problems: string[] = [];
  const en = flatten(english);
  const tr = flatten(translation);
  const where = (key: string) => `${locale}/${namespace}.json ${key}`;
  for (const key of en.keys()) if (!tr.has(key)) problems.push(`${where(key)}: missing`);
  for (const [key, message] of tr) {
    if (!en.has(key)) {
      problems.push(`${where(key)}: not in English`);
      continue;
    }
    const mine = parsed(message);
    if (!mine.ok) {
      problems.push(`${where(key)}: ${mine.why}`);
      continue;
    }
    const plural = pluralCategoryProblem(mine.ast, locale);
    if (plural) problems.push(`${where(key)}: ${plural}`);
    if (locale === "en") continue;
    const reference = parsed(en.get(key));
    if (!reference.ok) continue; // reported when English itself is checked
    const want = placeholdersOf(reference.ast);
    const have = placeholdersOf(mine.ast);
    if (sorted(want) !== sorted(have))
      problems.push(
        `${where(key)}: placeholders {${sorted(have)}} differ from English's {${sorted(want)}}`,
      );
  }
  return problems;
}
