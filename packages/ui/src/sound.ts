// Short cues made on the spot with WebAudio (no sound files to load): a tap for a play,
// a rising sweep for a clear, a falling slide for a pick-up, two notes for your turn,
// a short rising arpeggio when you win. Only ever started after the player's first tap
// or key on the page (browsers refuse sound before it), and never when sound is off.

export type Cue = "play" | "clear" | "pickup" | "turn" | "win";

let context: AudioContext | null = null;

function tone(
  ctx: AudioContext,
  from: number,
  to: number,
  start: number,
  length: number,
  type: OscillatorType,
  volume: number,
) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, ctx.currentTime + start);
  osc.frequency.exponentialRampToValueAtTime(to, ctx.currentTime + start + length);
  gain.gain.setValueAtTime(volume, ctx.currentTime + start);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + length + 0.02);
}

export function playCue(cue: Cue, loudness = 1) {
  if (typeof window === "undefined" || !("AudioContext" in window)) return;
  // Before any gesture the browser would keep the context suspended (and say so).
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  if (loudness <= 0) return;
  context ??= new AudioContext();
  const ctx = context;
  if (ctx.state === "suspended") void ctx.resume();
  switch (cue) {
    case "play":
      tone(ctx, 520, 380, 0, 0.08, "triangle", 0.2 * loudness);
      break;
    case "clear":
      tone(ctx, 300, 1200, 0, 0.35, "sawtooth", 0.08 * loudness);
      break;
    case "pickup":
      tone(ctx, 500, 160, 0, 0.3, "square", 0.06 * loudness);
      break;
    case "turn":
      tone(ctx, 660, 660, 0, 0.12, "sine", 0.2 * loudness);
      tone(ctx, 880, 880, 0.14, 0.16, "sine", 0.2 * loudness);
      break;
    case "win":
      tone(ctx, 523, 523, 0, 0.12, "triangle", 0.18 * loudness);
      tone(ctx, 659, 659, 0.12, 0.12, "triangle", 0.18 * loudness);
      tone(ctx, 784, 784, 0.24, 0.12, "triangle", 0.18 * loudness);
      tone(ctx, 1047, 1047, 0.36, 0.3, "triangle", 0.18 * loudness);
      break;
  }
}
