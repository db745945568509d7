/** 0:07, 1:42, 12:05 (digits and a colon read the same in every language). */
export function clockWords(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The bot-fill choices (seconds; null: people only), worded by the catalogue's
 * `pairing.botFill` ("after 1 minute").
 */
export const BOT_FILL_CHOICES: readonly (number | null)[] = [null, 30, 60, 120];
