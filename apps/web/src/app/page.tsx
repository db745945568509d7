import { PlayNow } from "~/components/play-now";

export default function HomePage() {
  return (
    <main>
      <h1>3UP 3DOWN</h1>
      <p className="pitch">
        Empty your hand, then your three face-up cards, then three cards you have never
        seen. Play equal or higher, wipe the pile with a Clear, chain extra plays with
        Clear +1 and +2 — and if you cannot play, the whole pile is yours.
      </p>
      <PlayNow />
    </main>
  );
}
