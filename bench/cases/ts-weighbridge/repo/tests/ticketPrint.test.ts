import { findMaterial } from '../src/materials';
import { priceTicket } from '../src/pricing';
import { printTicket } from '../src/ticketPrint';
import { tuesday } from './fixtures';

describe('printTicket', () => {
  it('prints a delivery weighed against a stored tare', () => {
    const ticket = tuesday().completed()[0];
    const material = findMaterial(ticket.materialCode);
    expect(printTicket(ticket, material, priceTicket(ticket, material))).toBe(
      [
        'Ticket 5001                   2025-06-03',
        'Vehicle                          AB12CDE',
        'Customer                Harlow Build Ltd',
        'Material    MIX Mixed construction waste',
        'EWC                             17 09 04',
        '----------------------------------------',
        'Gross 07:42                    24,860 kg',
        'Tare (stored) 07:55            12,340 kg',
        'Net                  12,520 kg (12.52 t)',
        '----------------------------------------',
        'Disposal                       £1,064.20',
        'Landfill tax                   £1,579.40',
        'VAT 20%                          £528.72',
        'Total                          £3,172.32',
      ].join('\n'),
    );
  });

  it('prints a collection with no landfill tax line', () => {
    const ticket = tuesday().completed()[1];
    const material = findMaterial(ticket.materialCode);
    const lines = printTicket(ticket, material, priceTicket(ticket, material)).split('\n');
    expect(lines).toContain('Gross 08:31                    44,980 kg');
    expect(lines).toContain('Tare 08:10                     15,120 kg');
    expect(lines.some((l) => l.startsWith('Landfill tax'))).toBe(false);
    expect(lines.some((l) => l.startsWith('EWC'))).toBe(false);
    expect(lines[lines.length - 1]).toBe('Total                            £788.30');
  });
});
