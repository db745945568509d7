// A table's invite code: the letters it is made of, and what is wrong with a code as a
// person typed it, in words (catalogue messages, said in the reader's language). The
// server draws codes from this alphabet (ids.ts) and checks requests against it
// (schemas.ts); the join box in the browser checks with the same function before it
// sends anything. No dependencies beyond the words' type, so the browser can load it.
import type { PlainWords } from "@3u3d/i18n/words-in-text";

import { validationWords } from "./validation-words";

/** Letters and digits, without 0/O and 1/I, which look alike. */
export const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/**
 * Ten of 32 letters: 50 bits, so guessing stays hopeless even with wrong guesses
 * limited per address and codes dead once their game is over (issue #61: eight, with
 * neither, gave about one hit an hour per address over a million stored games).
 */
export const INVITE_CODE_LENGTH = 10;
/** Codes made before the change had eight: still accepted while their tables last. */
export const OLD_INVITE_CODE_LENGTH = 8;

/** Whether a normalised code has a length some table's code has. */
export const inviteCodeLengthFits = (code: string) =>
  code.length === INVITE_CODE_LENGTH || code.length === OLD_INVITE_CODE_LENGTH;

/** What an invite code is, for a request that holds something else. */
export const INVITE_CODE_WORDS = validationWords("inviteCode", {
  length: INVITE_CODE_LENGTH,
  example: "ABCDE23456",
});

/** A code as typed, in its one form: no spaces around it, capitals. */
export const normalInviteCode = (typed: string) => typed.trim().toUpperCase();

/** What keeps `typed` from being an invite code, in words; null when it could be one. */
export function inviteCodeProblem(typed: string): PlainWords | null {
  const code = normalInviteCode(typed);
  if (code.length === 0) return validationWords("inviteCodeEmpty");
  const wrong = [...code].find((c) => !INVITE_ALPHABET.includes(c));
  if (wrong !== undefined)
    return "0O1I".includes(wrong)
      ? validationWords("inviteCodeLookalike", {
          pair: wrong === "0" || wrong === "O" ? "zero" : "one",
        })
      : validationWords("inviteCodeCharacter", { character: wrong });
  if (!inviteCodeLengthFits(code))
    return validationWords("inviteCodeLength", {
      length: INVITE_CODE_LENGTH,
      typed: code.length,
    });
  return null;
}
