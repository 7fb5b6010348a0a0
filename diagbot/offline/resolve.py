"""A JavaScript or TypeScript import of a relative path (`require('..')`, `from '../lib'`, `import('./util.js')`):
the changed file Node's resolution gives it: the path itself, with an extension, or the folder's index file. A test
that imports its package by its folder (`const uri = require('..')`) names no module a search for words finds."""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable

from diagbot.changes import ChangeSet
from diagbot.offline.change import import_pattern, source_files

# an import of a relative path, as the grep for import lines finds it (Python's re syntax, as the grep tool's)
RELATIVE = r"""(\brequire\s*\(\s*|\bfrom\s+|\bimport\s*\(?\s*)['"]\.{1,2}(/[^'"]*)?['"]"""
_SPEC = re.compile(r"""(?:\brequire\s*\(\s*|\bfrom\s+|\bimport\s*\(?\s*)(['"])(\.{1,2}(?:/[^'"]*)?)\1""")
_SCRIPTS = (".js", ".ts", ".mjs", ".cjs", ".jsx", ".tsx", ".mts", ".cts")


def imports_pattern(names: Iterable[str], changes: ChangeSet | None, read: set[str]) -> str | None:
    """A regex for the import lines naming one of the changed modules `names`, or, when the branch changed a
    script not read yet, importing a relative path; None when there is neither to look for."""
    named = sorted(names)
    scripts = any(f.path.endswith(_SCRIPTS) and f.path not in read for f in source_files(changes))
    parts = ([import_pattern(named)] if named else []) + ([RELATIVE] if scripts else [])
    return "|".join(parts) or None


def resolved(importer: str, line: str, changes: ChangeSet | None) -> str | None:
    """The changed source file the line's import of a relative path resolves to, from the importing file's folder:
    the path as written, with a script's extension, or its folder's `index` file; None when it names none."""
    changed = {f.path for f in source_files(changes)}
    for m in _SPEC.finditer(line):
        base = posixpath.normpath(posixpath.join(posixpath.dirname(importer), m[2]))
        if base == ".." or base.startswith("../"):
            continue  # out of the repository
        folder = "" if base == "." else base
        files = [] if not folder else [folder, *(folder + ext for ext in _SCRIPTS)]
        files += [posixpath.join(folder, "index" + ext) for ext in _SCRIPTS]
        if found := next((p for p in files if p in changed), None):
            return found
    return None
