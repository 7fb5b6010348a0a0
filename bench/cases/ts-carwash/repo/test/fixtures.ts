import { programme } from "../src/programmes";
import type { Arrival } from "../src/queue";
import type { Sale } from "../src/takings";

export const saturdayMorning: Arrival[] = [
  { plate: "AB12 CDE", at: "09:00", vehicle: "car", programme: programme("BASIC") },
  { plate: "FG34 HIJ", at: "09:02", vehicle: "car", programme: programme("DELUXE") },
  { plate: "KL56 MNO", at: "09:05", vehicle: "car", programme: programme("FOAM") },
  { plate: "PQ78 RST", at: "09:06", vehicle: "van", programme: programme("VALET") },
  { plate: "UV90 WXY", at: "09:20", vehicle: "suv", programme: programme("BASIC") },
];

export const saturdaySales: Sale[] = [
  { plate: "AB12 CDE", vehicle: "car", programme: programme("BASIC") },
  { plate: "FG34 HIJ", vehicle: "car", programme: programme("DELUXE") },
  { plate: "KL56 MNO", vehicle: "car", programme: programme("FOAM"), free: true },
  { plate: "PQ78 RST", vehicle: "van", programme: programme("VALET") },
  { plate: "UV90 WXY", vehicle: "suv", programme: programme("BASIC") },
];
