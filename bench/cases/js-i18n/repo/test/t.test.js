"use strict";
const assert = require("assert");
const { t } = require("../lib");

describe("t", () => {
  for (const [count, text] of [[0, "0 files"], [1, "1 file"], [2, "2 files"], [21, "21 files"]]) {
    it(`en files ${count}`, () => assert.strictEqual(t("en", "files", { count }), text));
  }
  it("de plural", () => assert.strictEqual(t("de-AT", "files", { count: 3 }), "3 Dateien"));
  it("plain strings", () => assert.strictEqual(t("en", "greeting", { name: "Ada" }), "Hello, Ada!"));
  it("unknown keys come back as they are", () => assert.strictEqual(t("en", "nope"), "nope"));
  it("inbox with no mail", () => assert.strictEqual(t("en", "inbox", { count: 0 }), "You have 0 new messages"));
});
