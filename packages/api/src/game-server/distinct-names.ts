// Two seats at one table never show the same name: two guests who both chose "Robin"
// (or a guest who took an account holder's name) would otherwise be told apart only by
// seat order. Applied where the snapshot names its seats, so later renames are covered.

/** The names with every repeat numbered: ["Robin", "robin"] → ["Robin", "robin (2)"]. */
export function distinctNames(names: readonly string[]): string[] {
  // Names compare as players read them: "robin" and "Robin" are the same name.
  const key = (name: string) => name.trim().toLowerCase();
  const taken = new Set(names.map(key));
  const repeats = new Map<string, number>();
  return names.map((name) => {
    const count = (repeats.get(key(name)) ?? 0) + 1;
    repeats.set(key(name), count);
    if (count === 1) return name;
    let n = count;
    let candidate = `${name} (${n})`;
    // "Robin (2)" may itself be somebody's chosen name: keep counting past it.
    while (taken.has(key(candidate))) candidate = `${name} (${++n})`;
    taken.add(key(candidate));
    return candidate;
  });
}
