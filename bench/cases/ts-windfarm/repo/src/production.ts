import { isDown, type Downtime } from "./availability.ts";
import { powerAt } from "./powercurve.ts";
import type { ScadaRecord } from "./scada.ts";
import type { Turbine } from "./turbines.ts";
import { installedKw } from "./turbines.ts";
import { DEFAULT_SHEAR, RECORD_MINUTES, recordEnergyKwh, shearToHub } from "./units.ts";
import { wakeFactor } from "./wake.ts";

export interface Site {
  name: string;
  /** Height of the mast's anemometer, m. */
  mastHeightM: number;
  shear?: number;
  /** Grid connection limit of the whole farm, kW. */
  exportLimitKw?: number;
}

export interface TurbineYield {
  id: string;
  energyKwh: number;
  /** Energy the turbine would have made while it was stopped. */
  downtimeLossKwh: number;
  /** Energy lost to the wakes of its neighbours. */
  wakeLossKwh: number;
  /** Its share of the energy the export limit held back. */
  curtailedKwh: number;
  records: number;
  downRecords: number;
}

export interface FarmYield {
  site: string;
  turbines: TurbineYield[];
  energyKwh: number;
  curtailedKwh: number;
  installedKw: number;
  records: number;
  hours: number;
}

function emptyYield(id: string): TurbineYield {
  return { id, energyKwh: 0, downtimeLossKwh: 0, wakeLossKwh: 0, curtailedKwh: 0, records: 0, downRecords: 0 };
}

/** Energy of each turbine and of the farm over the mast records. */
export function farmYield(site: Site, turbines: Turbine[], records: ScadaRecord[], downtimes: Downtime[] = []): FarmYield {
  const yields = new Map(turbines.map((t) => [t.id, emptyYield(t.id)]));
  let curtailedKwh = 0;

  for (const record of records) {
    const powers: Array<[TurbineYield, number]> = [];
    for (const turbine of turbines) {
      const y = yields.get(turbine.id)!;
      y.records++;
      const hub = shearToHub(record.speedMs, site.mastHeightM, turbine.model.hubM, site.shear ?? DEFAULT_SHEAR);
      const free = powerAt(turbine.model, hub);
      const waked = free * wakeFactor(turbine, record.directionDeg);
      if (isDown(turbine.id, record.time, downtimes)) {
        y.downRecords++;
        y.downtimeLossKwh += recordEnergyKwh(waked);
        continue;
      }
      y.wakeLossKwh += recordEnergyKwh(free - waked);
      powers.push([y, waked]);
    }

    const total = powers.reduce((sum, [, p]) => sum + p, 0);
    const scale = site.exportLimitKw !== undefined && total > site.exportLimitKw ? site.exportLimitKw / total : 1;
    for (const [y, p] of powers) {
      y.energyKwh += recordEnergyKwh(p * scale);
      y.curtailedKwh += recordEnergyKwh(p * (1 - scale));
    }
    curtailedKwh += recordEnergyKwh(total * (1 - scale));
  }

  const list = [...yields.values()];
  return {
    site: site.name,
    turbines: list,
    energyKwh: list.reduce((sum, y) => sum + y.energyKwh, 0),
    curtailedKwh,
    installedKw: installedKw(turbines),
    records: records.length,
    hours: (records.length * RECORD_MINUTES) / 60,
  };
}
