// Random identifiers a table is given when it is created.
import { randomBytes } from "node:crypto";

const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I

/** Eight characters a friend can type: 32^8 ≈ 10^12 codes. */
export function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join("");
}

/** The shuffle seed; it stays on the server until the game is over. */
export function newSeed(): string {
  return randomBytes(16).toString("hex");
}
