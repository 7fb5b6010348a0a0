import { describe, expect, it } from "vitest";
import { Leaderboard } from "../src/leaderboard.js";
import { Logbook } from "../src/logbook.js";
import { RouteSet } from "../src/routes.js";

function month() {
  const routes = new RouteSet();
  routes.add("cave-1", "cave", "V2", "2026-03-02");
  routes.add("cave-2", "cave", "V5", "2026-03-02");
  routes.add("roof-1", "roof", "V6", "2026-03-30");
  const ana = new Logbook("ana", routes);
  ana.record("cave-2", "2026-03-05", "redpoint"); // 400
  const ben = new Logbook("ben", routes);
  ben.record("cave-1", "2026-03-06", "redpoint"); // 250
  ben.record("roof-1", "2026-04-01", "flash"); // 540, April
  const cat = new Logbook("cat", routes);
  cat.record("cave-1", "2026-03-20", "redpoint"); // 250
  const dan = new Logbook("dan", routes);
  dan.record("roof-1", "2026-04-02", "redpoint");
  return new Leaderboard([ana, ben, cat, dan]);
}

describe("Leaderboard", () => {
  it("ranks the month, sharing places on equal scores", () => {
    expect(month().standings(2026, 3)).toEqual([
      { place: 1, climber: "ana", score: 400 },
      { place: 2, climber: "ben", score: 250 },
      { place: 2, climber: "cat", score: 250 },
    ]);
  });

  it("leaves out climbers with no sends in the month", () => {
    expect(month().standings(2026, 4).map((s) => s.climber)).toEqual(["ben", "dan"]);
  });
});
