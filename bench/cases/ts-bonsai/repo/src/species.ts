export type Family = "conifer" | "deciduous" | "tropical";

export interface Species {
  id: string;
  name: string;
  family: Family;
  /** days between waterings in the growing season and in dormancy */
  waterEveryDays: { growing: number; dormant: number };
  repotEveryYears: number;
  /** how long wire may stay on a branch before it bites into the bark */
  wireWeeks: number;
}

const SPECIES: Species[] = [
  {
    id: "acer-palmatum",
    name: "Japanese maple",
    family: "deciduous",
    waterEveryDays: { growing: 1, dormant: 4 },
    repotEveryYears: 2,
    wireWeeks: 8,
  },
  {
    id: "juniperus-chinensis",
    name: "Chinese juniper",
    family: "conifer",
    waterEveryDays: { growing: 2, dormant: 6 },
    repotEveryYears: 4,
    wireWeeks: 20,
  },
  {
    id: "pinus-thunbergii",
    name: "Japanese black pine",
    family: "conifer",
    waterEveryDays: { growing: 2, dormant: 7 },
    repotEveryYears: 5,
    wireWeeks: 26,
  },
  {
    id: "ficus-retusa",
    name: "Banyan fig",
    family: "tropical",
    waterEveryDays: { growing: 2, dormant: 3 },
    repotEveryYears: 2,
    wireWeeks: 10,
  },
  {
    id: "ulmus-parvifolia",
    name: "Chinese elm",
    family: "deciduous",
    waterEveryDays: { growing: 1, dormant: 5 },
    repotEveryYears: 2,
    wireWeeks: 6,
  },
];

export function speciesById(id: string): Species {
  const found = SPECIES.find((s) => s.id === id);
  if (!found) {
    throw new Error(`unknown species: ${id}`);
  }
  return found;
}

export function allSpecies(): readonly Species[] {
  return SPECIES;
}
