import assert from "node:assert/strict";
import { canTake, etaMinutes, makeMember } from "../src/index.js";
import { MEMBERS } from "./fixtures.js";

describe("crew", () => {
  it("refuses a member without roles or with an unknown one", () => {
    assert.throws(() => makeMember({ id: "x", name: "X", roles: [], homeKm: 1 }), /roles/);
    assert.throws(() => makeMember({ id: "x", name: "X", roles: ["cook"], homeKm: 1 }), /roles/);
    assert.throws(() => makeMember({ id: "", name: "X", roles: ["crew"], homeKm: 1 }), /id/);
  });

  it("knows who can take which role", () => {
    assert.equal(canTake(MEMBERS[0], "helm"), true);
    assert.equal(canTake(MEMBERS[2], "helm"), false);
    assert.equal(canTake(MEMBERS[5], "driver"), true);
  });

  it("counts the ride in and the kit-up", () => {
    assert.deepEqual(
      MEMBERS.map(etaMinutes),
      [12, 13, 8, 9, 7, 11],
    );
  });
});
