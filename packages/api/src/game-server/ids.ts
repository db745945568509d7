// Random identifiers a table is given when it is created.
import { randomBytes } from "node:crypto";

import { INVITE_ALPHABET, INVITE_CODE_LENGTH } from "../invite-code";

/** Eight characters a friend can type: 32^8 ≈ 10^12 codes. */
export function newInviteCode(): string {
  const bytes = randomBytes(INVITE_CODE_LENGTH);
  return Array.from(bytes, (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join("");
}

/** The shuffle seed; it stays on the server until the game is over. */
export function newSeed(): string {
  return randomBytes(16).toString("hex");
}
