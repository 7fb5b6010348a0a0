import { Fixture } from "./fixtures";
import { Row, goalDifference } from "./table";
import { Team, TEAMS, findTeam, homeCourt } from "./teams";

function pad(text: string | number, width: number): string {
  return String(text).padStart(width);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The league table as printed for the noticeboard. */
export function renderTable(table: Row[]): string {
  const header = "Pos Team   P  W  D  L   GF   GA   GD  B  Pts";
  const lines = table.map(
    (r, i) =>
      `${pad(i + 1, 3)} ${r.team.padEnd(5)}${pad(r.played, 3)}${pad(r.won, 3)}${pad(r.drawn, 3)}${pad(r.lost, 3)}` +
      `${pad(r.goalsFor, 5)}${pad(r.goalsAgainst, 5)}${pad(signed(goalDifference(r)), 5)}${pad(r.bonus, 3)}${pad(r.points, 5)}`,
  );
  return [header, ...lines].join("\n");
}

/** One match night's fixtures with the court each is played on. */
export function renderNight(fixtures: Fixture[], date: string, teams: Team[] = TEAMS): string {
  const tonight = fixtures.filter((f) => f.date === date);
  if (tonight.length === 0) return `${date}: no matches`;
  const lines = tonight.map((f) => {
    const home = findTeam(f.home, teams);
    const away = findTeam(f.away, teams);
    return `  ${home.name} v ${away.name} (${homeCourt(home)})`;
  });
  return [`${date} (round ${tonight[0].round})`, ...lines].join("\n");
}
