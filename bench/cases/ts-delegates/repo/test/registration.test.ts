import { Booking, Delegate, invoice, render } from '../src/registration';

const staff = (n: number, type: Delegate['type'] = 'standard'): Delegate[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Delegate ${i + 1}`, type }));

describe('invoice', () => {
  it('charges one early-bird pass with VAT', () => {
    const inv = invoice({ company: 'Hallam Tools', bookedOn: '2027-03-01', delegates: staff(1) });
    expect(inv.net).toBe(39500);
    expect(inv.total).toBe(47400);
  });

  it('gives five delegates the group discount', () => {
    const inv = invoice({ company: 'Brindley & Co', bookedOn: '2027-04-10', delegates: staff(5) });
    expect(inv.lines.at(-1)).toEqual({ text: 'Discount', pence: -24750 });
    expect(inv.net).toBe(222750);
  });

  it('takes a promo code when it is larger than the group discount', () => {
    const inv = invoice({ company: 'Kaur Logistics', bookedOn: '2027-03-15', delegates: staff(2, 'member'), promoCode: 'speakerfriend' });
    expect(inv.net).toBe(47200);
  });

  it('refuses an expired promo code', () => {
    const booking: Booking = { company: 'X', bookedOn: '2027-04-20', delegates: staff(1), promoCode: 'NEWSLETTER' };
    expect(() => invoice(booking)).toThrow('promo code not valid: NEWSLETTER');
  });

  it('renders the invoice', () => {
    const booking: Booking = { company: 'Ossett Fabrications', bookedOn: '2027-03-20', delegates: [
      { name: 'A. Shaw', type: 'standard' },
      { name: 'P. Singh', type: 'student' },
    ] };
    expect(render(booking, invoice(booking)).split('\n')).toEqual([
      'Invoice: Ossett Fabrications',
      'A. Shaw (standard pass)                  £395.00',
      'P. Singh (student pass)                   £95.00',
      'VAT at 20%                                £98.00',
      'Total                                    £588.00',
    ]);
  });
});
