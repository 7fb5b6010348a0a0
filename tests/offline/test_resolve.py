"""A test importing a relative path (`require('..')`, `from '../lib'`): the changed file Node's resolution gives."""

from __future__ import annotations

import re

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.resolve import imports_pattern, resolved
from tests.offline.test_follow import _diagnose

CHANGES = ChangeSet(
    tuple(
        FileChange(p, "modified", added=1, deleted=1, patch="@@ -1,1 +1,1 @@\n-a\n+b\n")
        for p in ("index.js", "lib/index.ts", "lib/util.mjs", "src/parse.js", "README.md")
    ),
    "main",
)


@pytest.mark.parametrize(
    ("importer", "line", "module"),
    [
        ("test/uri.test.js", "const uri = require('..')", "index.js"),  # the package's folder: its index
        ("test/uri.test.js", 'const uri = require("../")', "index.js"),
        ("test/deep/a.test.ts", "import { parse } from '../../lib'", "lib/index.ts"),
        ("lib/x.js", "import('./util.mjs').then(load)", "lib/util.mjs"),  # as written, extension and all
        ("test/parse.test.js", "const { parse } = require('../src/parse')", "src/parse.js"),  # an extension added
        ("index.js", "const p = require('./src/parse.js')", "src/parse.js"),
    ],
)
def test_a_relative_import_resolves_to_the_changed_file_node_would_load(importer: str, line: str, module: str) -> None:
    assert resolved(importer, line, CHANGES) == module


@pytest.mark.parametrize(
    ("importer", "line"),
    [
        ("test/a.test.js", "const a = require('../lib/other')"),  # unchanged
        ("a.test.js", "const a = require('../index.js')"),  # out of the repository
        ("test/a.test.js", "const a = require('lodash')"),  # a package, not a path
        ("test/a.test.js", "const readme = '../README.md'"),  # no import
    ],
)
def test_a_path_naming_no_changed_script_resolves_to_nothing(importer: str, line: str) -> None:
    assert resolved(importer, line, CHANGES) is None


def test_the_import_grep_looks_for_relative_paths_only_when_a_script_changed() -> None:
    pattern = imports_pattern(["parse"], CHANGES, set())
    assert pattern is not None
    assert re.search(pattern, "const uri = require('..')")
    assert re.search(pattern, "from shop.parse import x")
    python = ChangeSet(
        (FileChange("shop/parse.py", "modified", added=1, deleted=1, patch="@@ -1 +1 @@\n-a\n+b\n"),), "m"
    )
    assert not re.search(imports_pattern(["parse"], python, set()) or "^$", "const uri = require('..')")
    assert imports_pattern([], python, set()) is None  # nothing to look for


PACKAGE = {
    "package.json": '{"name": "ports", "main": "index.js", "scripts": {"test": "node --test"}}\n',
    "index.js": (
        "'use strict'\n\n"
        "const DEFAULTS = { http: 80, https: 443 }\n\n"
        "function normalize (url) {\n"
        "  const u = new URL(url)\n"
        "  if (String(DEFAULTS[u.protocol.slice(0, -1)]) === u.port) u.port = ''\n"
        "  return u.toString()\n"
        "}\n\n"
        "module.exports = { normalize }\n"
    ),
    "test/normalize.test.js": (
        "'use strict'\n\n"
        "const test = require('node:test')\n"
        "const assert = require('node:assert')\n"
        "const ports = require('..')\n\n"
        "const fn = ports.normalize\n"
        "test('drops the default port', () => {\n"
        "  assert.strictEqual(fn('https://example.com:443/a'), 'https://example.com/a')\n"
        "})\n"
    ),
}


def test_the_package_a_test_requires_by_its_folder_is_a_file_it_imports(make_repo, git) -> None:
    changed = PACKAGE["index.js"].replace("{ http: 80, https: 443 }", "{ http: 80, https: 433 }")
    message = "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n+ actual - expected"
    failure = Failure(message, "node-test", "drops the default port", "test/normalize.test.js", 9, None)
    label = "'use strict'\n\nmodule.exports = (port) => `default port ${port}`\n"  # new beside it, sharing words
    d = _diagnose(make_repo, git, PACKAGE, {"index.js": changed, "lib/label.js": label}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("index.js", 3)
    assert "in a file the failing test imports" in d.conclusion  # read for the import, no walk through names needed
