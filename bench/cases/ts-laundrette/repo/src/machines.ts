export type Kind = "washer" | "dryer";

export interface Program {
  name: string;
  minutes: number;
  priceCents: number;
}

export interface Machine {
  id: string;
  kind: Kind;
  programs: Program[];
}

const WASHER_PROGRAMS: Program[] = [
  { name: "quick", minutes: 25, priceCents: 350 },
  { name: "cotton", minutes: 58, priceCents: 450 },
  { name: "delicates", minutes: 38, priceCents: 400 },
];

export const FLOOR: Machine[] = [
  { id: "W1", kind: "washer", programs: WASHER_PROGRAMS },
  { id: "W2", kind: "washer", programs: WASHER_PROGRAMS },
  { id: "W3", kind: "washer", programs: WASHER_PROGRAMS.filter((p) => p.name !== "delicates") },
  { id: "D1", kind: "dryer", programs: [] },
  { id: "D2", kind: "dryer", programs: [] },
];

export function machine(id: string, floor: Machine[] = FLOOR): Machine {
  const found = floor.find((m) => m.id === id);
  if (!found) throw new Error(`no machine ${id}`);
  return found;
}

export function program(m: Machine, name: string): Program {
  const found = m.programs.find((p) => p.name === name);
  if (!found) throw new Error(`${m.id} has no ${name} program`);
  return found;
}
