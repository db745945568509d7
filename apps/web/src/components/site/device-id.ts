"use client";

const KEY = "3u3d.device";

/**
 * A random UUID (v4). crypto.randomUUID exists only on secure pages (https or
 * localhost): a self-hoster's http://192.168.… address has getRandomValues alone.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This page's id while it stays loaded (client-side navigation keeps it). */
export const pageId = typeof window === "undefined" ? "" : randomUuid();

/**
 * This browser's own random id, kept on the device: it counts a visitor who is nobody
 * yet as one person in "people online", however many tabs they open. Never tied to a
 * player. A browser that keeps nothing gets a new id each time (counted per page).
 */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
    const made = randomUuid();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    return randomUuid();
  }
}
