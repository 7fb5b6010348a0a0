import assert from "node:assert/strict";
import { describe, it } from "node:test";

import { parse, stringify } from "../src/index.js";

describe("stringify", () => {
  it("writes flat pairs", () => {
    assert.equal(stringify({ a: "1", b: "two words" }), "a=1&b=two+words");
  });

  it("writes arrays and nested objects", () => {
    assert.equal(stringify({ tag: ["x", "y"], user: { name: "ada" } }), "tag[]=x&tag[]=y&user[name]=ada");
  });

  it("round-trips", () => {
    const object = { q: "a&b=c", list: ["1", "2"], deep: { er: { est: "yes" } } };
    assert.deepEqual(parse(stringify(object)), object);
  });
});
