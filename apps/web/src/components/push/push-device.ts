// This browser's side of Web Push, without React: whether it can receive pushes, its
// subscription, and turning it on and off. The server's side (storing, sending) is the
// push router; these functions are handed its calls, so the order is always the same:
// subscribe in the browser, then tell the server; tell the server, then unsubscribe.

/** The subscription as the server stores it (`PushSubscription.toJSON()`, without its expiry). */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushSupport = "supported" | "unsupported";

export function pushSupport(): PushSupport {
  return typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
    ? "supported"
    : "unsupported";
}

/** This browser's push subscription for the site, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A base64url key (the site's VAPID public key) as the bytes `subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/gu, "+").replace(/_/gu, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A subscription as the server stores it; null when the browser left out its keys. */
export function storedForm(subscription: PushSubscription): DeviceSubscription | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  return json.endpoint && p256dh && auth
    ? { endpoint: json.endpoint, keys: { p256dh, auth } }
    : null;
}

export type TurnOnOutcome = "on" | "denied" | "dismissed";

/**
 * Asks for permission (the browser's own prompt), subscribes with the site's key and
 * hands the subscription to `store`. A subscription made with another key (the site's
 * keys were replaced) is dropped first: pushes signed with the new key would not reach it.
 */
export async function turnOn(
  publicKey: string,
  store: (subscription: DeviceSubscription) => Promise<unknown>,
): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  // The page registers the worker in production (service-worker.tsx); here too, so a
  // first visit straight to this page can subscribe.
  await navigator.serviceWorker.register("/sw.js");
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const stored = storedForm(subscription);
  if (!stored) throw new Error("The browser gave a push subscription without its keys.");
  await store(stored);
  return "on";
}

/** Whether the browser subscribed with this key (the site's VAPID public key, base64url). */
export const subscribedWith = (subscription: PushSubscription, publicKey: string) =>
  sameKey(subscription, keyBytes(publicKey));

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options.applicationServerKey;
  if (!used) return false;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Tells the server to forget this device, then ends the browser's subscription. */
export async function turnOff(
  forget: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await forget(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * Signing out: this device stops receiving the account's notifications. Never holds
 * up the sign-out for long, nor stops it: a server that cannot be reached is given
 * 3 seconds, and the browser's subscription ends either way.
 */
export async function forgetOnSignOut(
  forget: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await Promise.race([
      forget(subscription.endpoint).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
    await subscription.unsubscribe();
  } catch {
    // Nothing to forget, or a browser that will not say: signing out goes on.
  }
}
