import { describe, expect, it } from "vitest";
import { TEAMS, findTeam, homeCourt, isTeamCode, sameClub } from "../src/teams";

describe("teams", () => {
  it("knows the team codes", () => {
    expect(isTeamCode("RIV")).toBe(true);
    expect(isTeamCode("STA2")).toBe(true);
    expect(isTeamCode("riv")).toBe(false);
    expect(isTeamCode("RIVER")).toBe(false);
  });

  it("finds a team whatever the case", () => {
    expect(findTeam(" oak ").name).toBe("Oakfield Otters");
    expect(() => findTeam("XYZ")).toThrow(/unknown team code XYZ/);
  });

  it("plays at its club's court", () => {
    expect(homeCourt(findTeam("RIV2"))).toBe("Riverside Leisure Centre");
    expect(() => homeCourt({ code: "NEW", name: "New Team", club: "Nowhere" })).toThrow(/unknown club/);
  });

  it("tells teams of the same club", () => {
    expect(sameClub(findTeam("STA"), findTeam("STA2"))).toBe(true);
    expect(sameClub(findTeam("STA"), findTeam("MIL"))).toBe(false);
    expect(TEAMS).toHaveLength(6);
  });
});
