"""Large-diff benchmark: the offline diagnosis and `diagbot question` of a branch that, beside its one real change, adds
generated pages (thousands of small functions and the calls to them, bindings of one name to another, shallow copies,
comparisons rewritten, literals factored into constants, compiled patterns, code folded into helpers called once per
line, a name 40,000 characters long, one run of added lines the length of a generated file), each page on a branch of
its own (a branch's patches are held to 1 MB: together, most pages would go unread), against the same two commands on
the branch with its real change alone, all timed in this run on the same machine; the ratio is the slowest page's.
The pages sit in `src/pages/`, not in a folder named as generated code (`gen/`), which the slip rules leave unread.

Each page is a shape the offline rules read line by line against other lines (arguments.py, flips.py, aliased.py,
shared.py, factored.py, patterns.py, inlined.py; a run's lines each against their run: siblings.py, halving.py,
rebound.py, ignored.py): one that is quadratic in the page shows here as a ratio of hundreds. The failure log is the
pytest block bench/logs.py uses.

    python bench/diffs.py [--scale N] [--runs N]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from logs import FAILURE  # the bench folder is no package: its modules are imported by path

APP = "def checkout(cart):\n    total = 0.0\n    for price in cart:\n        total += price\n    return total\n"
TEST = "from src.app import checkout\n" + "# a checkout case\n" * 35  # the assert at line 41, as the log says
TEST += "\n\ndef test_checkout_total():\n    cart = [4.0, 8.0]\n    assert checkout(cart) == 12.0\n"


def pages(scale: int) -> dict[str, tuple[str, str]]:
    """Generated files, each as (base text, branch text): the branch rewrites or adds every line."""
    n = 1000 * scale
    funcs = "".join(f"function f{i}(alpha{i}, beta{i}) {{\n  return alpha{i} - beta{i};\n}}\n" for i in range(n // 2))
    calls = "".join(f"const r{i} = f{i}(beta{i}, alpha{i});\n" for i in range(n // 2))  # arguments out of place
    binds = "".join(f"  const x{i} = y{i};\n  x{i}.push(y{i}[0]);\n" for i in range(n))
    copies = "".join(f"  const c{i} = {{ ...d{i} }};\n  Object.assign(c{i}.inner, e{i});\n" for i in range(n))
    was = "".join(f"    if a{i} <= b{i}:\n        n += 1\n" for i in range(n))
    now = "".join(f"    if a{i} < b{i}:\n        n += 1\n" for i in range(n))
    held = "".join(f"    n = scale(n, {i})\n" for i in range(n))  # literals the branch factors into constants
    named = "".join(f"LIMIT_{i} = {i}\n" for i in range(n)) + "\n\ndef limits(n):\n"
    named += "".join(f"    n = scale(n, LIMIT_{i})\n" for i in range(n))
    patterns = "import re\n\n" + "".join(f'P{i} = re.compile(r"^a{{{i}}}$")\n' for i in range(n))
    folded = "".join(f"function h{i}(a, b) {{\n  const t = a * K{i};\n  return t - b;\n}}\n" for i in range(n // 2))
    was_inline = "".join(f"  const t{i} = x{i} * K{i};\n" for i in range(n // 2))  # code folded into the helpers
    calls_folded = "".join(f"  r{i} = h{i}(x{i}, y{i});\n" for i in range(n // 2))
    long_name = "v" * 40_000
    run = "".join(f"x{i} = f(y{i})\nwhile lo{i} <= hi{i}:\n    mid{i} = (lo{i} + hi{i}) // 2\n" for i in range(n))
    run += "".join(f"def g{i}(a, b=3):\n    return a\n" for i in range(n))  # one run: a file generated anew
    return {
        "src/pages/funcs.js": ("", funcs + calls),
        "src/pages/binds.js": ("function rebuild(y) {\n  old();\n}\n", f"function rebuild(y) {{\n{binds}}}\n"),
        "src/pages/copies.js": ("function merge(d, e) {\n  old();\n}\n", f"function merge(d, e) {{\n{copies}}}\n"),
        "src/pages/bounds.py": (f"def count(n):\n{was}    return n\n", f"def count(n):\n{now}    return n\n"),
        "src/pages/limits.py": (f"def limits(n):\n{held}    return n\n", f"{named}    return n\n"),
        "src/pages/patterns.py": ("", patterns),
        "src/pages/helpers.js": ("", folded),
        "src/pages/folded.js": (f"function main() {{\n{was_inline}}}\n", f"function main() {{\n{calls_folded}}}\n"),
        "src/pages/long.py": ("x = 1\n", f"{long_name} = {long_name}_other <= {long_name}\n"),
        "src/pages/run.py": ("old = 1\n", run),
    }


def repo_with(root: Path, generated: dict[str, tuple[str, str]]) -> Path:
    """A git repository whose branch `change` makes the real change (the total starts at the first price) and,
    with `generated`, rewrites those pages too."""
    git = ["git", "-C", str(root), "-c", "user.name=bench", "-c", "user.email=bench@example.invalid"]
    subprocess.run(["git", "init", "-q", "-b", "main", str(root)], check=True)
    files = {"src/__init__.py": "", "src/app.py": APP, "tests/test_checkout.py": TEST}
    files |= {path: base for path, (base, _) in generated.items()}
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "base"], check=True)
    subprocess.run([*git, "checkout", "-qb", "change"], check=True)
    (root / "src/app.py").write_text(APP.replace("total = 0.0", "total = cart[0]"), encoding="utf-8")
    for path, (_, now) in generated.items():
        (root / path).write_text(now, encoding="utf-8")
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "the change"], check=True)
    (root / "failure.log").write_text(FAILURE, encoding="utf-8")
    return root


def timed(cmd: list[str], cwd: Path) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DIAGBOT_", "OPENAI", "ANTHROPIC", "GITHUB_"))}
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, check=False, env=env | {"CI": ""})
    elapsed = time.perf_counter() - started
    if done.returncode != 0 or b"checkout" not in done.stdout:
        raise SystemExit(f"bench diffs: FAILED ({' '.join(cmd[2:4])}: {done.stderr.decode(errors='replace')[-500:]})")
    return elapsed


def main(argv: list[str]) -> int:
    scale = int(argv[argv.index("--scale") + 1]) if "--scale" in argv else 5
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    explain = [sys.executable, "-m", "diagbot", "explain", "--provider", "mock", "--log", "failure.log"]
    question = [sys.executable, "-m", "diagbot", "question", "--log", "failure.log"]
    commands = (("explain", explain), ("question", question))
    generated = pages(scale)
    ratios: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="diagbot-bench-diffs-") as tmp:
        plain = repo_with(Path(tmp) / "plain", {})
        base = {name: statistics.median(timed(cmd, plain) for _ in range(runs)) for name, cmd in commands}
        for k, (path, page) in enumerate(generated.items()):  # each page on a branch of its own: all of it loaded
            repo = repo_with(Path(tmp) / f"page{k}", {path: page})  # (a branch's patches are held to 1 MB)
            seconds = {name: statistics.median(timed(cmd, repo) for _ in range(runs)) for name, cmd in commands}
            ratios[path] = {name: seconds[name] / base[name] for name, _ in commands}
            lines = len(page[1].splitlines())
            print(f"{path}: {lines:,} lines, " + ", ".join(f"{n} {seconds[n]:.2f} s" for n, _ in commands))
    lines = sum(len(now.splitlines()) for _, now in generated.values())
    print("without the pages: " + ", ".join(f"{n} {base[n]:.2f} s" for n, _ in commands))
    worst = " ".join(f"{name}_ratio={max(r[name] for r in ratios.values()):.2f}" for name, _ in commands)
    print(f"bench diffs: {worst} generated_lines={lines} (the slowest page against none)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
