/** How a seat is named at the table, in histories and standings. */
export function seatName(
  player: { displayName: string } | null | undefined,
  botLevel: string | null,
): string {
  if (player) return player.displayName;
  return botLevel ? `Bot (${botLevel})` : "Open seat";
}
