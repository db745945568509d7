// Draws the app icons (public/icons/*.png) for the web app manifest: a white card with
// a red "3" on the table's green felt, like src/app/icon.svg. Plain pixels and zlib, so
// no image tool is needed; run it again after changing the drawing:
//   node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "../public/icons");
const FELT = [15, 81, 50];
const CARD = [255, 255, 255];
const EDGE = [10, 54, 34];
const RED = [192, 57, 43];

/** One icon of `size` px; `inset` shrinks the card into a maskable icon's safe zone. */
function draw(size, inset) {
  const px = new Uint8Array(size * size * 3);
  const at = (u, v) => [Math.floor(u * size), Math.floor(v * size)];
  const fill = (u0, v0, u1, v1, color, radius = 0) => {
    const [x0, y0] = at(u0, v0);
    const [x1, y1] = at(u1, v1);
    const r = radius * size;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) {
        const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
        const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
        if (dx * dx + dy * dy > r * r) continue; // a rounded corner
        px.set(color, (y * size + x) * 3);
      }
  };
  fill(0, 0, 1, 1, FELT);
  const s = (v) => 0.5 + (v - 0.5) * (1 - inset); // scale toward the centre
  fill(s(0.17), s(0.06), s(0.83), s(0.94), EDGE, 0.1 * (1 - inset));
  fill(s(0.2), s(0.09), s(0.8), s(0.91), CARD, 0.08 * (1 - inset));
  // The "3": three bars and the right-hand stroke.
  for (const [u0, v0, u1, v1] of [
    [0.36, 0.26, 0.64, 0.33],
    [0.42, 0.465, 0.64, 0.535],
    [0.36, 0.67, 0.64, 0.74],
    [0.57, 0.26, 0.64, 0.74],
  ])
    fill(s(u0), s(v0), s(u1), s(v1), RED);
  return png(size, px);
}

function png(size, rgb) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++)
    Buffer.from(rgb.buffer, y * size * 3, size * 3).copy(raw, y * (size * 3 + 1) + 1);
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes) {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "icon-192.png"), draw(192, 0));
writeFileSync(path.join(out, "icon-512.png"), draw(512, 0));
writeFileSync(path.join(out, "maskable-512.png"), draw(512, 0.2));
