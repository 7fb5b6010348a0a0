import type { Species } from "./patients";

export interface SpeciesDose {
  mgPerKg: number;
  maxMg?: number;
}

export interface Drug {
  name: string;
  form: "injection" | "oral suspension";
  concentrationMgPerMl: number;
  everyHours: number;
  doses: Partial<Record<Species, SpeciesDose>>;
}

export const FORMULARY: readonly Drug[] = [
  {
    name: "meloxicam 5 mg/ml injection",
    form: "injection",
    concentrationMgPerMl: 5,
    everyHours: 24,
    doses: { dog: { mgPerKg: 0.2 }, cat: { mgPerKg: 0.3 }, rabbit: { mgPerKg: 0.6 } },
  },
  {
    name: "meloxicam 1.5 mg/ml oral",
    form: "oral suspension",
    concentrationMgPerMl: 1.5,
    everyHours: 24,
    doses: { dog: { mgPerKg: 0.1 }, rabbit: { mgPerKg: 0.6 } },
  },
  {
    name: "buprenorphine 0.3 mg/ml injection",
    form: "injection",
    concentrationMgPerMl: 0.3,
    everyHours: 8,
    doses: { dog: { mgPerKg: 0.02 }, cat: { mgPerKg: 0.02 }, rabbit: { mgPerKg: 0.03 }, ferret: { mgPerKg: 0.02 } },
  },
  {
    name: "amoxicillin/clavulanate 50 mg/ml oral",
    form: "oral suspension",
    concentrationMgPerMl: 50,
    everyHours: 12,
    doses: { dog: { mgPerKg: 12.5, maxMg: 500 }, cat: { mgPerKg: 12.5, maxMg: 125 } },
  },
  {
    name: "maropitant 10 mg/ml injection",
    form: "injection",
    concentrationMgPerMl: 10,
    everyHours: 24,
    doses: { dog: { mgPerKg: 1 }, cat: { mgPerKg: 1 } },
  },
];

export function findDrug(name: string): Drug {
  const drug = FORMULARY.find((d) => d.name === name);
  if (!drug) throw new Error(`not in the formulary: ${name}`);
  return drug;
}

export function drugsFor(species: Species): Drug[] {
  return FORMULARY.filter((d) => d.doses[species] !== undefined);
}
