import type { MetadataRoute } from "next";
import { getLocale, getTranslations } from "next-intl/server";

// The web app manifest (served as /manifest.webmanifest, linked from every page): with
// the service worker (public/sw.js) it makes the site installable; it opens on the
// home page and keeps Practice one tap away as a shortcut. In the language of the
// request that asks for it (src/i18n/request.ts).
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations("site");
  return {
    name: t("title"),
    short_name: "3UP 3DOWN",
    description: t("manifestDescription"),
    lang: await getLocale(),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#0a3622",
    theme_color: "#0f5132",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      {
        src: "/icons/maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
    shortcuts: [{ name: t("practiceShortcut"), url: "/practice" }],
  };
}
