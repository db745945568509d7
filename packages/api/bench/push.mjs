// What preparing one Web Push costs (docs/benchmarks.md, "Preparing a push"): web-push's
// encryption (RFC 8291) and VAPID signature (RFC 8292) for a "Your turn" message, in a
// loop. Run: node packages/api/bench/push.mjs
import { createECDH, randomBytes } from "node:crypto";

import webpush from "web-push";

const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:bench@example.com" };
const device = createECDH("prime256v1");
const subscription = {
  endpoint: "https://fcm.googleapis.com/fcm/send/bench",
  keys: {
    p256dh: device.generateKeys().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  },
};
const gameId = "cmabcdefghijklmnopqrstuvw";
const payload = JSON.stringify({
  title: "Your turn",
  body: "It is your move at the table. You have 1 day to play.",
  url: `/table/${gameId}`,
  tag: `table-${gameId}`,
});
const prepare = () =>
  webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: 86_400,
  });

for (let i = 0; i < 200; i++) prepare();
const pushes = 2000;
const start = process.hrtime.bigint();
let bytes = 0;
for (let i = 0; i < pushes; i++) bytes = prepare().body.length;
const micros = Number(process.hrtime.bigint() - start) / 1000 / pushes;
console.log(
  `${pushes} pushes prepared: ${micros.toFixed(0)} µs each (encrypt + VAPID sign); ` +
    `body ${bytes} bytes for a ${payload.length}-byte message`,
);
