// A table's invite code: the letters it is made of, and what is wrong with a code as a
// person typed it, in words. The server draws codes from this alphabet (ids.ts) and
// checks requests against it (schemas.ts); the join box in the browser checks with the
// same function before it sends anything. No dependencies, so the browser can load it.

/** Letters and digits, without 0/O and 1/I, which look alike. */
export const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 8;

/** What an invite code is, for a request that holds something else. */
export const INVITE_CODE_WORDS =
  "An invite code has 8 letters and digits, like ABCD2345.";

/** A code as typed, in its one form: no spaces around it, capitals. */
export const normalInviteCode = (typed: string) => typed.trim().toUpperCase();

/** What keeps `typed` from being an invite code, in words; null when it could be one. */
export function inviteCodeProblem(typed: string): string | null {
  const code = normalInviteCode(typed);
  if (code.length === 0) return "Type the invite code you were sent.";
  const wrong = [...code].find((c) => !INVITE_ALPHABET.includes(c));
  if (wrong !== undefined)
    return "0O1I".includes(wrong)
      ? `Invite codes have no ${wrong === "0" || wrong === "O" ? "0 or O" : "1 or I"}: they leave out characters that look alike.`
      : `An invite code has only letters and digits (not “${wrong}”).`;
  if (code.length !== INVITE_CODE_LENGTH)
    return `An invite code has ${INVITE_CODE_LENGTH} letters and digits; this one has ${code.length}.`;
  return null;
}
