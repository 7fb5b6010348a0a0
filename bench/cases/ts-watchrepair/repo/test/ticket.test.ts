import { requireMovement } from '../src/movements';
import { quote } from '../src/quote';
import { formatTicket, regulationLine } from '../src/ticket';
import { job, NEEDS_SERVICE, TIRED_CROWN_DOWN, WELL_REGULATED } from './fixtures';

describe('regulation line', () => {
  it('names the grade met', () => {
    expect(regulationLine(WELL_REGULATED)).toBe('Regulation: chronometer (rate +1.8 s/d, delta 4 s/d, amplitude 262°)');
    expect(regulationLine(TIRED_CROWN_DOWN)).toBe('Regulation: standard (rate +0.7 s/d, delta 10 s/d, amplitude 226°)');
  });

  it('says why a movement misses every grade', () => {
    expect(regulationLine(NEEDS_SERVICE)).toBe(
      'Regulation: below standard grade (rate +20.5 s/d above 20 s/d; amplitude 181° below 200°; beat error 2.1 ms above 1.5 ms)',
    );
  });
});

describe('ticket', () => {
  it('prints the job, the price and the readings', () => {
    const price = quote(requireMovement('Miyota 8215'), 'full', [{ name: 'crown and tube', pence: 1800, quantity: 1 }]);
    const ticket = formatTicket(job({ calibre: 'Miyota 8215', watch: 'Orient Bambino' }), price, TIRED_CROWN_DOWN);
    expect(ticket.split('\n')).toEqual([
      'Ticket 4711: R. Achterberg',
      'Orient Bambino (Miyota 8215), full service',
      'Received 2024-03-04, promised 2024-04-01',
      'Labour £185.00, parts £18.00, extras £0.00',
      'Total £243.60 including VAT £40.60',
      'Regulation: standard (rate +0.7 s/d, delta 10 s/d, amplitude 226°)',
      '  dial up        +5 s/d  275°  0.6 ms',
      '  dial down      +6 s/d  272°  0.5 ms',
      '  crown up       -2 s/d  238°  0.6 ms',
      '  crown down     -4 s/d  226°  0.6 ms',
      '  crown left     -1 s/d  240°  0.5 ms',
      '  crown right     0 s/d  242°  0.5 ms',
    ]);
  });

  it('leaves the readings off when there are none', () => {
    const price = quote(requireMovement('Unitas 6498'), 'regulate');
    expect(formatTicket(job({ level: 'regulate' }), price)).toContain('promised 2024-03-06');
    expect(formatTicket(job({ level: 'regulate' }), price).split('\n')).toHaveLength(5);
  });
});
