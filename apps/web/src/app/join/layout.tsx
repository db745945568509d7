// This route's page has client components: their messages and the tRPC client (data-layout.tsx).
export { DataLayout as default } from "~/components/site/data-layout";
