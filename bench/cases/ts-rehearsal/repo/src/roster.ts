import type { Player, Section } from './types';

const SECTION_ORDER: readonly Section[] = ['strings', 'woodwind', 'brass', 'percussion'];

export function sectionRank(section: Section): number {
  return SECTION_ORDER.indexOf(section);
}

export function playersIn(players: readonly Player[], section: Section): Player[] {
  return players.filter((p) => p.section === section).sort((a, b) => a.chair - b.chair || a.name.localeCompare(b.name));
}

export function findPlayer(players: readonly Player[], id: string): Player | undefined {
  return players.find((p) => p.id === id);
}

export function bySeating(players: readonly Player[]): Player[] {
  return [...players].sort(
    (a, b) => sectionRank(a.section) - sectionRank(b.section) || a.chair - b.chair || a.name.localeCompare(b.name),
  );
}

export function parseSection(text: string): Section {
  const wanted = text.trim().toLowerCase();
  const found = SECTION_ORDER.find((s) => s === wanted);
  if (!found) {
    throw new Error(`unknown section "${text}"`);
  }
  return found;
}
