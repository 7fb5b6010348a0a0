import { isCalled } from './schedule';
import type { Mark, Player, Register, Rehearsal } from './types';

export function mark(register: Register, playerId: string, value: Mark): Register {
  return { ...register, marks: { ...register.marks, [playerId]: value } };
}

export function markOf(register: Register | undefined, playerId: string): Mark {
  return register?.marks[playerId] ?? 'absent';
}

/** The share of the rehearsals that called the player which the player came to (0..1), or null if none did. */
export function attendanceRate(
  player: Player,
  rehearsals: readonly Rehearsal[],
  registers: readonly Register[],
): number | null {
  const called = rehearsals.filter((r) => isCalled(player, r));
  const counted = called.filter((r) => markOf(findRegister(registers, r.id), player.id) !== 'excused');
  if (counted.length === 0) {
    return null;
  }
  const came = counted.filter((r) => markOf(findRegister(registers, r.id), player.id) !== 'absent');
  return came.length / counted.length;
}

export function findRegister(registers: readonly Register[], rehearsalId: string): Register | undefined {
  return registers.find((r) => r.rehearsalId === rehearsalId);
}
