// The words of account refusals (a weak password, a taken user name…): catalogue
// messages in refusals.account, which the API says in the request's language. Its own
// file so that the schemas and checks that build them (username.ts, passwords.ts) and
// the account functions that throw them (accounts.ts) import it without a cycle.
import { wordsUnder } from "@3u3d/i18n/words-in-text";

/** An account refusal's words by their id in refusals.account. */
export const accountWords = wordsUnder("refusals.account");
