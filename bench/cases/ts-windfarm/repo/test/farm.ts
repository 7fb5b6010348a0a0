import type { Site } from "../src/production.ts";
import { A82, A92, type Turbine } from "../src/turbines.ts";

export const site: Site = { name: "Fellside", mastHeightM: 78 };

export const turbines: Turbine[] = [
  { id: "T1", model: A82, wakes: [] },
  { id: "T2", model: A82, wakes: [{ fromDeg: 225, toDeg: 255, loss: 0.1 }] },
  { id: "T3", model: A92, wakes: [{ fromDeg: 350, toDeg: 20, loss: 0.2 }] },
];

/** One hour of a breezy south-westerly, standard air. */
export const hourCsv = [
  "time,speed_ms,dir_deg,temp_c,pressure_hpa,gust_ms",
  "2026-03-04T10:00:00Z,8.0,240,15.0,1013.25,11.2",
  "2026-03-04T10:10:00Z,9.0,238,15.0,1013.25,12.0",
  "2026-03-04T10:20:00Z,10.0,242,15.0,1013.25,13.9",
  "2026-03-04T10:30:00Z,7.0,250,15.0,1013.25,9.6",
  "2026-03-04T10:40:00Z,6.0,262,15.0,1013.25,8.8",
  "2026-03-04T10:50:00Z,12.0,245,15.0,1013.25,16.1",
].join("\n");

/** A northerly hour with the wind dropping away. */
export const northerlyCsv = [
  "time,speed_ms,dir_deg,temp_c,pressure_hpa",
  "2026-03-05T02:00:00Z,5.0,355,15.0,1013.25",
  "2026-03-05T02:10:00Z,4.0,5,15.0,1013.25",
  "2026-03-05T02:20:00Z,2.0,10,15.0,1013.25",
].join("\n");
