// Inputs for any procedure, built from its own zod schema (through z.toJSONSchema, which
// zod 4 gives us), and hostile versions of them: one place inside a plausible input
// replaced by bytes no client should send. The generative test calls every procedure
// with these (hostile-input.test.ts). Hand-written because the libraries that derive
// fast-check arbitraries from zod (zod-fast-check) stop at zod 3 and fast-check 3.
import fc from "fast-check";
import { z } from "zod";

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Strings a request might carry that no form makes. */
export const HOSTILE_STRINGS: readonly string[] = [
  "\0",
  `c${"0".repeat(12)}\0${"0".repeat(11)}`,
  "\uD800",
  "\uDFFF",
  `c${"0".repeat(23)}\uD800`,
  "x".repeat(100_000),
  "%E0%A4%A",
  "\u202E\u0007",
  "' OR 1=1 --",
  "__proto__",
  "",
];

/** JSON text of an array nested `depth` deep (deeper than JSON.stringify will go). */
export const deepText = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** An array nested `depth` deep, built without recursion. */
export function deepArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** An object nested `depth` deep. */
export function deepObject(depth: number): unknown {
  let value: unknown = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Any value a JSON request may carry in place of another, hostile strings first. */
export const HOSTILE_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  deepArray(1_000),
  deepObject(1_000),
  -1,
  2 ** 53 + 2,
  1e308,
  0.5,
  null,
  true,
  [],
  {},
  { constructor: { prototype: { polluted: true } } },
];

/** The input schema of a procedure as JSON Schema (its input side: before defaults). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/**
 * Values of the schema's shape. `known` are real ids and codes: a string whose pattern
 * one of them matches is sometimes that one, so calls reach rows that exist.
 */
export function arbitraryOf(
  schema: JsonSchema,
  known: readonly string[],
): fc.Arbitrary<unknown> {
  const many = schema.anyOf ?? schema.oneOf;
  if (many) return fc.oneof(...many.map((s) => arbitraryOf(s, known)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, known)));
  switch (types[0]) {
    case "object": {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, arbitraryOf(s, known)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    case "array":
      return fc.array(arbitraryOf(schema.items ?? {}, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 16),
      });
    case "string":
      return stringOf(schema, known);
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1_000, 2 ** 31),
      });
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const plain = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 24, 40),
  });
  if (!schema.pattern) return plain;
  const pattern = new RegExp(schema.pattern, "u");
  const matching = known.filter((k) => pattern.test(k));
  let shaped: fc.Arbitrary<string> = plain;
  try {
    shaped = fc.stringMatching(pattern);
  } catch {
    // A pattern fast-check cannot build from (Unicode classes): plain strings, some valid.
  }
  return matching.length > 0
    ? fc.oneof(fc.constantFrom(...matching), shaped, plain)
    : fc.oneof(shaped, plain);
}

/** Every place inside a JSON value (as key paths), the value itself first. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (Array.isArray(value))
    value.forEach((v, i) => places.push(...placesIn(v, [...path, i])));
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) places.push(...placesIn(v, [...path, k]));
  return places;
}

/** `value` with the place numbered `pick` (mod their count) replaced by `by`. */
export function replacedAt(value: unknown, pick: number, by: unknown): unknown {
  const places = placesIn(value);
  const path = places[pick % places.length] ?? [];
  if (path.length === 0) return by;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = by;
  return copy;
}

/** A plausible input with one place, or a new key, made hostile. */
export function hostileOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc
      .tuple(valid, fc.nat(), fc.constantFrom(...HOSTILE_VALUES))
      .map(([value, pick, by]) => replacedAt(value, pick, by)),
    fc
      .tuple(valid, fc.constantFrom(...HOSTILE_STRINGS))
      .map(([value, key]) =>
        value !== null && typeof value === "object" && !Array.isArray(value)
          ? { ...value, [key.slice(0, 40)]: 1 }
          : value,
      ),
  );
}
