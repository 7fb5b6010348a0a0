import { machine, program, type Machine } from "./machines";
import { addMinutes, clock } from "./util/time";

export interface Cycle {
  machine: string;
  program: string;
  start: Date;
  finish: Date;
  priceCents: number;
}

export function startWash(id: string, programName: string, at: Date, floor?: Machine[]): Cycle {
  const m = machine(id, floor);
  if (m.kind !== "washer") throw new Error(`${id} is not a washer`);
  const p = program(m, programName);
  return { machine: id, program: p.name, start: at, finish: addMinutes(at, p.minutes), priceCents: p.priceCents };
}

/** Still running at `at` (a cycle is done at its finish instant). */
export function running(cycle: Cycle, at: Date): boolean {
  return cycle.start.getTime() <= at.getTime() && at.getTime() < cycle.finish.getTime();
}

/** The line on the machine's display: "W1 cotton until 10:13". */
export function display(cycle: Cycle): string {
  return `${cycle.machine} ${cycle.program} until ${clock(cycle.finish)}`;
}
