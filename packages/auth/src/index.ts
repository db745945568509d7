export {
  clearCookieHeader,
  GUEST_COOKIE,
  guestCookieHeader,
  GUEST_TOKEN_DAYS,
  readCookie,
  readGuestToken,
  signGuestToken,
  verifyGuestToken,
} from "./guest-token";
export { loadAuthSecret } from "./secret";
export { hasSessionCookie } from "./session-cookie";
export {
  readFormToken,
  readSession,
  type FormToken,
  type RequestSession,
} from "./session-reader";
export {
  AccountError,
  signUp,
  verifyCredentials,
  type AccountErrorCode,
} from "./accounts";
export { hashPassword, passwordProblem, verifyPassword } from "./passwords";
export { usernameSchema } from "./username";
export {
  limitAttempts,
  RateLimiter,
  type RateLimiterOptions,
  type RateLimitPolicy,
} from "./rate-limit";
export {
  accountChangeGuessKeys,
  authPolicy,
  checkPasswordLimited,
  signInGuessKeys,
  type GuessKeys,
} from "./password-guesses";
export {
  LINK_COOKIE,
  LINK_INTENT_MS,
  linkIntended,
  linkIntentCookieHeader,
  signLinkIntent,
} from "./link-intent";
export { CLIENT_ADDRESS_HEADER, clientKey } from "./client-address";
export {
  createAuthConfig,
  enabledOAuthProviders,
  OAUTH_PROVIDER_IDS,
  type AuthDeps,
  type OAuthProviderId,
} from "./auth-config";
export { playerForOAuth, type OAuthIdentity } from "./oauth-players";
export { changePassword } from "./password-change";
