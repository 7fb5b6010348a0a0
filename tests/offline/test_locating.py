"""Finding where a failure is, on real git repositories: a check that names no file, a definition beside its copy
in docs or a build folder, a changed line that is where an exception was thrown."""

from __future__ import annotations

import pytest

from diagbot.filekinds import TEST_FILE
from diagbot.logs.types import Failure
from tests.offline.test_follow import _diagnose

C_TESTS = {
    "tests.c": (
        '#include "kv.h"\n#define TEST(x) check(x, __LINE__, #x)\n\nint main(void) {\n'
        '    TEST(STREQ(kv_get(store, "name"), "ada"));\n    TEST(STREQ(kv_get(store, "city"), "paris"));\n'
        "    return 0;\n}\n"
    ),
    "kv.c": "const char *kv_get(const char *store, const char *key) {\n    return store;\n}\n",
}


def test_a_failing_check_that_names_no_file_is_found_where_its_text_is_written(make_repo, git):
    failure = Failure('6 STREQ(kv_get(store, "city"), "paris") - FAILED', "generic", None, None, None, 3)
    d = _diagnose(make_repo, git, C_TESTS, {"README.md": "kv\n"}, failure)
    assert d.trace[1].tool == "grep"
    assert "kv_get" in d.trace[1].args["pattern"]
    assert ("tests.c", 6) in [(loc.path, loc.line) for loc in d.locations]


@pytest.mark.parametrize("path", ["tests.c", "esm/test.js", "test.py", "lib/tests.rs", "spec.rb"])
def test_a_file_named_test_or_tests_is_a_test_file(path):
    assert TEST_FILE.search(path)


@pytest.mark.parametrize("path", ["src/attest.py", "src/contest.c", "latest.go", "src/testing_utils.go"])
def test_a_name_merely_containing_test_is_not(path):
    assert not TEST_FILE.search(path)


COPIES = {
    "README.md": "Example:\n\n    func Split(s string) []string {\n",
    "dist/split.go": "package dist\n\nfunc Split(s string) []string {\n\treturn nil\n}\n",
    "split.go": "package split\n\nfunc Split(s string) []string {\n\treturn []string{s}\n}\n",
    "split_test.go": (
        'package split\n\nimport "testing"\n\nfunc TestSplit(t *testing.T) {\n'
        '\tif got := Split("a b"); len(got) != 2 {\n\t\tt.Errorf("Split = %v", got)\n\t}\n}\n'
    ),
}


def test_the_definition_read_is_the_source_not_a_readme_example_nor_a_built_copy(make_repo, git):
    failure = Failure("Split = [a b]", "go", "TestSplit", "split_test.go", 7, 3)
    d = _diagnose(make_repo, git, COPIES, {"README.md": COPIES["README.md"] + "\nMore.\n"}, failure)
    reads = [t.args["path"] for t in d.trace if t.tool == "read_file"]
    assert reads[:2] == ["split_test.go", "split.go"]


JAVA = {
    "src/main/java/q/Quantities.java": (
        "package q;\n\npublic final class Quantities {\n    public static double parse(String word) {\n"
        "        int slash = word.indexOf('/');\n        double top = Double.parseDouble(word.substring(0, slash));\n"
        "        double bottom = Double.parseDouble(word.substring(slash + 1));\n        return top / bottom;\n"
        "    }\n}\n"
    ),
    "src/main/java/q/Lists.java": "package q;\n\npublic final class Lists {\n}\n",
    "src/test/java/q/QuantitiesTest.java": (
        "package q;\n\nclass QuantitiesTest {\n    @Test\n    void half() {\n"
        '        assertEquals(0.5, Quantities.parse("1/2"));\n    }\n}\n'
    ),
}


def test_a_changed_line_an_exception_was_thrown_from_is_cited_not_followed_further(make_repo, git):
    changed = {
        "src/main/java/q/Quantities.java": JAVA["src/main/java/q/Quantities.java"].replace(
            "word.substring(slash + 1)", "Lists.tail(word, slash)"
        ),
        "src/main/java/q/Lists.java": (
            "package q;\n\npublic final class Lists {\n    static String tail(String w, int at) {\n"
            "        return w.substring(at);\n    }\n}\n"
        ),
    }
    failure = Failure(
        'java.lang.NumberFormatException: For input string: "/2"', "junit", "q.QuantitiesTest.half",
        "src/main/java/q/Quantities.java", 7, 30,
    )  # fmt: skip
    d = _diagnose(make_repo, git, JAVA, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/main/java/q/Quantities.java", 7)
    assert "reached through" not in d.conclusion


C_RUNNER = {
    "tests/runner.c": (
        '#include "tests.h"\n\nstruct test { const char *name; void (*run)(void); };\n#define T(f) {#f, f}\n\n'
        "static const struct test all[] = {\n    T(test_add),\n    T(test_scale),\n};\n"
    ),
    "tests/tests.h": "void test_add(void);\nvoid test_scale(void);\n",
    "tests/test_calc.c": (
        '#include "calc.h"\n#include "check.h"\n\nvoid test_add(void)\n{\n    CHECK(add(2, 2) == 4);\n}\n\n'
        "void test_scale(void)\n{\n    CHECK(scale(3) == 30);\n}\n"
    ),
    "src/calc.c": "int add(int a, int b) { return a + b; }\nint scale(int x) { return x * 10; }\n",
}


def test_a_failing_test_found_only_by_name_is_read_where_it_is_defined_not_where_a_runner_lists_it(make_repo, git):
    failure = Failure("FAIL test_scale", "generic", "test_scale", None, None, 3)
    d = _diagnose(make_repo, git, C_RUNNER, {"README.md": "calc\n"}, failure)
    read = next(t for t in d.trace if t.tool == "read_file")
    assert read.args["path"] == "tests/test_calc.c"


PATHS = {
    "src/index.js": "module.exports = { ...require('./path') };\n",
    "src/path.js": (
        "function relative(from, to) {\n  const [a, b] = [from.split('/'), to.split('/')];\n  let common = 0;\n"
        "  while (common < a.length && a[common] === b[common]) common++;\n"
        "  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/');\n}\n\n"
        "module.exports = { relative };\n"
    ),
    "test/path.test.js": (
        "const { relative } = require('../src');\n\n"  # 1-2
        "function _r(item) {\n  return typeof item === 'function' ? item() : item;\n}\n\n"  # 3-6
        "function runTest(name, fn, items) {\n  describe(name, () => {\n"  # 7-8
        "    for (const [from, to, expected] of items) {\n"  # 9
        "      it(`${name}('${from}','${to}') should be '${expected}'`, () => {\n"  # 10
        "        expect(fn(from, to)).toBe(_r(expected));\n      });\n    }\n  });\n}\n\n"  # 11-16
        "runTest('relative', relative, [['/a', '/a/b', 'b']]);\n"
    ),
}


def test_a_function_handed_to_a_shared_helper_is_found_by_the_call_the_tests_title_names(make_repo, git):
    failure = Failure(
        'expect(received).toBe(expected) // Object.is equality (Expected: "b", Received: "../a/b")', "jest",
        "relative \u203a relative('/a','/a/b') should be 'b'", "test/path.test.js", 11,
    )  # fmt: skip
    changed = {"src/path.js": PATHS["src/path.js"].replace("common < a.length &&", "common < a.length - 1 &&")}
    d = _diagnose(make_repo, git, PATHS, changed, failure)
    assert "the branch changed `src/path.js:4`" in d.conclusion.split("### Evidence")[0], d.conclusion
