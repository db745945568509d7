// What a user name is, and its one normal form: trimmed and lower-cased. Sign-up stores
// it, sign-in looks it up, and the rate limiter counts attempts against it — all three
// through this schema, so no spelling of a name is a different account to any of them.
import { z } from "zod";

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, "User names have at least 3 characters.")
  .max(20, "User names have at most 20 characters.")
  .regex(/^[a-z0-9_.-]+$/, "Use letters, digits, _ . or - in user names.");
