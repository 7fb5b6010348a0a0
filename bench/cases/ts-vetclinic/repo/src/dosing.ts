import type { Drug } from "./formulary";
import type { Patient } from "./patients";

// Syringe sizes in stock (ml) and the graduation each is marked in.
const SYRINGES: readonly { ml: number; step: number }[] = [
  { ml: 1, step: 0.01 },
  { ml: 3, step: 0.1 },
  { ml: 5, step: 0.2 },
  { ml: 10, step: 0.5 },
  { ml: 20, step: 1 },
];

export interface Dose {
  mg: number;
  ml: number;
  syringeMl: number;
  capped: boolean;
}

function roundTo(value: number, step: number): number {
  const n = Math.round(value / step);
  // Keep the decimals of the step so 0.1 * 3 prints as 0.3.
  const decimals = (step.toString().split(".")[1] ?? "").length;
  return Number((n * step).toFixed(decimals));
}

export function doseMg(drug: Drug, patient: Patient): { mg: number; capped: boolean } {
  const rule = drug.doses[patient.species];
  if (!rule) throw new Error(`${drug.name} is not licensed for ${patient.species}s here`);
  const mg = rule.mgPerKg * patient.weightKg;
  if (rule.maxMg !== undefined && mg > rule.maxMg) return { mg: rule.maxMg, capped: true };
  return { mg: Number(mg.toFixed(3)), capped: false };
}

export function syringeFor(ml: number): { ml: number; step: number } {
  const syringe = SYRINGES.find((s) => ml <= s.ml);
  if (!syringe) throw new Error(`${ml} ml is more than the largest syringe`);
  return syringe;
}

export function calculateDose(drug: Drug, patient: Patient): Dose {
  const { mg, capped } = doseMg(drug, patient);
  const exact = mg / drug.concentrationMgPerMl;
  const syringe = syringeFor(exact);
  let ml = roundTo(exact, syringe.step);
  if (ml === 0) ml = syringe.step;
  return { mg, ml, syringeMl: syringe.ml, capped };
}

export function prescriptionLabel(drug: Drug, patient: Patient, days: number): string {
  const dose = calculateDose(drug, patient);
  const perDay = 24 / drug.everyHours;
  const total = Number((dose.ml * perDay * days).toFixed(2));
  const how = drug.form === "injection" ? "inject" : "give by mouth";
  const times = perDay === 1 ? "once daily" : `${perDay} times daily`;
  return `${patient.name}: ${how} ${dose.ml} ml ${drug.name} ${times} for ${days} days (${total} ml)`;
}
