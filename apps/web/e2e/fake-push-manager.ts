// Headless Chromium has no push service: PushManager.subscribe() answers "AbortError:
// Registration failed - permission denied" even with the permission granted (and with
// no internet there would be no FCM to register with anyway). So the browser tests put
// this stand-in in its place, before the page's scripts run: subscribe() makes a real
// P-256 key pair and auth secret, an https endpoint on push.example.test, and keeps
// the subscription in localStorage the way a browser keeps it across visits;
// unsubscribe() forgets it and notes which endpoint it ended. Everything else (the
// permission, the service worker, the server's calls) is the real thing.
export const FAKE_PUSH_KEY = "e2e-fake-push";
export const FAKE_PUSH_ENDED = "e2e-fake-push-ended";

export function fakePushManager({ key, ended }: { key: string; ended: string }) {
  interface Kept {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    serverKey: number[];
  }
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const subscription = (kept: Kept) => ({
    endpoint: kept.endpoint,
    expirationTime: null,
    options: {
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array(kept.serverKey).buffer,
    },
    toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: kept.keys }),
    unsubscribe: () => {
      localStorage.removeItem(key);
      localStorage.setItem(ended, kept.endpoint);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.getSubscription = function () {
    const kept = localStorage.getItem(key);
    return Promise.resolve(
      kept
        ? (subscription(JSON.parse(kept) as Kept) as unknown as PushSubscription)
        : null,
    );
  };
  PushManager.prototype.subscribe = async function (
    options?: PushSubscriptionOptionsInit,
  ) {
    const pair = await crypto.subtle.generateKey(
      { name: "ECDH", namedCurve: "P-256" },
      true,
      ["deriveBits"],
    );
    const publicKey = new Uint8Array(
      await crypto.subtle.exportKey("raw", pair.publicKey),
    );
    const serverKey = options?.applicationServerKey;
    const kept: Kept = {
      endpoint: `https://push.example.test/e2e/${crypto.randomUUID()}`,
      keys: {
        p256dh: base64url(publicKey),
        auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
      },
      serverKey: Array.from(
        serverKey instanceof ArrayBuffer
          ? new Uint8Array(serverKey)
          : ArrayBuffer.isView(serverKey)
            ? new Uint8Array(serverKey.buffer, serverKey.byteOffset, serverKey.byteLength)
            : [],
      ),
    };
    localStorage.setItem(key, JSON.stringify(kept));
    return subscription(kept) as unknown as PushSubscription;
  };
}
