"""A callee bound through a module import: `var parse = require('../')`, `const { parse } = require('./lib')`,
`import parse from '../src'`. When no definition named like the callee is found, the module the test binds it from
is resolved to its files (the path itself, with a script extension, its index, its package.json's `main`), and
their export lines are grepped: `module.exports = function (...)`, `module.exports = parse` (then `parse`'s
definition in that file), `export default function`."""

from __future__ import annotations

import posixpath
import re
from typing import Any

from diagbot.offline.findings import Findings, Hit
from diagbot.offline.follow import read

_EXTS = ("", ".js", ".ts", ".mjs", ".cjs", ".jsx", ".tsx", "/index.js", "/index.ts", "/index.mjs", "/package.json")
_EXPORT = r"module\.exports\s*=|^\s*exports\.\w+\s*=|\bexport\s+default\b|\"main\"\s*:|^\s*(async\s+)?function\s+\w+"
_MAIN = re.compile(r"\"main\"\s*:\s*\"([^\"]+)\"")
_EXPORTS = re.compile(
    r"module\.exports\s*=\s*([A-Za-z_$][\w$]*)\s*;?\s*$|export\s+default\s+([A-Za-z_$][\w$]*)\s*;?\s*$"
)


def bound_module(code: dict[int, str], symbol: str) -> str | None:
    """The relative module the read test code binds `symbol` from, if it does."""
    s = re.escape(symbol)
    shapes = (
        rf"\b(?:var|let|const)\s+{s}\s*=\s*require\(\s*['\"](\.[^'\"]*)['\"]",
        rf"\b(?:var|let|const)\s*\{{[^}}]*\b{s}\b[^}}]*\}}\s*=\s*require\(\s*['\"](\.[^'\"]*)['\"]",
        rf"\bimport\s+{s}\s*(?:,\s*\{{[^}}]*\}})?\s*from\s*['\"](\.[^'\"]*)['\"]",
        rf"\bimport\s*\{{[^}}]*\b{s}\b[^}}]*\}}\s*from\s*['\"](\.[^'\"]*)['\"]",
    )
    for line in code.values():
        for rx in shapes:
            if m := re.search(rx, line):
                return m[1]
    return None


def module_files(test: str, spec: str) -> list[str]:
    """The repository paths a relative module names, from the test file's folder: itself, with a script extension,
    its index, its package.json."""
    base = posixpath.normpath(posixpath.join(posixpath.dirname(test), spec))
    base = "" if base == "." else base
    return [(base + e).lstrip("/") for e in _EXTS]


def grep_binding(f: Findings) -> tuple[str, dict[str, Any]] | None:
    """No definition named like the callee: grep the test file for the import line binding it."""
    if not f.symbol or f.defs or not f.code or f.modules:
        return None
    say = f"No definition named `{f.symbol}`: where does `{f.code[0][0]}` bind it from?"
    s = re.escape(f.symbol)
    pattern = rf"\b{s}\b.*\brequire\(|\bimport\b.*\b{s}\b"
    return "grep", {"pattern": pattern, "glob": f.code[0][0], "_mod": True, "_say": say}


def _spec(f: Findings) -> str | None:
    test, _, code = f.code[0]
    bound = {**code, **{-i: h[2] for i, h in enumerate(f.modules[0] if f.modules else [], 1) if h[0] == test}}
    return bound_module(bound, f.symbol or "")


def grep_module(f: Findings) -> tuple[str, dict[str, Any]] | None:
    """Grep the export lines of the module the test binds the callee from."""
    spec = _spec(f) if f.symbol and not f.defs and f.code and len(f.modules) == 1 else None
    if spec is None:
        return None
    say = f"`{f.symbol}` is bound from the module `{spec}`: find what it exports."
    names = sorted({n for p in module_files(f.code[0][0], spec) if (n := posixpath.basename(p)) and n[0] != "."})
    return "grep", {"pattern": _EXPORT, "glob": "**/{" + ",".join(names) + "}", "_mod": True, "_say": say}


def grep_main(f: Findings) -> tuple[str, dict[str, Any]] | None:
    """When the module's package.json names a `main` file the first grep did not cover: that file's exports."""
    spec = _spec(f) if f.symbol and not f.defs and f.code and len(f.modules) == 2 else None
    if spec is None:
        return None
    main = _main(f.modules[1], module_files(f.code[0][0], spec))
    if main is None or any(h[0] == main for h in f.modules[1]):
        return None
    return "grep", {"pattern": _EXPORT, "glob": main, "_mod": True, "_say": f"Its package's main file is `{main}`."}


def _main(hits: list[Hit], wanted: list[str]) -> str | None:
    """The main file a wanted package.json names (`"main": "lib/x"` → lib/x.js)."""
    for h in hits:
        if h[0] in wanted and h[0].endswith("package.json") and (m := _MAIN.search(h[2])):
            path = posixpath.normpath(posixpath.join(posixpath.dirname(h[0]), m[1])).lstrip("/")
            return path if posixpath.splitext(path)[1] else path + ".js"
    return None


def module_definition(f: Findings) -> Hit | None:
    """The export line (or the function it exports) of the module the callee is bound from, among the hits: its
    package's main file first."""
    if not f.symbol or len(f.modules) < 2 or not f.code:
        return None
    exports = [h for hits in f.modules[1:] for h in hits]
    wanted = module_files(f.code[0][0], _spec(f) or ".")
    main = _main(exports, wanted)
    hits = [h for h in exports if h[0] == main] or [h for h in exports if h[0] in wanted]
    for h in hits:
        if (m := _EXPORTS.search(h[2])) and (name := m[1] or m[2]) != "function":
            named = re.compile(rf"\bfunction\s+{re.escape(name)}\b")
            return next((d for d in hits if d[0] == h[0] and named.search(d[2])), h)
        if re.search(r"module\.exports\s*=|export\s+default", h[2]):
            return h
    return None


def read_module(f: Findings) -> tuple[str, dict[str, Any]] | None:
    """Read the definition the callee's module exports (once)."""
    hit = module_definition(f)
    if hit is None or any(p == hit[0] and n == hit[1] for p, n, _ in f.reads):
        return None
    return read(hit[0], hit[1], limit=40)
