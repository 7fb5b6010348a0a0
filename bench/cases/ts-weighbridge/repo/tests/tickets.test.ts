import { grossKg, netKg, TicketBook } from '../src/tickets';
import { tuesday, yardRegister } from './fixtures';

describe('TicketBook', () => {
  it('numbers tickets from the first number and rounds weights to the division', () => {
    const book = tuesday();
    const first = book.find(5001);
    expect(first.registration).toBe('AB12CDE');
    expect(first.firstWeighKg).toBe(24860);
    expect(book.find(5002).secondWeighKg).toBe(44980);
    expect(book.find(5003).materialCode).toBe('PLAS');
  });

  it('takes the net weight loaded less empty for deliveries and collections', () => {
    const book = tuesday();
    const delivery = book.completed().find((t) => t.number === 5004)!;
    expect(delivery.direction).toBe('in');
    expect(netKg(delivery)).toBe(14340);
    expect(grossKg(delivery)).toBe(25640);

    const collection = book.completed().find((t) => t.number === 5002)!;
    expect(collection.direction).toBe('out');
    expect(netKg(collection)).toBe(29860);
    expect(grossKg(collection)).toBe(44980);
  });

  it('completes a delivery from the stored tare', () => {
    const ticket = tuesday().find(5001);
    expect(ticket.secondWeighKg).toBe(12340);
    expect(ticket.tareSource).toBe('stored');
  });

  it('keeps a vehicle to one open ticket', () => {
    const book = tuesday();
    expect(book.openFor('WN68STU')?.number).toBe(5006);
    expect(() =>
      book.open({
        registration: 'wn68 stu',
        customer: 'Harlow Build Ltd',
        materialCode: 'SOIL',
        direction: 'in',
        kg: 20000,
        at: '2025-06-03T16:45:00',
      }),
    ).toThrow('WN68STU already has an open ticket');
  });

  it('refuses a second weigh that leaves no load, and leaves the ticket open', () => {
    const book = new TicketBook(yardRegister());
    const ticket = book.open({
      registration: 'YT19PQR',
      customer: 'Ashby Skips',
      materialCode: 'MIX',
      direction: 'in',
      kg: 7900,
      at: '2025-06-03T11:00:00',
    });
    expect(() => book.complete(ticket.number, 7900, '2025-06-03T11:05:00')).toThrow('no load');
    expect(book.openFor('YT19PQR')?.number).toBe(ticket.number);
    expect(book.complete(ticket.number, 7880, '2025-06-03T11:06:00').secondWeighKg).toBe(7880);
  });

  it('uses a stored tare only for deliveries by vehicles that have one', () => {
    const book = new TicketBook(yardRegister());
    const collection = book.open({
      registration: 'AB12CDE',
      customer: 'Fenwick Civils',
      materialCode: '6F2',
      direction: 'out',
      kg: 12340,
      at: '2025-06-03T12:00:00',
    });
    expect(() => book.completeWithStoredTare(collection.number, '2025-06-03T12:10:00')).toThrow(
      'a stored tare only completes a delivery',
    );
    const delivery = book.open({
      registration: 'KX70LMN',
      customer: 'Fenwick Civils',
      materialCode: 'SOIL',
      direction: 'in',
      kg: 40000,
      at: '2025-06-03T12:05:00',
    });
    expect(() => book.completeWithStoredTare(delivery.number, '2025-06-03T12:15:00')).toThrow(
      'KX70LMN has no stored tare',
    );
  });

  it('lists the tickets completed on a day', () => {
    const book = tuesday();
    expect(book.completedOn('2025-06-03').map((t) => t.number)).toEqual([5001, 5002, 5003, 5004, 5005]);
    expect(book.completedOn('2025-06-04')).toEqual([]);
    expect(() => book.complete(5001, 10000, '2025-06-03T18:00:00')).toThrow('already complete');
  });
});
