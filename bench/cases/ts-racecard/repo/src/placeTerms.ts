export interface PlaceTerms {
  places: number;
  /** Share of the win odds the place part is settled at. */
  fraction: number;
}

/** Standard each-way terms for a field of starters: none under five runners. */
export function placeTerms(starters: number, handicap: boolean): PlaceTerms | undefined {
  if (starters < 5) {
    return undefined;
  }
  if (starters <= 7) {
    return { places: 2, fraction: 1 / 4 };
  }
  if (handicap && starters >= 16) {
    return { places: 4, fraction: 1 / 4 };
  }
  if (handicap && starters >= 12) {
    return { places: 3, fraction: 1 / 4 };
  }
  return { places: 3, fraction: 1 / 5 };
}
