"use strict";
const assert = require("assert");
const { toc } = require("../lib");

const DOC = [
  "# Project",
  "",
  "## Install",
  "### From npm",
  "## Usage",
  "```sh",
  "# not a heading",
  "```",
  "## Usage",
].join("\n");

describe("toc", function () {
  it("nests by level and skips the title", function () {
    assert.strictEqual(
      toc(DOC),
      ["- [Install](#install)", "  - [From npm](#from-npm)", "- [Usage](#usage)", "- [Usage](#usage-1)"].join("\n"),
    );
  });

  it("honours maxLevel", function () {
    assert.strictEqual(toc(DOC, { maxLevel: 2 }).split("\n").length, 3);
  });

  it("is empty without headings", function () {
    assert.strictEqual(toc("just text"), "");
  });
});
