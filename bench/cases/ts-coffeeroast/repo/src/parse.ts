import { EVENT_FIELDS, type EventCode, type RoastEvents, type RoastLog, type Sample } from "./roast.js";
import { parseClock, toCelsius, type TempUnit } from "./units.js";

function isEventCode(code: string): code is EventCode {
  return code in EVENT_FIELDS;
}

/**
 * A roast log as the roaster's logger writes it: `# key: value` headers (bean, roaster,
 * unit, green, roasted), then `time,bt,et,event` rows, the event column empty or one of
 * CHARGE, TP, DE, FC, DROP.
 */
export function parseLog(text: string): RoastLog {
  const headers = new Map<string, string>();
  const samples: Sample[] = [];
  const found: Partial<Record<keyof RoastEvents, number>> = {};
  let unit: TempUnit = "C";

  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === "") return;
    if (line.startsWith("#")) {
      const [key, ...rest] = line.slice(1).split(":");
      headers.set(key.trim().toLowerCase(), rest.join(":").trim());
      if (key.trim().toLowerCase() === "unit") {
        const u = rest.join(":").trim().toUpperCase();
        if (u !== "C" && u !== "F") throw new Error(`line ${i + 1}: unit must be C or F`);
        unit = u;
      }
      return;
    }
    if (line.toLowerCase().startsWith("time,")) return;
    const [time, bt, et, code] = line.split(",").map((f) => f.trim());
    const t = parseClock(time);
    const sample: Sample = { t, bt: toCelsius(Number(bt), unit) };
    if (et) sample.et = toCelsius(Number(et), unit);
    if (!Number.isFinite(sample.bt)) throw new Error(`line ${i + 1}: bad bean temperature`);
    samples.push(sample);
    if (code) {
      if (!isEventCode(code)) throw new Error(`line ${i + 1}: unknown event ${code}`);
      found[EVENT_FIELDS[code]] = t;
    }
  });

  if (found.charge === undefined) throw new Error("no CHARGE in the log");
  if (found.drop === undefined) throw new Error("no DROP in the log");
  const green = Number(headers.get("green"));
  if (!Number.isFinite(green) || green <= 0) throw new Error("no green weight");
  const roasted = headers.has("roasted") ? Number(headers.get("roasted")) : undefined;

  return {
    bean: headers.get("bean") ?? "unknown",
    roaster: headers.get("roaster") ?? "unknown",
    unit,
    greenGrams: green,
    roastedGrams: roasted,
    samples,
    events: { ...found, charge: found.charge, drop: found.drop },
  };
}
