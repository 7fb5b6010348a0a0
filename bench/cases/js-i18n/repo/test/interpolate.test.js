"use strict";
const assert = require("assert");
const { interpolate } = require("../lib/interpolate");

describe("interpolate", () => {
  it("fills placeholders", () => assert.strictEqual(interpolate("Hi {a} {b}", { a: 1, b: "x" }), "Hi 1 x"));
  it("leaves unknown placeholders", () => assert.strictEqual(interpolate("{who}?", {}), "{who}?"));
});
