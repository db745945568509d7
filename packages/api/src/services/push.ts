// Web Push (issue #36): tells an account's devices of what happened while its pages
// were closed — their turn in a game that waits, a table found by quick pairing, a
// friend's challenge. A device subscribes through the push router; `notify` sends to
// every device of a player, off the caller's path: a move or a match never waits for a
// push service, and a failure is logged, never thrown back. A subscription the push
// service calls gone (404, 410) is forgotten.
import type { PushRepository, SiteRepository } from "@3u3d/db/repositories";
import type { Msg } from "@3u3d/i18n/msg";
import { log } from "@3u3d/log";

import { savedLocale, speak } from "../words";

import { loadVapidKeys, type VapidConfig, type VapidEnv } from "./push-keys";
import { webPushSender, type PushSender } from "./push-sender";

/** What a notification shows, and where a click on it leads. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on this site, e.g. /table/abc. */
  url: string;
  /** A newer notification with the same tag replaces the older one on the device. */
  tag: string;
}

/** A notification in words to say in the recipient's language (push-messages.ts). */
export interface PushWords {
  title: Msg;
  body: Msg;
  url: string;
  tag: string;
}

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How one `deliver` went, device by device. */
export interface Delivery {
  sent: number;
  /** Subscriptions the push service called gone, now forgotten. */
  gone: number;
  failed: number;
}

/** One person's devices: a few browsers and phones; an older one past these is forgotten. */
export const DEVICES_KEPT = 10;

export interface PushOptions {
  repositories: { push: PushRepository; site: Pick<SiteRepository, "keepFirstSetting"> };
  /** The operator's VAPID keys and subject (env); without keys, a pair kept in the database. */
  vapid?: VapidEnv;
  /** How a push leaves (tests may point it elsewhere); web-push and fetch by default. */
  sender?: PushSender;
  /** Where failures are told (the process's log by default, as warnings). */
  log?: (message: string) => void;
  /** The language a player saved (null: none), for the words of their notifications. */
  localeOf?: (playerId: string) => Promise<string | null>;
}

export function createPush(options: PushOptions) {
  const { push } = options.repositories;
  const send = options.sender ?? webPushSender();
  const warn = options.log ?? ((message: string) => log().warn(message));
  let keys: Promise<VapidConfig> | null = null;
  const underway = new Set<Promise<unknown>>();

  /** The key pair, read (or made) once per instance; a failed read is tried again next time. */
  function vapid(): Promise<VapidConfig> {
    keys ??= loadVapidKeys(options.repositories.site, options.vapid).catch(
      (error: unknown) => {
        keys = null;
        throw error;
      },
    );
    return keys;
  }

  /** The words of a notification in the recipient's saved language (English if none). */
  async function inTheirWords(playerId: string, words: PushWords): Promise<PushMessage> {
    const locale = savedLocale(await options.localeOf?.(playerId));
    return {
      title: speak(locale, words.title),
      body: speak(locale, words.body),
      url: words.url,
      tag: words.tag,
    };
  }

  /** Sends `message` to every device of `playerId` and waits for the answers. */
  async function deliver(
    playerId: string,
    message: PushMessage | PushWords,
  ): Promise<Delivery> {
    const devices = await push.of(playerId);
    const delivery: Delivery = { sent: 0, gone: 0, failed: 0 };
    if (devices.length === 0) return delivery;
    const config = await vapid();
    const said =
      typeof message.title === "string"
        ? (message as PushMessage)
        : await inTheirWords(playerId, message as PushWords);
    const payload = JSON.stringify(said);
    await Promise.all(
      devices.map(async (device) => {
        const target = { endpoint: device.endpoint, keys: device };
        try {
          const status = await send(target, payload, config);
          if (status === 404 || status === 410) {
            delivery.gone++;
            await push.forget(device.endpoint);
          } else if (status >= 200 && status < 300) delivery.sent++;
          else {
            delivery.failed++;
            warn(`push: ${hostOf(device.endpoint)} answered ${status}`);
          }
        } catch (error) {
          delivery.failed++;
          warn(`push: sending to ${hostOf(device.endpoint)} failed: ${String(error)}`);
        }
      }),
    );
    return delivery;
  }

  return {
    /** The public key browsers subscribe with (base64url). */
    publicKey: async () => (await vapid()).publicKey,

    /** Stores this device's subscription for the player (an account: the router checks). */
    subscribe: (playerId: string, device: DeviceSubscription) =>
      push.save({ endpoint: device.endpoint, ...device.keys, playerId }, DEVICES_KEPT),

    /** Forgets this device's subscription if the player holds it; whether it did. */
    unsubscribe: (playerId: string, endpoint: string) => push.remove(endpoint, playerId),

    /** Forgets every device of the player (signed out everywhere). */
    unsubscribeAll: (playerId: string) => push.forgetPlayer(playerId),

    /**
     * Tells every device of `playerId`, in the background: returns at once, never
     * throws. Players without devices (guests, bots' seats) cost one read.
     */
    notify(playerId: string, message: PushMessage | PushWords): void {
      const sending = deliver(playerId, message)
        .catch((error: unknown) => warn(`push: notifying failed: ${String(error)}`))
        .finally(() => underway.delete(sending));
      underway.add(sending);
    },

    deliver,

    /** Resolves once every `notify` under way has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (underway.size > 0) await Promise.all(underway);
    },
  };
}

export type Push = ReturnType<typeof createPush>;

/** Only the push service's host is logged: the endpoint's path names a device. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "an invalid endpoint";
  }
}
