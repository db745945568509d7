// The coach's worker threads run at the lowest CPU priority (nice 19), so when the
// machine is busy the kernel gives bots' threads, requests and the database the CPU
// first. Linux gives each thread its own nice value, set through its thread id, which
// Node does not expose: /proc/thread-self names it. Elsewhere (macOS, Windows) the
// thread keeps normal priority; the coach's own pool and its cap still keep it apart.
import { readlinkSync } from "node:fs";
import { constants, setPriority } from "node:os";

export function lowerThisThreadsPriority(): boolean {
  try {
    // "<pid>/task/<tid>"
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    return false; // not Linux, or not allowed: normal priority
  }
}
