/** A wait as a player reads it: "12 seconds", "3 minutes" (rounded up). */
export function waitInWords(ms: number): string {
  const [amount, unit] =
    ms < 60_000 ? [Math.ceil(ms / 1000), "second"] : [Math.ceil(ms / 60_000), "minute"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}
