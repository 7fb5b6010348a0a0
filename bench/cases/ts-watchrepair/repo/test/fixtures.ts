import { Job } from '../src/jobs';
import { parseReadings } from '../src/timegrapher';

/** An ETA 2824 after a full service, read in all six positions. */
export const WELL_REGULATED = parseReadings(`
# position rate amplitude beat-error
DU +3 290 0.2
DD +4 292 0.2
CU +1 268 0.3
CD 0 262 0.3
CL +2 265 0.3
CR +1 266 0.2
`);

/** A Miyota that keeps time but loses amplitude when the crown points down. */
export const TIRED_CROWN_DOWN = parseReadings(`
DU +5 275 0.6
DD +6 272 0.5
CU -2 238 0.6
CD -4 226 0.6
CL -1 240 0.5
CR 0 242 0.5
`);

/** A hand-wound pocket watch that has not seen oil in decades. */
export const NEEDS_SERVICE = parseReadings(`
DU +28 195 1.9
DD +31 192 1.8
CU +14 181 2.1
CD +9 184 2.0
`);

export function job(overrides: Partial<Job> = {}): Job {
  return {
    ticket: 4711,
    customer: 'R. Achterberg',
    watch: 'Tissot Visodate',
    calibre: 'ETA 2824-2',
    level: 'full',
    intake: '2024-03-04',
    status: 'waiting',
    ...overrides,
  };
}
