import assert from "node:assert/strict";
import { assembleCrew, launchesIn, logLaunch } from "../src/index.js";
import { gateway, station } from "./fixtures.js";

const everyoneButGethin = {
  m1: ["yes", 15],
  m2: ["yes", 2],
  m3: ["yes", 10],
  m4: ["yes", 4],
  m5: ["yes", 6],
  m6: ["no", 1],
};

describe("assembleCrew", () => {
  it("gives the boat to the first helm on the roster, however fast the others answer", async () => {
    const store = await station();
    const plan = await assembleCrew(store, gateway(everyoneButGethin).send);
    assert.equal(plan.helm, "m1");
  });

  it("takes the crew in roster order and a driver from the rest", async () => {
    const store = await station();
    const plan = await assembleCrew(store, gateway(everyoneButGethin).send);
    assert.deepEqual(plan, { helm: "m1", crew: ["m2", "m3"], driver: "m4", readyInMinutes: 13 });
  });

  it("falls back to the next helm when the first says no", async () => {
    const store = await station();
    const plan = await assembleCrew(store, gateway({ m2: ["yes", 3], m3: ["yes", 1], m5: ["yes", 2] }).send);
    assert.deepEqual(plan, { helm: "m2", crew: ["m3", "m5"], driver: null, readyInMinutes: 13 });
  });

  it("follows the station's own order of preference", async () => {
    const store = await station(["m5", "m2", "m1", "m3", "m4", "m6"]);
    const plan = await assembleCrew(store, gateway(everyoneButGethin).send);
    assert.deepEqual(plan.crew, ["m5", "m1"]);
  });

  it("does not launch without a helm or short of crew", async () => {
    const store = await station();
    await assert.rejects(assembleCrew(store, gateway({ m3: ["yes", 1], m5: ["yes", 1] }).send), /no helm/);
    await assert.rejects(assembleCrew(store, gateway({ m1: ["yes", 1], m5: ["yes", 1] }).send), /only 1 crew/);
  });
});

describe("launch log", () => {
  it("numbers the launches from 1 each year", async () => {
    const store = await station();
    const plan = { helm: "m1", crew: ["m3", "m5"], driver: "m6", readyInMinutes: 12 };
    await logLaunch(store, 2025, plan, "drifting kayak");
    const first = await logLaunch(store, 2026, plan, "cut-off by the tide");
    const second = await logLaunch(store, 2026, plan, "dog over the cliff");
    assert.equal(first.number, 1);
    assert.equal(second.number, 2);
    assert.deepEqual(
      (await launchesIn(store, 2026)).map((e) => e.reason),
      ["cut-off by the tide", "dog over the cliff"],
    );
  });
});
