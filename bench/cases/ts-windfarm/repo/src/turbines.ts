export interface TurbineModel {
  name: string;
  ratedKw: number;
  rotorM: number;
  hubM: number;
  cutInMs: number;
  cutOutMs: number;
  /** Power curve at standard air density: [wind speed m/s, power kW], speeds ascending. */
  curve: Array<[number, number]>;
}

export interface WakeSector {
  /** Wind direction the sector starts at, degrees clockwise from north. */
  fromDeg: number;
  toDeg: number;
  /** Fraction of the power lost while the wind blows from this sector. */
  loss: number;
}

export interface Turbine {
  id: string;
  model: TurbineModel;
  wakes: WakeSector[];
}

export const A82: TurbineModel = {
  name: "Aerolec A82",
  ratedKw: 2000,
  rotorM: 82,
  hubM: 78,
  cutInMs: 3,
  cutOutMs: 25,
  curve: [
    [3, 25],
    [4, 82],
    [5, 174],
    [6, 321],
    [7, 532],
    [8, 815],
    [9, 1180],
    [10, 1580],
    [11, 1890],
    [12, 2000],
    [25, 2000],
  ],
};

export const A92: TurbineModel = {
  name: "Aerolec A92",
  ratedKw: 2350,
  rotorM: 92,
  hubM: 85,
  cutInMs: 2.5,
  cutOutMs: 25,
  curve: [
    [2.5, 10],
    [3, 30],
    [4, 105],
    [5, 226],
    [6, 410],
    [7, 668],
    [8, 1010],
    [9, 1440],
    [10, 1890],
    [11, 2220],
    [12, 2350],
    [25, 2350],
  ],
};

export const MODELS: Record<string, TurbineModel> = {
  A82,
  A92,
};

export function modelByName(name: string): TurbineModel {
  const model = MODELS[name];
  if (!model) {
    throw new Error(`unknown turbine model: ${name}`);
  }
  return model;
}

export function installedKw(turbines: Turbine[]): number {
  return turbines.reduce((sum, t) => sum + t.model.ratedKw, 0);
}

export function sweptAreaM2(model: TurbineModel): number {
  return Math.PI * (model.rotorM / 2) ** 2;
}
