// A ride's course and one combination's (rider and horse) record of the day.

export interface Loop {
  number: number; // 1-based, in riding order
  km: number;
}

export interface Course {
  name: string;
  loops: Loop[];
  holdMinutes: number; // compulsory rest after each vet gate but the last
  heartRate: number; // bpm the horse must be at or under when presented
  maxRecoveryMinutes: number; // from arrival to presentation at a gate
  minSpeed: number; // km/h over the whole ride, below which the combination is out of time
  maxSpeed?: number; // km/h, for speed-limited (novice) rides
}

export type Gait = 'regular' | 'irregular';

export interface GateRecord {
  loop: number; // the loop this gate ends
  arrival: string; // clock time at the gate (the finish line for the last loop)
  presentation: string; // clock time the horse was presented to the vets
  heartRate: number;
  gait: Gait;
}

export interface Entry {
  number: number;
  rider: string;
  horse: string;
  start: string;
  gates: GateRecord[];
  retired?: boolean;
}

export type Outcome =
  | { status: 'completed' }
  | { status: 'eliminated'; code: 'FTQ-ME' | 'FTQ-GA'; loop: number }
  | { status: 'retired'; loop: number }
  | { status: 'out-of-time' };
