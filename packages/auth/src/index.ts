export {
  GUEST_COOKIE,
  guestCookieHeader,
  readCookie,
  signGuestToken,
  verifyGuestToken,
} from "./guest-token";
export { loadAuthSecret } from "./secret";
