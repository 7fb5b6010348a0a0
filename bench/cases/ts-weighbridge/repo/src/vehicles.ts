import { roundToDivision } from './units';

/** Axle layouts seen at the gate, with their plated maximum gross weights (GB, 2024). */
export type AxleConfig = 'rigid2' | 'rigid3' | 'rigid4' | 'artic5' | 'artic6';

export const MAX_GROSS_KG: Record<AxleConfig, number> = {
  rigid2: 18000,
  rigid3: 26000,
  rigid4: 32000,
  artic5: 40000,
  artic6: 44000,
};

export interface StoredTare {
  kg: number;
  /** ISO date (yyyy-mm-dd) the empty vehicle was weighed. */
  recordedOn: string;
}

export interface Vehicle {
  registration: string;
  axles: AxleConfig;
  haulier: string;
  /** Plated weight if it is below the usual maximum for the axle layout. */
  platedGrossKg?: number;
  storedTare?: StoredTare;
}

/** "ab12 cde" -> "AB12CDE" */
export function normaliseRegistration(registration: string): string {
  const reg = registration.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{2,8}$/.test(reg)) {
    throw new Error(`not a registration: ${JSON.stringify(registration)}`);
  }
  return reg;
}

export class VehicleRegister {
  private readonly vehicles = new Map<string, Vehicle>();

  add(vehicle: Vehicle): Vehicle {
    const registration = normaliseRegistration(vehicle.registration);
    if (this.vehicles.has(registration)) {
      throw new Error(`${registration} is already registered`);
    }
    const stored: Vehicle = { ...vehicle, registration };
    this.vehicles.set(registration, stored);
    return stored;
  }

  get(registration: string): Vehicle {
    const reg = normaliseRegistration(registration);
    const vehicle = this.vehicles.get(reg);
    if (!vehicle) {
      throw new Error(`unknown vehicle ${reg}`);
    }
    return vehicle;
  }

  has(registration: string): boolean {
    return this.vehicles.has(normaliseRegistration(registration));
  }

  /** Keep an empty weight so later visits can be weighed once only. */
  recordTare(registration: string, kg: number, recordedOn: string): StoredTare {
    const vehicle = this.get(registration);
    if (kg <= 0) {
      throw new RangeError(`tare must be positive, got ${kg}`);
    }
    const tare = { kg: roundToDivision(kg), recordedOn };
    vehicle.storedTare = tare;
    return tare;
  }

  maxGrossKg(registration: string): number {
    const vehicle = this.get(registration);
    return vehicle.platedGrossKg ?? MAX_GROSS_KG[vehicle.axles];
  }

  all(): Vehicle[] {
    return [...this.vehicles.values()].sort((a, b) => a.registration.localeCompare(b.registration));
  }
}
