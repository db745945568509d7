// Reading the browser chunks' source maps, for the scripts that say what a page's
// JavaScript is made of (first-load-modules.mjs) and where its main thread goes
// (main-thread-profile.mjs). Needs a build with browser source maps
// (next.config.ts: ANALYZE_SOURCE_MAPS=1 at build time).

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/**
 * The segments of a source map's "mappings", in order: the generated line and column,
 * and the source index (-1 when the segment maps to none), its line and the name index
 * (-1 when none).
 */
export function* segments(mappings) {
  let source = 0;
  let sourceLine = 0;
  let name = 0;
  let line = 0;
  for (const text of mappings.split(";")) {
    let column = 0;
    for (const segment of text.split(",")) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = DIGIT.get(c);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) {
        source += fields[1];
        sourceLine += fields[2];
      }
      if (fields.length > 4) name += fields[4];
      yield {
        line,
        column,
        source: fields.length > 1 ? source : -1,
        sourceLine,
        name: fields.length > 4 ? name : -1,
      };
    }
    line += 1;
  }
}

/**
 * A chunk's code and its source map's parts, each with its segments placed in the
 * chunk (Turbopack writes index maps, in sections; the map's name is on the chunk's last
 * line, apart from the chunk's). `parts` is empty when the chunk has no map.
 */
export async function chunkWithMap(chunkUrl) {
  const code = await (await fetch(chunkUrl)).text();
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapRes = mapName ? await fetch(new URL(mapName, chunkUrl)) : null;
  if (!mapRes?.ok) return { code, parts: [] };
  const map = await mapRes.json();
  const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
  const parts = sections.map(({ offset, map: part }) => ({
    sources: part.sources,
    names: part.names ?? [],
    segments: [...segments(part.mappings)].map((s) => ({
      ...s,
      line: s.line + offset.line,
      column: s.column + (s.line === 0 ? offset.column : 0),
    })),
  }));
  return { code, parts };
}

/**
 * Where a place in a chunk came from: `{ file, line, name }` of the last segment at or
 * before (line, column), or null. Built once per chunk: segments indexed by line.
 */
export function placeFinder({ parts }) {
  const byLine = new Map();
  for (const part of parts)
    for (const s of part.segments) {
      if (!byLine.has(s.line)) byLine.set(s.line, []);
      byLine.get(s.line).push({ ...s, part });
    }
  for (const list of byLine.values()) list.sort((a, b) => a.column - b.column);
  return (line, column) => {
    let found = null;
    for (const s of byLine.get(line) ?? []) {
      if (s.column > column) break;
      found = s;
    }
    if (!found || found.source < 0) return null;
    return {
      file: found.part.sources[found.source],
      line: found.sourceLine + 1,
      name: found.name >= 0 ? found.part.names[found.name] : null,
    };
  };
}
