import type { Course, Entry, GateRecord } from '../src/types';

export const RHAYADER: Course = {
  name: 'Rhayader 80',
  loops: [
    { number: 1, km: 32 },
    { number: 2, km: 28 },
    { number: 3, km: 20 },
  ],
  holdMinutes: 40,
  heartRate: 64,
  maxRecoveryMinutes: 20,
  minSpeed: 10,
};

const gate = (loop: number, arrival: string, presentation: string, heartRate: number, gait: GateRecord['gait'] = 'regular'): GateRecord => ({
  loop,
  arrival,
  presentation,
  heartRate,
  gait,
});

export const ENTRIES: Entry[] = [
  {
    number: 12,
    rider: 'Megan Hughes',
    horse: 'Dinas Rhos Ember',
    start: '07:00',
    gates: [gate(1, '09:08:30', '09:14:10', 60), gate(2, '11:51:40', '11:59:00', 62), gate(3, '13:58:20', '14:05:30', 58)],
  },
  {
    number: 7,
    rider: 'Carys Bevan',
    horse: 'Shahzada Gold',
    start: '07:00',
    gates: [gate(1, '09:01:00', '09:04:30', 56), gate(2, '11:35:10', '11:41:50', 63), gate(3, '13:39:40', '13:48:00', 60)],
  },
  {
    number: 21,
    rider: 'Owain Price',
    horse: 'Llanarth Comet',
    start: '07:00',
    gates: [gate(1, '09:10:00', '09:16:00', 61), gate(2, '11:40:00', '11:59:30', 68)],
  },
  {
    number: 3,
    rider: 'Sian Lloyd',
    horse: 'Bryn Tywysog',
    start: '07:00',
    gates: [gate(1, '09:20:00', '09:22:00', 52, 'irregular')],
  },
  {
    number: 15,
    rider: 'Dafydd Rees',
    horse: 'Kestrel Bay',
    start: '07:00',
    gates: [gate(1, '09:25:00', '09:31:00', 59)],
    retired: true,
  },
  {
    number: 9,
    rider: 'Gwen Jenkins',
    horse: 'Moelfre Dawn',
    start: '07:00',
    gates: [gate(1, '10:20:00', '10:24:00', 58), gate(2, '13:35:00', '13:41:00', 60), gate(3, '16:40:00', '16:44:00', 57)],
  },
  {
    number: 18,
    rider: 'Elen Morgan',
    horse: 'Tirion',
    start: '07:00',
    gates: [gate(1, '09:05:00', '09:07:00', 58), gate(2, '11:50:00', '11:55:00', 61), gate(3, '13:58:20', '14:02:00', 59)],
  },
];

export const entry = (number: number): Entry => {
  const found = ENTRIES.find((e) => e.number === number);
  if (!found) throw new Error(`no entry ${number}`);
  return found;
};
