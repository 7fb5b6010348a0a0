export interface Club {
  name: string;
  homeCourt: string;
}

export interface Team {
  code: string;
  name: string;
  club: string;
}

export const CLUBS: Club[] = [
  { name: "Riverside", homeCourt: "Riverside Leisure Centre" },
  { name: "Oakfield", homeCourt: "Oakfield Academy Sports Hall" },
  { name: "Millbrook", homeCourt: "Millbrook Community Courts" },
  { name: "St Anne's", homeCourt: "St Anne's School" },
];

export const TEAMS: Team[] = [
  { code: "RIV", name: "Riverside Rockets", club: "Riverside" },
  { code: "RIV2", name: "Riverside Ravens", club: "Riverside" },
  { code: "OAK", name: "Oakfield Otters", club: "Oakfield" },
  { code: "MIL", name: "Millbrook Mustangs", club: "Millbrook" },
  { code: "STA", name: "St Anne's Stars", club: "St Anne's" },
  { code: "STA2", name: "St Anne's Sparks", club: "St Anne's" },
];

const CODE_PATTERN = /^[A-Z]{3}[0-9]?$/;

export function isTeamCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

export function findTeam(code: string, teams: Team[] = TEAMS): Team {
  const upper = code.trim().toUpperCase();
  const team = teams.find((t) => t.code === upper);
  if (!team) {
    throw new Error(`unknown team code ${code}`);
  }
  return team;
}

export function homeCourt(team: Team, clubs: Club[] = CLUBS): string {
  const club = clubs.find((c) => c.name === team.club);
  if (!club) {
    throw new Error(`team ${team.code} belongs to unknown club ${team.club}`);
  }
  return club.homeCourt;
}

export function sameClub(a: Team, b: Team): boolean {
  return a.club === b.club;
}
