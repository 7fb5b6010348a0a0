import type { Entry, TrialClass } from "./types.js";

const CLASSES: readonly TrialClass[] = ["novice", "open"];

function isClass(text: string): text is TrialClass {
  return (CLASSES as readonly string[]).includes(text);
}

/** Entries from the secretary's CSV, one `handler,dog,class` per line, numbered from 1. */
export function parseEntries(csv: string): Entry[] {
  const entries: Entry[] = [];
  for (const line of csv.split("\n")) {
    if (line.trim() === "") continue;
    const [handler, dog, cls] = line.split(",").map((s) => s.trim());
    if (!handler || !dog || !cls || !isClass(cls)) {
      throw new Error(`bad entry line: ${line}`);
    }
    entries.push({ id: entries.length + 1, handler, dog, trialClass: cls });
  }
  return entries;
}
