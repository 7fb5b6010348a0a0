import { parseClock } from './clock.js';
import type { Game, GameEvent, Team } from './types.js';

export const harriers: Team = {
  code: 'HAR',
  name: 'Harriers',
  roster: [
    { id: 'h1', name: 'Okafor', jersey: '1', position: 'attack' },
    { id: 'h7', name: 'Lindqvist', jersey: '7', position: 'midfield' },
    { id: 'h22', name: 'Brannigan', jersey: '22', position: 'fogo' },
    { id: 'h00', name: 'Tsosie', jersey: '00', position: 'goalie' },
  ],
};

export const ospreys: Team = {
  code: 'OSP',
  name: 'Ospreys',
  roster: [
    { id: 'o0', name: 'Delacroix', jersey: '0', position: 'attack' },
    { id: 'o12', name: 'Haddad', jersey: '12', position: 'midfield' },
    { id: 'o44', name: 'McAllister', jersey: '44', position: 'fogo' },
    { id: 'o30', name: 'Varga', jersey: '30', position: 'goalie' },
  ],
};

const events: GameEvent[] = [
  { kind: 'faceoff', at: parseClock('Q1 15:00'), winner: 'h22', loser: 'o44', violation: false },
  { kind: 'goal', at: parseClock('Q1 12:41'), side: 'home', scorer: 'h1', assist: 'h7', manUp: false },
  { kind: 'faceoff', at: parseClock('Q1 12:41'), winner: 'o44', loser: 'h22', violation: false },
  { kind: 'penalty', at: parseClock('Q1 9:02'), side: 'home', player: 'h7', foul: 'slashing', minutes: 1, releasable: true },
  { kind: 'goal', at: parseClock('Q1 8:30'), side: 'away', scorer: 'o0', assist: 'o12', manUp: true },
  { kind: 'faceoff', at: parseClock('Q1 8:30'), winner: 'h22', loser: 'o44', violation: true },
  { kind: 'timeout', at: parseClock('Q2 4:15'), side: 'away' },
  { kind: 'goal', at: parseClock('Q3 2:02'), side: 'home', scorer: 'h7', manUp: false },
  { kind: 'faceoff', at: parseClock('Q3 2:02'), winner: 'h22', loser: 'o44', violation: false },
  { kind: 'penalty', at: parseClock('Q4 6:40'), side: 'away', player: 'o12', foul: 'offside', minutes: 0.5, releasable: false },
];

export const sampleGame: Game = { id: 'G-0412', date: '2026-04-12', home: harriers, away: ospreys, events };
