// How a championship's end is said, on its page and under its last game's result.

interface Row {
  seat: number;
  name: string;
  place: number;
}

/** "Ann wins the championship", "You win the championship", or a shared title. */
export function championshipWinner(rows: readonly Row[], mySeat: number | null): string {
  const first = rows.filter((r) => r.place === 1);
  const names = first
    .slice()
    .sort((a, b) => Number(b.seat === mySeat) - Number(a.seat === mySeat))
    .map((r) => (r.seat === mySeat ? "You" : r.name));
  if (names.length === 0) return "The championship is over";
  if (names.length === 1)
    return names[0] === "You"
      ? "You win the championship"
      : `${names[0]} wins the championship`;
  const list = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `${list} share the championship`;
}
