// Whether this browser has met "Learn to play": the home page offers the lesson to a
// first-time visitor until they open it or say no (kept in localStorage, per device).
const KEY = "3u3d.lessonSeen";

export function lessonSeen(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true; // storage blocked: never nag
  }
}

export function markLessonSeen(): void {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // storage blocked: the offer simply shows again next time
  }
}
