import { MAX_GROSS_KG, normaliseRegistration, VehicleRegister } from '../src/vehicles';
import { yardRegister } from './fixtures';

describe('normaliseRegistration', () => {
  it('drops spaces and dashes and upper-cases', () => {
    expect(normaliseRegistration('ab12 cde')).toBe('AB12CDE');
    expect(normaliseRegistration(' KX70-LMN ')).toBe('KX70LMN');
  });

  it('rejects what cannot be a plate', () => {
    expect(() => normaliseRegistration('A')).toThrow('not a registration');
    expect(() => normaliseRegistration('AB12 CD£')).toThrow('not a registration');
  });
});

describe('VehicleRegister', () => {
  it('finds vehicles however the plate is typed', () => {
    const register = yardRegister();
    expect(register.get('yt19 pqr').haulier).toBe('Ashby Skips');
    expect(register.has('WN68STU')).toBe(true);
    expect(register.has('ZZ99ZZZ')).toBe(false);
    expect(() => register.get('ZZ99ZZZ')).toThrow('unknown vehicle ZZ99ZZZ');
  });

  it('refuses a vehicle twice', () => {
    const register = yardRegister();
    expect(() => register.add({ registration: 'ab12cde', axles: 'rigid2', haulier: 'Other' })).toThrow(
      'AB12CDE is already registered',
    );
  });

  it('gives the plated weight, or the usual maximum for the axles', () => {
    const register = yardRegister();
    register.add({ registration: 'LK21 ABC', axles: 'rigid3', haulier: 'Cole & Sons', platedGrossKg: 24000 });
    expect(register.maxGrossKg('LK21ABC')).toBe(24000);
    expect(register.maxGrossKg('KX70LMN')).toBe(MAX_GROSS_KG.artic6);
    expect(register.maxGrossKg('AB12CDE')).toBe(32000);
  });

  it('stores a tare rounded to the division', () => {
    const register = new VehicleRegister();
    register.add({ registration: 'YT19PQR', axles: 'rigid2', haulier: 'Ashby Skips' });
    expect(register.recordTare('YT19PQR', 7883, '2025-06-01')).toEqual({ kg: 7880, recordedOn: '2025-06-01' });
    expect(register.get('YT19PQR').storedTare?.kg).toBe(7880);
    expect(() => register.recordTare('YT19PQR', 0, '2025-06-01')).toThrow(RangeError);
  });

  it('lists vehicles by registration', () => {
    expect(yardRegister().all().map((v) => v.registration)).toEqual(['AB12CDE', 'KX70LMN', 'WN68STU', 'YT19PQR']);
  });
});
