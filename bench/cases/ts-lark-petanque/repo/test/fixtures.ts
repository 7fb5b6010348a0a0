import { parseResults } from '../src/results'

export const TEAMS = ['ARL', 'AVI', 'BOU', 'CAS', 'NIM', 'SET']

export const NAMES: Record<string, string> = {
  ARL: 'Arles Boule Joyeuse',
  AVI: 'Avignon Pétanque',
  BOU: 'Boulistes d’Uzès',
  CAS: 'Cassis Fanny',
  NIM: 'Nîmes Arènes',
  SET: 'Sète Quai',
}

// three rounds of the autumn Swiss, in the order the scorers handed the cards in
export const ROUNDS = parseResults(`
1 BOU 13-11 CAS
1 ARL 5-13 NIM
1 SET 11-13 AVI
2 BOU 11-13 ARL
2 AVI 2-13 NIM
2 CAS 2-13 SET
3 AVI 13-4 BOU
3 ARL 4-13 CAS
3 NIM 13-11 SET
`)
