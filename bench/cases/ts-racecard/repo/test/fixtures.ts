import { parseOdds } from '../src/odds';
import type { Race, Runner } from '../src/race';

function runner(horseId: string, name: string, cloth: number, sp: string): Runner {
  return { horseId, name, cloth, sp: parseOdds(sp) };
}

/** A nine-runner conditions race; Copper Kettle (3/1) withdrawn at the start, 25p Rule 4. */
export function haydock(): Race {
  return {
    id: 'HAY-1515',
    course: 'Haydock',
    handicap: false,
    runners: [
      runner('GB-19-2210', 'Sea Breeze', 1, '2/1'),
      runner('GB-19-4471', 'Lucky Star', 2, '9/2'),
      runner('IRE-18-0533', 'Kingfisher', 3, '5/1'),
      runner('GB-20-1187', 'Copper Kettle', 4, '3/1'),
      runner('FR-19-0042', 'Dancing Brave', 5, '10/1'),
      runner('GB-18-3390', 'Night Owl', 6, '12/1'),
      runner('GB-20-0761', 'Red Admiral', 7, '7/1'),
      runner('IRE-19-2298', 'Moonshine', 8, '16/1'),
      runner('GB-17-1604', 'Tawny Port', 9, '20/1'),
    ],
    withdrawn: ['Copper Kettle'],
    result: ['Sea Breeze', 'Lucky Star', 'Kingfisher', 'Dancing Brave', 'Red Admiral', 'Night Owl', 'Moonshine', 'Tawny Port'],
  };
}

/** Six runners, a dead heat for second: each-way pays two places at 1/4. */
export function ripon(): Race {
  return {
    id: 'RIP-1405',
    course: 'Ripon',
    handicap: false,
    runners: [
      runner('GB-20-0318', 'Pennywhistle', 1, '6/4'),
      runner('IRE-20-0912', 'Lucky Star', 2, '4/1'),
      runner('GB-19-3075', 'Bold Venture', 3, '8/1'),
      runner('GB-21-0054', 'Hazel Grove', 4, '5/1'),
      runner('GB-19-1442', 'Morning Mist', 5, '11/2'),
      runner('IRE-17-0620', 'Quarry Lad', 6, '25/1'),
    ],
    withdrawn: [],
    result: ['Pennywhistle', ['Lucky Star', 'Bold Venture'], 'Morning Mist', 'Hazel Grove', 'Quarry Lad'],
  };
}

/** Four runners: no each-way terms. */
export function brighton(): Race {
  return {
    id: 'BRI-1640',
    course: 'Brighton',
    handicap: false,
    runners: [
      runner('GB-18-2207', 'Gull Point', 1, 'evens'),
      runner('GB-19-0990', 'Pier Head', 2, '2/1'),
      runner('GB-20-1533', 'Shingle', 3, '7/2'),
      runner('GB-16-0871', 'Regency', 4, '9/1'),
    ],
    withdrawn: [],
    result: ['Gull Point', 'Pier Head', 'Shingle', 'Regency'],
  };
}
