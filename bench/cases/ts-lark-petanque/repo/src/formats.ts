/** Team formats and how many boules each player throws. */
export type Format = 'tete-a-tete' | 'doublette' | 'triplette'

export function playersPerTeam(format: Format): number {
  switch (format) {
    case 'tete-a-tete':
      return 1
    case 'doublette':
      return 2
    case 'triplette':
      return 3
  }
}

export function boulesPerPlayer(format: Format): number {
  return format === 'triplette' ? 2 : 3
}

/** Boules each team has in an end: 3 in tête-à-tête, 6 otherwise. */
export function boulesPerTeam(format: Format): number {
  return playersPerTeam(format) * boulesPerPlayer(format)
}

export function parseFormat(text: string): Format {
  const key = text.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '-')
  if (key === 'tete-a-tete' || key === 'doublette' || key === 'triplette') return key
  throw new Error(`unknown format "${text}"`)
}
