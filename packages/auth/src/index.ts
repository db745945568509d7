export {
  clearCookieHeader,
  GUEST_COOKIE,
  guestCookieHeader,
  readCookie,
  signGuestToken,
  verifyGuestToken,
} from "./guest-token";
export { loadAuthSecret } from "./secret";
export {
  AccountError,
  signUp,
  usernameSchema,
  verifyCredentials,
  type AccountErrorCode,
} from "./accounts";
export { hashPassword, passwordProblem, verifyPassword } from "./passwords";
export { RateLimiter } from "./rate-limit";
