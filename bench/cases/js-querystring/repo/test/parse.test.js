import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { parse } from "../src/index.js";

describe("parse", () => {
  it("reads flat pairs", () => {
    assert.deepEqual(parse("a=1&b=two"), { a: "1", b: "two" });
  });

  it("ignores a leading question mark and empty pairs", () => {
    assert.deepEqual(parse("?a=1&&b="), { a: "1", b: "" });
  });

  it("collects arrays", () => {
    assert.deepEqual(parse("tag[]=x&tag[]=y"), { tag: ["x", "y"] });
  });

  it("nests objects", () => {
    assert.deepEqual(parse("user[name]=ada&user[langs][]=en"), { user: { name: "ada", langs: ["en"] } });
  });

  it("decodes plus signs and percent escapes in values", () => {
    assert.deepEqual(parse("q=hello+world%21&city=S%C3%A3o+Paulo"), { q: "hello world!", city: "São Paulo" });
  });

  it("keeps a stray percent sign", () => {
    assert.deepEqual(parse("discount=50%"), { discount: "50%" });
  });
});
