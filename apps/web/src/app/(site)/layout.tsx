// Every page in this group (every page of the App Router but the home page and the
// table, whose parts that ask the API bring the data layer in a chunk of their own:
// app/(home), app/(table); the rules
// are served by the Pages Router without React: src/pages/rules.tsx) has client
// components that speak or ask the API: their messages and the tRPC client
// (data-layout.tsx). A route group, so
// the URLs stay as they are and a new page placed here has them without having to
// remember.
export { DataLayout as default } from "~/components/site/data-layout";
