import { BOT_LEVELS } from "@3u3d/ai/levels";

// Each bot seat gets a persona of its own, so two bots of one level can be told apart
// in the log and the results, and its level in the bot picker's words ("Card shark"),
// so the table, histories and standings say what the form said.
const PERSONAS = [
  "Ada",
  "Bruno",
  "Chloe",
  "Dev",
  "Esme",
  "Felix",
  "Grace",
  "Hugo",
  "Iris",
  "Jonah",
  "Kira",
  "Leo",
] as const;

/** A bot level as the bot picker names it ("heuristic" → "Card shark"). */
export function botLevelName(level: string): string {
  return BOT_LEVELS.find((l) => l.level === level)?.name ?? level;
}

/** How a seat is named at the table, in histories and standings. */
export function seatName(
  player: { displayName: string } | null | undefined,
  botLevel: string | null,
  seat: number,
): string {
  if (player) return player.displayName;
  if (!botLevel) return "Open seat";
  return `${PERSONAS[seat % PERSONAS.length] ?? "Bot"} (${botLevelName(botLevel)})`;
}
