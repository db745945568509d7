// A stand-in for a browser's push service, on 127.0.0.1: it records every push it is
// sent and answers with the status a test chooses per device. And the browser's side:
// a subscription's keys (ECDH P-256, a 16-byte auth secret), the decryption of what
// arrives (RFC 8291 over RFC 8188's aes128gcm, written here with node:crypto alone,
// independent of web-push), and the check of the VAPID token (RFC 8292).
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  /** The device: the endpoint's path, e.g. "/ann". */
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushServiceStandIn {
  /** The endpoint URL of a device on this service. */
  endpoint(device: string): string;
  origin: string;
  received: ReceivedPush[];
  /** What the service answers for a device from now on (201 until told). */
  answer(device: string, status: number): void;
  /** Holds every answer to a device until `release` (a slow push service). */
  hold(device: string): void;
  /** Answers the held pushes (and no longer holds); how many there were. */
  release(device: string): number;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const held = new Map<string, (() => void)[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const device = request.url ?? "/";
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = () => response.writeHead(answers.get(device) ?? 201).end();
      const waiting = held.get(device);
      if (waiting) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    endpoint: (device) => `${origin}/${device}`,
    origin,
    received,
    answer: (device, status) => answers.set(`/${device}`, status),
    hold: (device) => held.set(`/${device}`, []),
    release(device) {
      const waiting = held.get(`/${device}`) ?? [];
      held.delete(`/${device}`);
      for (const answer of waiting) answer();
      return waiting.length;
    },
    close: () =>
      new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/** A browser's subscription keys: what it sends the server, and what it keeps. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys(); // uncompressed, 65 bytes
  const auth = randomBytes(16);
  return {
    keys: {
      p256dh: publicKey.toString("base64url"),
      auth: auth.toString("base64url"),
    },
    /** The plaintext of an aes128gcm push body (RFC 8291 §3.4, RFC 8188 §2). */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + idLength); // as_public, the keyid
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error("more than one record");
      const ecdhSecret = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([
        Buffer.from("WebPush: info\0"),
        publicKey,
        serverKey,
      ]);
      const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
      );
      const nonce = Buffer.from(
        hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
      );
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(-16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, -16)),
        decipher.final(),
      ]);
      // The last record: the content, a 0x02 delimiter, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/**
 * The VAPID token of a push (Authorization: vapid t=<JWT>, k=<public key>), verified
 * with the public key it names: its claims, or an error.
 */
export function verifiedVapid(authorization: string | string[] | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([^,]+), k=(.+)$/u.exec(String(authorization));
  if (!match?.[1] || !match[2])
    throw new Error(`not a VAPID header: ${String(authorization)}`);
  const [token, publicKey] = [match[1], match[2]];
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) throw new Error("not a JWT");
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not verify");
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as {
    alg: string;
  };
  if (alg !== "ES256") throw new Error(`VAPID alg ${alg}`);
  return {
    publicKey,
    claims: JSON.parse(Buffer.from(payload, "base64url").toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
  };
}
