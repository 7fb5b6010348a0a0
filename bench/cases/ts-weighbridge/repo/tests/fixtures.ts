import { TicketBook } from '../src/tickets';
import { VehicleRegister } from '../src/vehicles';

/** The vehicles that use the yard most days. */
export function yardRegister(): VehicleRegister {
  const register = new VehicleRegister();
  register.add({
    registration: 'AB12 CDE',
    axles: 'rigid4',
    haulier: 'Dunmore Haulage',
    storedTare: { kg: 12340, recordedOn: '2025-05-20' },
  });
  register.add({ registration: 'KX70 LMN', axles: 'artic6', haulier: 'Dunmore Haulage' });
  register.add({ registration: 'YT19 PQR', axles: 'rigid2', haulier: 'Ashby Skips' });
  register.add({ registration: 'WN68 STU', axles: 'rigid3', haulier: 'Cole & Sons' });
  return register;
}

/** Tuesday 3 June 2025: five completed visits and one vehicle still tipping. */
export function tuesday(register: VehicleRegister = yardRegister()): TicketBook {
  const book = new TicketBook(register, 5001);

  const mixed = book.open({
    registration: 'AB12CDE',
    customer: 'Harlow Build Ltd',
    materialCode: 'MIX',
    direction: 'in',
    kg: 24863,
    at: '2025-06-03T07:42:00',
  });
  book.completeWithStoredTare(mixed.number, '2025-06-03T07:55:00');

  const subBase = book.open({
    registration: 'KX70LMN',
    customer: 'Fenwick Civils',
    materialCode: 'T1',
    direction: 'out',
    kg: 15120,
    at: '2025-06-03T08:10:00',
  });
  book.complete(subBase.number, 44978, '2025-06-03T08:31:00');

  const plasterboard = book.open({
    registration: 'YT19PQR',
    customer: 'Ashby Skips',
    materialCode: 'plas',
    direction: 'in',
    kg: 9460,
    at: '2025-06-03T09:05:00',
  });
  book.complete(plasterboard.number, 7880, '2025-06-03T09:12:00');

  const soil = book.open({
    registration: 'WN68STU',
    customer: 'Harlow Build Ltd',
    materialCode: 'SOIL',
    direction: 'in',
    kg: 25640,
    at: '2025-06-03T10:20:00',
  });
  book.complete(soil.number, 11300, '2025-06-03T10:34:00');

  const skip = book.open({
    registration: 'YT19PQR',
    customer: 'Ashby Skips',
    materialCode: 'MIX',
    direction: 'in',
    kg: 10220,
    at: '2025-06-03T13:50:00',
  });
  book.complete(skip.number, 7880, '2025-06-03T14:02:00');

  book.open({
    registration: 'WN68STU',
    customer: 'Harlow Build Ltd',
    materialCode: 'CONC',
    direction: 'in',
    kg: 21000,
    at: '2025-06-03T16:40:00',
  });

  return book;
}
