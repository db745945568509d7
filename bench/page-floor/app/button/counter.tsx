"use client";

import { useState } from "react";

export function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      Pressed {presses} times
    </button>
  );
}
