"use strict";
const assert = require("assert");
const { slugify, slugger } = require("../lib/slug");

describe("slugify", function () {
  it("lower-cases and dashes spaces", function () {
    assert.strictEqual(slugify("Getting Started"), "getting-started");
  });
  it("drops punctuation", function () {
    assert.strictEqual(slugify("What's new? (v2.0)"), "whats-new-v20");
  });
  it("keeps non-latin letters", function () {
    assert.strictEqual(slugify("Überblick"), "überblick");
  });
});

describe("slugger", function () {
  it("numbers repeated titles", function () {
    const next = slugger();
    assert.deepStrictEqual([next("Usage"), next("Usage"), next("Usage")], ["usage", "usage-1", "usage-2"]);
  });
});
