"""What kind of file a path names, by its name alone: a test, source code, or a file whose diff nobody reads."""

from __future__ import annotations

import re

# code showing the library in use: an examples folder, or a lone `examples.js`, `demo.py` (a lone `samples.go` may
# be the library's own code)
ASIDE = re.compile(r"(?:^|/)(?:(?:examples?|demos?|samples?)/|(?:examples?|demos?)\.\w+$)", re.IGNORECASE)
JVM_FILE = re.compile(r"\.(?:java|kt|scala|groovy)$")  # a JVM stack frame names the class's file, not its folder
TEST_FILE = re.compile(
    r"(^|/)(tests?|spec|__tests__)/|(^|/|_)tests?_|_test\.|[._-](test|spec)\.|Tests?\.\w+$|(^|/)(tests?|specs?)\.\w+$"
)  # the last: a file named `test.js`, `tests.c`
TEST_START = re.compile(  # a line opening a test (or a function): where walking back up a test body stops
    r"^\s*(?:(?:async\s+)?def\s|func\s|(?:pub\s+)?fn\s|@Test\b|#\[test\]|(?:public\s+)?(?:void|fun)\s"
    r"|(?:public\s+)?function\s+test\w*\s*\()"  # PHPUnit's test methods (not its helpers)
    r"|^\s*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TEST_CASE|SCENARIO|BOOST_AUTO_TEST_CASE)\s*\("  # GoogleTest, Catch2, Boost
    r"|\b(?:it|test|specify|describe|context)\s*(?:\(\s*)?['\"`]"  # `it("...", ...)` and RSpec's `it "..." do`
)
_LOCK = re.compile(
    r"(^|/)(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|Cargo\.lock|poetry\.lock"
    r"|Pipfile\.lock|uv\.lock|pdm\.lock|go\.sum|composer\.lock|Gemfile\.lock|mix\.lock|flake\.lock|gradle\.lockfile"
    r"|packages\.lock\.json|Package\.resolved|pubspec\.lock|[\w.-]+\.lock)$"
)
_VENDORED = re.compile(r"(^|/)(vendor|vendored|third[_-]party|node_modules|bower_components|external)/")
_GENERATED = re.compile(
    r"(^|/)(dist|build|out|generated|__generated__|gen)/|_pb2(_grpc)?\.pyi?$|\.pb\.(go|cc|h)$|\.generated\.\w+$"
    r"|\.g\.dart$|\.snap$"
)
_MINIFIED = re.compile(r"[.-]min\.(js|css|mjs)$|\.(js|css)\.map$|\.map$")
_SOURCE = re.compile(
    r"\.(py|pyi|pyx|js|jsx|mjs|cjs|ts|tsx|mts|cts|vue|svelte|go|rs|java|kt|kts|scala|groovy|c|h|cc|cpp|cxx|hpp|hh|m|mm"
    r"|cs|fs|vb|rb|php|swift|dart|ex|exs|erl|hs|ml|clj|lua|pl|pm|r|jl|zig|nim|sh|bash|sql)$",
    re.IGNORECASE,
)


def unread_kind(path: str) -> str | None:
    """`lock file`, `vendored`, `generated` or `minified` for a file whose hunks are not worth a model's reading."""
    for kind, rx in (("lock file", _LOCK), ("vendored", _VENDORED), ("minified", _MINIFIED), ("generated", _GENERATED)):
        if rx.search(path):
            return kind
    return None


def is_test(path: str) -> bool:
    """A test file by the usual naming (tests/, test_x.py, x_test.go, x.spec.ts, FooTest.java)."""
    return TEST_FILE.search(path) is not None


def is_source(path: str) -> bool:
    """Code in a programming language (not docs, data or configuration)."""
    return _SOURCE.search(path) is not None


def same_file(a: str, b: str) -> bool:
    """The same file, named in full or by a tail of its path (`tests/test_a.py` and `/ci/repo/tests/test_a.py`)."""
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)
