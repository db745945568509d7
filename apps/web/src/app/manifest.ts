import type { MetadataRoute } from "next";

// The web app manifest (served as /manifest.webmanifest, linked from every page): with
// the service worker (public/sw.js) it makes the site installable; it opens on the
// home page and keeps Practice one tap away as a shortcut.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "3UP 3DOWN online",
    short_name: "3UP 3DOWN",
    description: "The card game of shedding your hand and your table cards.",
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
    shortcuts: [{ name: "Practice against bots", url: "/practice" }],
  };
}
