"""Benchmark the read-only tools against ripgrep, git grep and git ls-files on a generated 10k-file repository.

Run: python3 bench/tools.py [--files 10000] [--runs 7]

Our tools are timed in-process through the Executor, two ways:
  session  one Executor for all runs, as in an agent session (the file list is walked once, on the first call);
  cold     a fresh Executor per run (walk + .gitignore parsing included), as in one `diagbot tool` call.
Large searches for a literal run GNU grep as a line prefilter; each grep row is followed by the pure-Python
time (what a machine without GNU grep gets) and a check that its output is the same.
The references are whole processes (that is how they are used); outputs go to a pipe, never /dev/null
(ripgrep stops at the first match when it sees /dev/null). The last line is machine-readable:
  bench tools: grep_literal_vs_rg=R grep_alt_vs_rg=R glob_vs_git=R   (session medians / reference medians)
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from diagbot.tools import prefilter
from diagbot.tools.executor import Executor

WORDS = (
    "alpha beta gamma delta value result config parser token buffer stream handle request response client server "
    "index count total offset limit error warning message logger event queue worker thread cache store record field "
    "schema model view router session user account order item price amount status state flag option"
).split()
LITERAL = "handle_request_timeout"
ALTERNATION = "foo|bar"
GLOB = "**/*.py"


def generate(root: Path, n_src: int, n_ignored: int) -> None:
    """A deterministic tree: n_src source files in 1,000 directories plus an ignored node_modules."""
    rnd = random.Random(1234)
    exts = (".py", ".js", ".ts", ".go", ".md")
    for i in range(n_src):
        lines = []
        for j in range(rnd.randint(40, 120)):
            words = rnd.choices(WORDS, k=rnd.randint(3, 9))
            r = rnd.random()
            if r < 0.004:
                words.insert(1, "foo")
            elif r < 0.008:
                words.append("bar")
            if i % 97 == 0 and j == 7:
                words.append(LITERAL)
            lines.append("    " * rnd.randint(0, 3) + " ".join(words))
        path = root / f"pkg{i % 40:02d}" / f"mod{(i // 40) % 25:02d}" / f"file{i:05d}{exts[i % len(exts)]}"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n")
    for i in range(n_ignored):
        path = root / "node_modules" / f"lib{i % 60:02d}" / f"index{i:04d}.js"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"module.exports = foo_bar; // {LITERAL}\n" * 30)
    (root / ".gitignore").write_text("node_modules/\n*.log\ndist/\n")
    # no background `git gc --auto` after the commit: its repack would share the CPUs with the timed runs
    git = ["git", "-c", "user.name=bench", "-c", "user.email=bench@example.invalid", "-c", "gc.auto=0"]
    git += ["-c", "maintenance.auto=false"]
    subprocess.run([*git, "init", "-q"], cwd=root, check=True)
    subprocess.run([*git, "add", "-A"], cwd=root, check=True)
    subprocess.run([*git, "commit", "-q", "-m", "bench tree"], cwd=root, check=True)


def medians(fns: list[Callable[[], object] | None], runs: int) -> list[float | None]:
    """Median wall time of each callable (None: skipped), after one untimed warm-up (page cache).

    The callables take turns within each round, so a busy machine slows ours and the references alike.
    """
    for fn in fns:
        if fn is not None:
            fn()
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(runs):
        for fn, samples in zip(fns, times, strict=True):
            if fn is not None:
                start = time.perf_counter()
                fn()
                samples.append(time.perf_counter() - start)
    return [statistics.median(t) if t else None for t in times]


def command(root: Path, *argv: str) -> Callable[[], object]:
    """A reference command run as a whole process, its output captured through a pipe."""
    return lambda: subprocess.run(argv, cwd=root, stdin=subprocess.DEVNULL, capture_output=True, check=False)


def ours(root: Path, name: str, args: str, session: Executor | None) -> Callable[[], object]:
    """Our tool through the Executor: one session-long executor, or a fresh one per call."""
    if session is not None:
        return lambda: session.execute(name, args)
    return lambda: Executor.for_root(root).execute(name, args)


def cli(root: Path, name: str, args: str) -> Callable[[], object] | None:
    """`python -m diagbot tool ...` as a whole process, if the CLI exists and answers."""
    argv = [sys.executable, "-m", "diagbot", "tool", name, args, "--repo", str(root)]
    repo = Path(__file__).resolve().parents[1]
    probe = subprocess.run(argv, cwd=repo, capture_output=True, check=False)
    if probe.returncode != 0:
        return None
    return lambda: subprocess.run(argv, cwd=repo, capture_output=True, check=False)


def fmt(seconds: float | None) -> str:
    """Milliseconds, or a dash for a skipped measurement."""
    return "-" if seconds is None else f"{seconds * 1000:8.1f} ms"


def main() -> int:
    """Generate the tree, time every search, print the table and the machine-readable line."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--ignored", type=int, default=3_000)
    parser.add_argument("--runs", type=int, default=9)
    opts = parser.parse_args()
    rg, git = shutil.which("rg"), shutil.which("git")
    if git is None:
        print("bench tools: git is required to build the repository", file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="diagbot-bench-"))
    try:
        generate(tmp, opts.files, opts.ignored)
        os.sync()  # let the freshly written tree reach the disk before anything is timed
        return run(tmp, opts.runs, rg)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def row(
    root: Path, runs: int, session: Executor, name: str, args: str, refs: dict[str, list[str]]
) -> list[float | None]:
    """One table row: ours (session, cold, cli), then each reference (None when skipped)."""
    fns = [ours(root, name, args, session), ours(root, name, args, None), cli(root, name, args)]
    return medians(fns + [command(root, *argv) if argv else None for argv in refs.values()], runs)


def run(root: Path, runs: int, rg: str | None) -> int:
    """Time ours and the references; the ratio line compares session medians with rg (else git grep)."""
    size = sum(p.stat().st_size for p in root.rglob("*") if p.is_file() and ".git" not in p.parts)
    print(f"tree: {root} ({size / 1e6:.1f} MB without .git), median of {runs} interleaved runs after one warm-up")
    if rg is None:
        print("ripgrep (rg) is not installed: skipped; grep ratios use git grep as the reference instead")
    session = Executor.for_root(root)
    print(f"{'':14}{'ours/session':>14}{'ours/cold':>14}{'ours/cli':>14}{'rg':>14}{'git':>14}  ratio  cold ratio")
    ratios: dict[str, float] = {}
    cli_missing = False
    for key, pattern in {"grep_literal": LITERAL, "grep_alt": ALTERNATION, "glob": GLOB}.items():
        if key == "glob":
            refs = {"rg": [rg, "--files", "-g", "*.py", "."] if rg else [], "git": ["git", "ls-files", "--", "*.py"]}
        else:
            refs = {
                "rg": [rg, "-n", "--no-heading", "-e", pattern, "."] if rg else [],
                "git": ["git", "grep", "-n", "-E", "-e", pattern],
            }
        times = row(root, runs, session, key.split("_")[0], f'{{"pattern": "{pattern}"}}', refs)
        # ours and git are always measured; rg only when installed (and never the glob reference)
        ref = float((times[4] if times[3] is None or key == "glob" else times[3]) or 0.0)
        session_s, cold_s = float(times[0] or 0.0), float(times[1] or 0.0)
        ratios[key] = session_s / ref
        cli_missing = cli_missing or times[2] is None
        print(f"{key:14}" + "".join(f"{fmt(t):>14}" for t in times) + f"  {ratios[key]:.2f}   {cold_s / ref:.2f}")
        if key != "glob":
            check_counts(root, session, pattern, rg)
            check_fallback(session, pattern, runs)
    if cli_missing:
        print("ours/cli: `python -m diagbot tool` is not available yet: skipped")
    print(
        f"bench tools: grep_literal_vs_rg={ratios['grep_literal']:.2f} grep_alt_vs_rg={ratios['grep_alt']:.2f}"
        f" glob_vs_git={ratios['glob']:.2f}"
    )
    return 0


def check_fallback(session: Executor, pattern: str, runs: int) -> None:
    """Without GNU grep (pure Python) the output must be the same, only slower: time it and compare."""
    args = f'{{"pattern": "{pattern}"}}'
    fast = session.execute("grep", args).content
    saved, prefilter.MIN_FILES = prefilter.MIN_FILES, sys.maxsize  # no search is large enough to start GNU grep
    try:
        seconds = medians([lambda: session.execute("grep", args)], runs)[0]
        same = session.execute("grep", args).content == fast
    finally:
        prefilter.MIN_FILES = saved
    verdict = "the same output" if same else "warning: a different output"
    print(f"  {fmt(seconds)} in pure Python (as without GNU grep): {verdict}")


def check_counts(root: Path, session: Executor, pattern: str, rg: str | None) -> None:
    """Our matching-line count must equal the reference's, or the timing compares different work."""
    ours_count = int(session.execute("grep", f'{{"pattern": "{pattern}"}}').content.split()[0])
    argv = [rg, "-c", "--no-filename", "-e", pattern, "."] if rg else ["git", "grep", "-c", "-h", "-E", "-e", pattern]
    out = subprocess.run(argv, cwd=root, stdin=subprocess.DEVNULL, capture_output=True, text=True, check=False).stdout
    ref_count = sum(int(n) for n in out.split())
    if ours_count != ref_count:
        print(f"  warning: {pattern!r}: ours found {ours_count} matching lines, the reference {ref_count}")


if __name__ == "__main__":
    raise SystemExit(main())
