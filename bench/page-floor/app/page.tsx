// Rendered once at build time, no component of the browser's own: what Next's start
// costs a phone with nothing else to do.
export default function StaticPage() {
  return (
    <main>
      <h1>The page floor</h1>
      <p>A bare Next.js page: the framework&apos;s own start and nothing of ours.</p>
    </main>
  );
}
