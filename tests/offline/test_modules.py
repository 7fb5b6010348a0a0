"""offline.modules: a callee bound through a module import (`var parse = require('../')`) is read where that
module's main file defines what it exports."""

from __future__ import annotations

from diagbot.offline.modules import bound_module, module_files

PARSE = (
    "'use strict';\n\n"
    "function split(s) {\n  return s.split('&');\n}\n\n"
    "module.exports = function (s) {\n"
    "  var out = {};\n"
    "  split(s).forEach(function (pair) {\n"
    "    var kv = pair.split('=');\n"
    "    out[kv[0]] = decodeURIComponent(kv[1]);\n"
    "  });\n"
    "  return out;\n"
    "};\n"
)
TEST = (
    "'use strict';\n\nvar parse = require('../');\nvar test = require('tape');\n\n"
    "test('decodes', function (t) {\n"
    "  t.plan(1);\n"
    "  t.deepEqual(parse('q=a%20b'), { q: 'a b' });\n"
    "});\n"
)
LOG = """TAP version 13
# decodes
not ok 1 should be deeply equivalent
  ---
    operator: deepEqual
    expected: |-
      { q: 'a b' }
    actual: |-
      { q: 'a%20b' }
    at: Test.<anonymous> (/home/runner/work/qp/qp/test/parse.js:8:5)
  ...

1..1
# tests 1
# pass  0
# fail  1
"""


def test_the_binding_of_a_required_module_is_read_from_the_tests_import_lines() -> None:
    code = {
        3: "var parse = require('../');",
        4: "const { stringify } = require('./lib');",
        5: "import fmt from '../src'",
    }
    assert [bound_module(code, s) for s in ("parse", "stringify", "fmt", "other")] == ["../", "./lib", "../src", None]
    files = module_files("test/parse.js", "../")
    assert ("index.js" in files, "package.json" in files, "lib/x.js" in module_files("test/a.js", "../lib/x")) == (
        True,
        True,
        True,
    )


def test_a_callee_required_from_the_package_root_is_read_in_its_main_file(explain_branch):
    package = '{\n  "name": "qp",\n  "main": "lib/parse.js"\n}\n'
    d = explain_branch(
        {"package.json": package, "lib/parse.js": PARSE, "test/parse.js": TEST},
        {"lib/parse.js": PARSE.replace("decodeURIComponent(kv[1])", "kv[1]")},
        LOG,
        "values are taken as they come",
    )
    assert (d.locations[0].path, d.locations[0].line) == ("lib/parse.js", 11), [t.args for t in d.trace]
