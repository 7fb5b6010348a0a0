"""prompt_consts: the constants a shown change reads, quoted where its file defines them outside the hunks."""

from __future__ import annotations

from pathlib import Path

from diagbot.gitinfo import ChangeSet, FileChange, RepoFacts
from diagbot.logs.types import LogDigest
from diagbot.prompt import build_messages
from diagbot.prompt_consts import MOST, PER_FILE

LOT = (
    '#include "textbuf.h"\n'  # 1
    "\n"
    "#define SPECIES_COLS 11\n"  # 3
    "#define WEIGHT_COLS 7\n"  # 4
    "\n"
    "void lot_label(char *out, const char *species, int kg) {\n"  # 6
    "    tb_field(out, species, SPECIES_COLS);\n"  # 7
    "    tb_number(out, kg, WEIGHT_COLS); /* MAX_KG is checked before */\n"  # 8
    '    tb_text(out, "NOTE_LIMIT");\n'  # 9
    "}\n"
)


def _added(path: str, text: str, first: int, last: int) -> FileChange:
    """A change whose one hunk adds lines first..last of `text` (the new file)."""
    lines = text.splitlines()[first - 1 : last]
    body = "".join(f"+{line}\n" for line in lines)
    patch = f"@@ -{first},0 +{first},{len(lines)} @@\n{body}"
    return FileChange(path, "modified", added=len(lines), patch=patch)


def _question(tmp_path: Path, files: dict[str, str], *changed: FileChange) -> str:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    repo = RepoFacts(str(tmp_path), "ab", "feature", ChangeSet(changed, "origin/main", "GITHUB_BASE_REF"))
    return build_messages(LogDigest("boom"), repo)[1].content


def test_the_constants_added_lines_read_are_quoted_where_the_file_defines_them(tmp_path):
    """Not a constant named in a comment or a string, and not one whose definition a hunk shows already."""
    question = _question(tmp_path, {"src/lot.c": LOT}, _added("src/lot.c", LOT, 7, 9))
    section = question.split("## Values the changes read\n")[1]
    assert section.splitlines()[1:] == [
        "- `src/lot.c:3`: `#define SPECIES_COLS 11`",
        "- `src/lot.c:4`: `#define WEIGHT_COLS 7`",
    ]
    shown = _question(tmp_path, {"src/lot.c": LOT}, _added("src/lot.c", LOT, 3, 9))
    assert "## Values the changes read" not in shown  # the definitions are in the hunk


def test_definitions_of_many_languages_are_found(tmp_path):
    cases = {
        "a.py": "LIMIT: int = 3\n\n\ndef f(x):\n    return x < LIMIT\n",
        "b.ts": "export const MAX_SEATS = 12;\n\nexport function full(n: number) {\n  return n >= MAX_SEATS;\n}\n",
        "c.rs": "pub const PER_ROW: u32 = 9;\n\npub fn rows(n: u32) -> u32 {\n    n / PER_ROW\n}\n",
        "D.java": "class D {\n  private static final int BLOCK = 15;\n  int b(int m) { return m / BLOCK; }\n}\n",
    }
    last = {"a.py": 5, "b.ts": 4, "c.rs": 4, "D.java": 3}
    changed = [_added(path, text, last[path], last[path]) for path, text in cases.items()]
    section = _question(tmp_path, cases, *changed).split("## Values the changes read\n")[1]
    assert [line.split("`")[1] for line in section.splitlines()[1:]] == ["a.py:1", "b.ts:1", "c.rs:1", "D.java:2"]


def test_a_class_constant_read_through_the_class_or_the_object_is_quoted_where_the_class_defines_it(tmp_path):
    """`cls.SECONDS_RATIO`, `this.MAX`: the class's own constant; `math.PI`, another value's, is not looked for."""
    time = (
        "class Time:\n"  # 1
        "    SECONDS_RATIO = 1000\n"  # 2
        "\n"
        "    @classmethod\n"
        "    def from_seconds(cls, seconds):\n"  # 5
        "        return cls(int(round(seconds * cls.SECONDS_RATIO * math.PI)))\n"  # 6
    )
    section = _question(tmp_path, {"time.py": time}, _added("time.py", time, 6, 6)).split(
        "## Values the changes read\n"
    )
    assert section[1].splitlines()[1:] == ["- `time.py:2`: `SECONDS_RATIO = 1000`"]


def test_tests_are_not_looked_at_and_the_quotes_are_bounded_and_redacted(tmp_path):
    key = "AKIA" + "Q" * 16
    many = "".join(f"NAME_{k} = {k}\n" for k in range(8)) + f'TOKEN_KEY = "{key}"\n\n'
    many += "def f():\n    return TOKEN_KEY, " + ", ".join(f"NAME_{k}" for k in range(8)) + "\n"
    files = {f"src/m{k}.py": many for k in range(3)} | {"tests/test_m.py": many}
    changed = [_added(path, many, 12, 12) for path in files]
    section = _question(tmp_path, files, *changed).split("## Values the changes read\n")[1]
    quoted = section.splitlines()[1:]
    assert len(quoted) == MOST == 2 * PER_FILE
    assert [line.split("`")[1].split(":")[0] for line in quoted] == ["src/m0.py"] * 3 + ["src/m1.py"] * 3
    assert (key in section, "[REDACTED" in quoted[0]) == (False, True)


SEATS = (
    "class SeatMap {\n"  # 1
    "    public boolean isFree(Seat seat) {\n"  # 2
    "        return !taken.contains(seat);\n"  # 3
    "    }\n"  # 4
    "\n"
    "    public int count() {\n"  # 6
    "        int n = 0;\n"
    "        for (Seat s : all) {\n"
    "            n += 1;\n"
    "        }\n"
    "        return n;\n"
    "    }\n"  # 12
    "\n"
    "    public List<Integer> freeStarts(char row) {\n"  # 14
    "        if (isFree(new Seat(row, 1)) && count() > 0) {\n"  # 15
    "            return List.of(1);\n"  # 16
    "        }\n"
    "        return List.of();\n"
    "    }\n"
    "}\n"
)


def test_the_short_functions_added_lines_call_are_quoted_whole_on_one_line(tmp_path):
    """`isFree` (three lines) is quoted; `count` (seven) is not, nor a function the hunks define themselves."""
    section = _question(tmp_path, {"src/SeatMap.java": SEATS}, _added("src/SeatMap.java", SEATS, 14, 19))
    quoted = section.split("## Values the changes read\n")[1].splitlines()[1:]
    assert quoted == ["- `src/SeatMap.java:2-4`: `public boolean isFree(Seat seat) { return !taken.contains(seat); }`"]
    shown = _question(tmp_path, {"src/SeatMap.java": SEATS}, _added("src/SeatMap.java", SEATS, 2, 19))
    assert "## Values the changes read" not in shown  # the hunk shows it


CONFIG = (
    "DEFAULTS = {\n"  # 1
    '    "session_minutes": 60,\n'
    '    "cooldown_minutes": 15,\n'
    "}\n"  # 4
    "PATTERN = re.compile(r'[a-z(]+')\n"  # 5: a bracket inside a literal opens nothing
    "\n\n"
    "def hours(table):\n"  # 8
    '    return table.get("cooldown", DEFAULTS["cooldown_minutes"]), PATTERN\n'  # 9
)


def test_a_constants_value_over_several_lines_is_quoted_to_its_closing_bracket(tmp_path):
    section = _question(tmp_path, {"app/config.py": CONFIG}, _added("app/config.py", CONFIG, 9, 9))
    assert section.split("## Values the changes read\n")[1].splitlines()[1:] == [
        '- `app/config.py:1-4`: `DEFAULTS = { "session_minutes": 60, "cooldown_minutes": 15, }`',
        "- `app/config.py:5`: `PATTERN = re.compile(r'[a-z(]+')`",
    ]


def test_a_changed_file_that_links_out_of_the_repository_is_not_read(tmp_path):
    outside = tmp_path / "outside.py"
    outside.write_text('SECRET_NAME = "kept outside"\n\n\ndef f():\n    return SECRET_NAME\n')
    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    (root / "src" / "link.py").symlink_to(outside)
    question = _question(root, {}, _added("src/link.py", outside.read_text(), 5, 5))
    assert "## Values the changes read" not in question
    assert "kept outside" not in question


def test_a_long_value_is_cut_at_eight_lines_and_two_helpers_a_file_are_quoted(tmp_path):
    rates = "RATES = {\n" + "".join(f'    "r{n}": {n},\n' for n in range(12)) + "}\n"  # lines 1-14
    helpers = "".join(f"\n\ndef h{k}(x):\n    return x + {k}\n" for k in range(3))  # three short functions
    text = rates + helpers + "\n\ndef f(x):\n    return h0(x) + h1(x) + h2(x) + RATES['r1']\n"
    last = len(text.splitlines())
    section = _question(tmp_path, {"app/rates.py": text}, _added("app/rates.py", text, last, last))
    quoted = section.split("## Values the changes read\n")[1].splitlines()[1:]
    assert quoted[0].startswith('- `app/rates.py:1-8`: `RATES = { "r0": 0, "r1": 1,')  # VALUE lines, not to its close
    assert quoted[0].endswith('"r6": 6, [...]`')  # said to go on
    assert [line.split("`")[1] for line in quoted[1:]] == ["app/rates.py:17-18", "app/rates.py:21-22"]  # HELPERS


BITS = (
    "impl Bits {\n"  # 1
    "    pub fn len(&self) -> usize { self.length }\n"  # 2
    "    fn mask(&self) -> u32 { !0 }\n"  # 3
    "\n"
    "    pub fn ones(&self) -> usize {\n"  # 5
    "        let me = self.as_slice();\n"  # 6
    "        me.len() + self.mask() as usize\n"  # 7
    "    }\n"
    "}\n"
)


def test_a_method_called_on_another_value_is_not_taken_for_the_files_function_of_that_name(tmp_path):
    section = _question(tmp_path, {"src/lib.rs": BITS}, _added("src/lib.rs", BITS, 6, 7))
    quoted = section.split("## Values the changes read\n")[1].splitlines()[1:]
    assert quoted == ["- `src/lib.rs:3`: `fn mask(&self) -> u32 { !0 }`"]  # `self.mask()`, not the slice's `len()`


def test_what_a_change_uses_but_its_file_does_not_define_is_quoted_from_an_included_header_or_a_file_beside_it(
    tmp_path,
):
    results = '#include "velodrome.h"\n\nlong speed(long best_ms) {\n    return TRACK_M * 36 / best_ms;\n}\n'
    files = {
        "include/velodrome.h": "#ifndef V\n#define V\n#define TRACK_M 250\n#endif\n",
        "src/results.c": results,
        "pkg/position.go": (
            "package sun\n\nfunc position(d float64) float64 {\n\treturn transit(d, 1, 2) + API_KEY\n}\n"
        ),
        "pkg/transit.go": (
            "package sun\n\n// transit of the sun\nfunc transit(d, anomaly, longitude float64) float64 {\n"
            "\tx := d + anomaly\n\ty := x * longitude\n\tz := y - 1\n\treturn z\n}\n"
        ),
        "pkg/zz_keys.go": 'package sun\n\nconst API_KEY = "ghp_' + "a1B2" * 9 + '"\n',  # redacted as quoted
    }
    changed = [_added("src/results.c", results, 4, 4), _added("pkg/position.go", files["pkg/position.go"], 4, 4)]
    quoted = _question(tmp_path, files, *changed).split("## Values the changes read\n")[1].splitlines()[1:]
    assert quoted == [
        "- `include/velodrome.h:3`: `#define TRACK_M 250`",
        '- `pkg/zz_keys.go:3`: `const API_KEY = "[REDACTED github-token]"`',  # a constant first, redacted
        # its head: the order of what it takes, and the comment above it, said after it
        "- `pkg/transit.go:3-4`: `func transit(d, anomaly, longitude float64) float64 { [...]`, under"
        " `// transit of the sun`",
    ]
    shown = [*changed, _added("pkg/transit.go", files["pkg/transit.go"], 4, 5)]  # its head in a hunk shown
    again = _question(tmp_path, files, *shown).split("## Values the changes read\n")[1].splitlines()[1:]
    assert again == quoted[:2]


PAN = (
    "from dataclasses import dataclass\n\n\n"  # 1-3
    "@dataclass\nclass Pan:\n"  # 4-5
    "    flavour: str\n"  # 6
    "    stock_ml: int = 0\n"  # 7
    "    par_ml: int = 1500  # churn more below this\n\n"  # 8
    "    def shortfall(self) -> int:\n"  # 10
    "        return max(0, self.par_ml - self.par_ml)\n"  # 11
)
RATE = (
    "class Meter {\n"  # 1
    "  private final int limit = 3;\n"  # 2
    "  Meter(double rate) {\n    this.rate = rate;\n  }\n\n"  # 3-6
    "  double price(int units) {\n"  # 7
    "    return units > this.limit ? this.rate * units : this.total(units);\n"  # 8
    "  }\n}\n"
)


def test_the_fields_added_lines_read_are_quoted_where_the_class_declares_or_first_sets_them(tmp_path):
    question = _question(tmp_path, {"gelato/pan.py": PAN}, _added("gelato/pan.py", PAN, 11, 11))
    section = question.split("## Values the changes read\n")[1]
    assert section.splitlines()[1:] == ["- `gelato/pan.py:8`: `par_ml: int = 1500  # churn more below this`"]
    java = _question(tmp_path, {"src/Meter.java": RATE}, _added("src/Meter.java", RATE, 8, 8))
    assert java.split("## Values the changes read\n")[1].splitlines()[1:] == [
        "- `src/Meter.java:2`: `private final int limit = 3;`",
    ]  # not `this.rate = rate;` (a parameter kept, no value to see), nor `this.total(` (a method, not a field)


def test_an_error_the_added_lines_raise_is_no_value_they_read(tmp_path):
    signer = (
        "class Expired(Exception):\n    pass\n\n\n"  # 1-2
        "def scale(n):\n    return n * 2\n\n\n"  # 5-6
        "def check(age, most):\n"  # 9
        "    if scale(age) > most:\n"  # 10
        '        raise Expired("too old")\n'  # 11
    )
    section = _question(tmp_path, {"signer.py": signer}, _added("signer.py", signer, 10, 11))
    quoted = section.split("## Values the changes read\n")[1].splitlines()[1:]
    assert quoted == ["- `signer.py:5-6`: `def scale(n): return n * 2`"]  # not `class Expired(Exception): pass`


def test_a_method_called_on_its_class_is_quoted_from_the_file_named_for_that_class(tmp_path):
    # PHP's static call `Transition::between(...)` (after a spread `...`): the head from Transition.php, whose order
    # of parameters the call may have crossed, though another file beside defines a `between` too
    routine = (
        "<?php\nfinal class Routine {\n    public function throws(State $state): array {\n"  # 1-3
        "        return [...Transition::between($this->pattern->state(), $state, $this->height)];\n"  # 4
        "    }\n}\n"
    )
    files = {
        "src/Routine.php": routine,
        "src/Interval.php": "<?php\nfinal class Interval {\n    public function between(int $a): bool {\n"
        "        return $a > 1;\n    }\n}\n",
        "src/Transition.php": "<?php\nfinal class Transition {\n"
        "    public static function between(State $from, State $to, int $maxHeight): array {\n"
        "        $out = [];\n        $out[] = $from;\n        $out[] = $to;\n        return $out;\n    }\n}\n",
    }
    quoted = _question(tmp_path, files, _added("src/Routine.php", routine, 4, 4))
    assert quoted.split("## Values the changes read\n")[1].splitlines()[1:] == [
        "- `src/Transition.php:3`: `public static function between(State $from, State $to, int $maxHeight): array {"
        " [...]`"
    ]


def test_a_method_called_on_a_class_no_file_beside_is_named_for_is_not_looked_for(tmp_path):
    # `Vec::new()` is the standard library's: another file's `new` is not it; `LevelBook::open` is level_book.rs's
    lib = "pub fn reduce(x: u32) -> u32 {\n    let rows = Vec::new();\n    LevelBook::open(x, rows).total()\n}\n"
    files = {
        "src/lib.rs": lib,
        "src/cache.rs": "pub struct Cache;\nimpl Cache {\n    pub fn new() -> Self {\n        Cache\n    }\n}\n",
        "src/level_book.rs": "pub struct LevelBook;\nimpl LevelBook {\n"
        "    pub fn open(x: u32, rows: Vec<u32>) -> Self {\n        let _ = (x, rows);\n        LevelBook\n    }\n}\n",
    }
    quoted = _question(tmp_path, files, _added("src/lib.rs", lib, 2, 3))
    assert quoted.split("## Values the changes read\n")[1].splitlines()[1:] == [
        "- `src/level_book.rs:3-6`: `pub fn open(x: u32, rows: Vec<u32>) -> Self { let _ = (x, rows); LevelBook }`"
    ]


def test_a_constant_defined_for_each_platform_is_quoted_for_each_with_its_condition(tmp_path):
    ini = (
        "pub fn push_continuation(value: &mut String, blank_lines: usize) {\n"  # 1
        "    value.push_str(&LINE_ENDING.repeat(blank_lines));\n"  # 2
        "}\n"
        "\n"
        "#[cfg(windows)]\n"  # 5
        'const LINE_ENDING: &str = "\\r\\n";\n'  # 6
        "#[cfg(not(windows))]\n"  # 7
        'const LINE_ENDING: &str = "\\n";\n'  # 8
    )
    question = _question(tmp_path, {"src/ini.rs": ini}, _added("src/ini.rs", ini, 2, 2))
    section = question.split("## Values the changes read\n")[1]
    assert section.splitlines()[1:3] == [
        '- `src/ini.rs:5-6`: `#[cfg(windows)] const LINE_ENDING: &str = "\\r\\n";`',
        '- `src/ini.rs:7-8`: `#[cfg(not(windows))] const LINE_ENDING: &str = "\\n";`',
    ]  # the Linux build's value too, not only the first in the file


def test_a_function_called_bare_is_not_a_method_another_files_class_indents(tmp_path):
    report = "<?php\nfinal class Report\n{\n    public function late(array $all): int\n    {\n"
    report += "        return count($all) - weighed($all);\n    }\n}\n"
    flock = "<?php\nfinal class Flock\n{\n    public function count(): int\n    {\n        return 3;\n    }\n}\n"
    helpers = "<?php\nfunction weighed(array $all): int\n{\n    return 0;\n}\n"
    files = {"src/Report.php": report, "src/Flock.php": flock, "src/helpers.php": helpers}
    section = _question(tmp_path, files, _added("src/Report.php", report, 6, 6))
    quoted = section.split("## Values the changes read\n")[1].splitlines()[1:]
    assert quoted == ["- `src/helpers.php:2`: `function weighed(array $all): int [...]`"]  # not Flock's count()
