export type Weapon = 'foil' | 'epee' | 'sabre';

export interface Fencer {
  id: string;
  name: string;
  club: string;
  /** National ranking points; higher is better, 0 for unranked. */
  rating: number;
}

export type Stage = 'pool' | 'de';

/** A finished bout, as written on the score sheet. */
export interface BoutResult {
  left: string;
  right: string;
  leftScore: number;
  rightScore: number;
  winner: string;
}
