// What a user name is, and its one normal form: trimmed and lower-cased. Sign-up stores
// it, sign-in looks it up, and the rate limiter counts attempts against it — all three
// through this schema, so no spelling of a name is a different account to any of them.
// Its problems are catalogue messages (refusals.account.*), said in the request's
// language by the API (words-in-text.ts carries them through zod).
import { z } from "zod";

import { wordsAsText } from "@3u3d/i18n/words-in-text";

import { accountWords } from "./account-words";

const USERNAME_MIN = 3;
const USERNAME_MAX = 20;

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN, wordsAsText(accountWords("usernameTooShort", { min: USERNAME_MIN })))
  .max(USERNAME_MAX, wordsAsText(accountWords("usernameTooLong", { max: USERNAME_MAX })))
  .regex(/^[a-z0-9_.-]+$/, wordsAsText(accountWords("usernameCharacters")));
