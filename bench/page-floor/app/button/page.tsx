import { headers } from "next/headers";

import { Counter } from "./counter";

// As the app's pages are: rendered per request, with one component of the browser's
// own to hydrate. The least any page of the site could cost.
export default async function ButtonPage() {
  await headers();
  return (
    <main>
      <h1>The page floor, with one button</h1>
      <Counter />
    </main>
  );
}
