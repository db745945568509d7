export {
  clearCookieHeader,
  GUEST_COOKIE,
  guestCookieHeader,
  readCookie,
  signGuestToken,
  verifyGuestToken,
} from "./guest-token";
export { loadAuthSecret } from "./secret";
export { hasSessionCookie } from "./session-cookie";
export {
  AccountError,
  signUp,
  usernameSchema,
  verifyCredentials,
  type AccountErrorCode,
} from "./accounts";
export { hashPassword, passwordProblem, verifyPassword } from "./passwords";
export { clientKey, limitAttempts, RateLimiter } from "./rate-limit";
export { createAuthConfig, enabledOAuthProviders, type AuthDeps } from "./auth-config";
export { playerForOAuth, type OAuthIdentity } from "./oauth-players";
