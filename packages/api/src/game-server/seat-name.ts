// How a seat is named for a reader: a person by their own name, a bot by a persona of its
// own (so two bots of one level can be told apart in the log and the results) and its
// level in the bot picker's words ("Bruno (Card shark)", "Bruno (Kartenhai)"), an empty
// seat as such. The names are said on the server in the reader's language (words.ts),
// like its refusals: every page that lists players — the table, the lobby, histories,
// standings, replays — gets them ready to show.
import { msg, type Msg } from "@3u3d/i18n/msg";

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

/** A bot's persona at `seat`: the same seat always gets the same one. */
export const botPersona = (seat: number): string =>
  PERSONAS[seat % PERSONAS.length] ?? "Bot";

/** How a seat is named at the table, in histories and standings, as a message. */
export function seatName(
  player: { displayName: string } | null | undefined,
  botLevel: string | null,
  seat: number,
): string | Msg {
  if (player) return player.displayName;
  if (!botLevel) return msg("bots.seat.open");
  return msg("bots.seat.bot", {
    persona: botPersona(seat),
    level: msg(`bots.${botLevel}.name`),
  });
}
