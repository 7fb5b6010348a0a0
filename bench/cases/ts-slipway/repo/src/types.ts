export type IsoDate = string; // YYYY-MM-DD

export interface Boat {
  name: string;
  owner: string;
  loaMetres: number; // length overall
  beamMetres: number;
  displacementTonnes: number;
}

export type Service = "pressure-wash" | "antifoul" | "anodes" | "mast-lift";

export interface Booking {
  id: string;
  boat: Boat;
  haulOut: IsoDate;
  relaunch: IsoDate;
  services: Service[];
}

export interface SlipwayLimits {
  maxLoaMetres: number;
  maxBeamMetres: number;
  maxTonnes: number;
  liftsPerDay: number;
}
