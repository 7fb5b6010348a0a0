export type Side = 'home' | 'away';

export interface Player {
  id: string;
  name: string;
  jersey: string; // '0' and '00' are different players
  position: 'attack' | 'midfield' | 'defence' | 'goalie' | 'fogo';
}

export interface Team {
  code: string;
  name: string;
  roster: Player[];
}

/** Game time: quarter 1-4, or 5 and up for sudden-death overtime periods, and seconds left on the clock. */
export interface Clock {
  quarter: number;
  secondsLeft: number;
}

export interface GoalEvent {
  kind: 'goal';
  at: Clock;
  side: Side;
  scorer: string;
  assist?: string;
  manUp: boolean;
}

export interface PenaltyEvent {
  kind: 'penalty';
  at: Clock;
  side: Side;
  player: string;
  foul: string;
  minutes: number; // 0.5 for a technical foul
  releasable: boolean;
}

export interface FaceoffEvent {
  kind: 'faceoff';
  at: Clock;
  winner: string; // player id
  loser: string;
  violation: boolean; // won on a violation by the loser
}

export interface TimeoutEvent {
  kind: 'timeout';
  at: Clock;
  side: Side;
}

export type GameEvent = GoalEvent | PenaltyEvent | FaceoffEvent | TimeoutEvent;

export interface Game {
  id: string;
  date: string; // YYYY-MM-DD
  home: Team;
  away: Team;
  events: GameEvent[];
}
