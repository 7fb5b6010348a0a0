export type { Mark, Player, Register, Rehearsal, Section } from './types';
export { bySeating, findPlayer, parseSection, playersIn, sectionRank } from './roster';
export { callsFor, isCalled, nextRehearsal } from './schedule';
export { attendanceRate, findRegister, mark, markOf } from './attendance';
export { librarianSheet, sectionHeading, sectionLines } from './report';
