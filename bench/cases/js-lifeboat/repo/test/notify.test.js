import assert from "node:assert/strict";
import { pageAll } from "../src/notify.js";
import { MEMBERS } from "./fixtures.js";
import { gateway } from "./fixtures.js";

describe("pageAll", () => {
  it("pages everyone and gives each answer with its member", async () => {
    const { send, sent } = gateway({ m1: ["yes", 1], m3: ["yes", 1], m4: ["no", 1] });
    const answers = await pageAll(MEMBERS, send);
    assert.deepEqual(sent, ["m1", "m2", "m3", "m4", "m5", "m6"]);
    assert.deepEqual(
      answers.map((a) => `${a.member.id}:${a.answer}`),
      ["m1:yes", "m2:no", "m3:yes", "m4:no", "m5:no", "m6:no"],
    );
  });

  it("refuses an answer that is not yes or no", async () => {
    const { send } = gateway({ m2: ["maybe", 0] });
    await assert.rejects(pageAll(MEMBERS.slice(0, 3), send), /m2: pager answer/);
  });

  it("has nothing to do for nobody", async () => {
    assert.deepEqual(await pageAll([], gateway({}).send), []);
  });
});
