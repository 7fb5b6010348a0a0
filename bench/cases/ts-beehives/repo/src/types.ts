export type ColonyState = 'strong' | 'building' | 'weak' | 'queenless';

export type Temper = 'calm' | 'nervous' | 'defensive';

export interface Hive {
  id: string;
  name: string;
  site: string;
  /** Year the queen was raised (her colour mark follows it). */
  queenYear: number;
}

export interface Inspection {
  hiveId: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  broodFrames: number;
  colony: ColonyState;
  temper: Temper;
  queenSeen: boolean;
  queenCells: number;
}

export interface Harvest {
  hiveId: string;
  date: string;
  supers: number;
  kg: number;
}
