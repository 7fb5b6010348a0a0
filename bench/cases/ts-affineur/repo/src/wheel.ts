import { parseDay } from "./dates";
import { styleOf } from "./styles";

export interface Wheel {
  id: string;
  style: string;
  /** The day the curd was pressed. */
  madeOn: string;
  /** Weight on the day it came into the cave, in grams. */
  grams: number;
}

const WHEEL_ID = /^[A-Z]{2}-\d{3,5}$/;

export function makeWheel(id: string, style: string, madeOn: string, grams: number): Wheel {
  if (!WHEEL_ID.test(id)) {
    throw new Error(`bad wheel id: ${id}`);
  }
  styleOf(style);
  parseDay(madeOn);
  if (!Number.isInteger(grams) || grams <= 0) {
    throw new Error(`bad weight for ${id}: ${grams}`);
  }
  return { id, style, madeOn, grams };
}
