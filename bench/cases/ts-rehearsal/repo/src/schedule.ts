import type { Player, Rehearsal } from './types';

export function isCalled(player: Player, rehearsal: Rehearsal): boolean {
  return rehearsal.calls.includes(player.section);
}

export function callsFor(player: Player, rehearsals: readonly Rehearsal[]): Rehearsal[] {
  return rehearsals.filter((r) => isCalled(player, r)).sort((a, b) => a.date.localeCompare(b.date));
}

export function nextRehearsal(rehearsals: readonly Rehearsal[], after: string): Rehearsal | undefined {
  return [...rehearsals].sort((a, b) => a.date.localeCompare(b.date)).find((r) => r.date > after);
}
