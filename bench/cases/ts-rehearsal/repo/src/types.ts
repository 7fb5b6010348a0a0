export type Section = 'strings' | 'woodwind' | 'brass' | 'percussion';

export interface Player {
  id: string;
  name: string;
  section: Section;
  instrument: string;
  /** 1 is the principal; lower numbers sit nearer the front. */
  chair: number;
}

export interface Rehearsal {
  id: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  venue: string;
  calls: readonly Section[];
}

export type Mark = 'present' | 'late' | 'absent' | 'excused';

export interface Register {
  rehearsalId: string;
  marks: Record<string, Mark>;
}
