import type { Balloon } from "./lift.ts";
import { availablePayloadKg } from "./lift.ts";
import { fuelOnBoardKg } from "./fuel.ts";

export interface Person {
  name: string;
  massKg: number;
}

export interface FlightPlan {
  balloon: Balloon;
  pilot: Person;
  passengers: Person[];
  cylinders: number;
  /** Launch site elevation, m above mean sea level. */
  siteElevationM: number;
  /** Air temperature at the launch site, °C. */
  groundTempC: number;
}

export interface LoadCheck {
  totalMassKg: number;
  payloadKg: number;
  marginKg: number;
  problems: string[];
}

/** Every person on board is planned with this much extra for clothing and kit. */
export const KIT_ALLOWANCE_KG = 3;

export function onBoardMassKg(plan: FlightPlan): number {
  const people = [plan.pilot, ...plan.passengers];
  return people.reduce((sum, p) => sum + p.massKg + KIT_ALLOWANCE_KG, 0);
}

export function checkLoad(plan: FlightPlan): LoadCheck {
  const problems: string[] = [];
  const aboard = 1 + plan.passengers.length;
  if (aboard > plan.balloon.basketCapacity) {
    problems.push(`${aboard} people aboard, basket is certified for ${plan.balloon.basketCapacity}`);
  }

  const totalMassKg = onBoardMassKg(plan);
  const payloadKg = availablePayloadKg(
    plan.balloon,
    plan.siteElevationM,
    plan.groundTempC,
    fuelOnBoardKg(plan.cylinders),
  );
  const marginKg = Math.round(payloadKg - totalMassKg);
  if (marginKg < 0) {
    problems.push(`overweight by ${-marginKg} kg`);
  }
  return { totalMassKg, payloadKg: Math.round(payloadKg), marginKg, problems };
}
