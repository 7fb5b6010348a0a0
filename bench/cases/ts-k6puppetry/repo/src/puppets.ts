import type { Puppet, PuppetKind, Show } from "./types.js";

/** Hands a performer needs for one puppet of this kind. */
export function handsFor(kind: PuppetKind): number {
  switch (kind) {
    case "marionette":
    case "rod":
      return 2;
    case "glove":
    case "shadow":
      return 1;
  }
}

/** Minutes to take a puppet off its hook and get it working, between scenes. */
export function rigMinutes(kind: PuppetKind): number {
  return kind === "marionette" ? 3 : 1;
}

export function findPuppet(show: Show, id: string): Puppet | undefined {
  return show.puppets.find((p) => p.id === id);
}

/** "Punch (glove)", or "Grandfather (marionette, 9 strings)". */
export function describePuppet(p: Puppet): string {
  const strings = p.kind === "marionette" && p.strings ? `, ${p.strings} strings` : "";
  return `${p.name} (${p.kind}${strings})`;
}
