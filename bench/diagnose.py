"""Diagnosis benchmark: does the offline diagnoser point at the planted culprit of real failing projects?

Each case under bench/cases/<name>/ (format: README.md, case.json, expect.json, repo/, optional change.mbox,
failure.log) is materialised as a git repository under /tmp/diagbot-cases/<name>: repo/ committed as "base" on
main, then, when change.mbox exists, applied with `git am` on a branch `change` (the failing state). diagbot then
diagnoses failure.log against it through `diagbot.explain(..., provider="mock")`, with an empty environment (no
key, no CI variables: the offline diagnoser, as a pipeline without a key runs it).

located@1: the first location has the culprit's path and a line within 3 of expect.line or inside expect.span;
located@5: any of the first five does. Per case, per ecosystem, per kind and overall, with median chars sent and
median seconds (the whole explain() call, log reading included).

    python bench/diagnose.py [--case NAME]... [--json]
    python bench/diagnose.py --materialize NAME     # only build /tmp/diagbot-cases/NAME and print its path
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import diagbot

CASES = Path(__file__).resolve().parent / "cases"
WORK = Path("/tmp/diagbot-cases")
NEAR = 3  # lines either side of the culprit that still count as located
_WHO = {"NAME": "diagbot bench", "EMAIL": "bench@diagbot.invalid", "DATE": "2026-01-01T00:00:00Z"}
_GIT_ENV = {f"GIT_{role}_{key}": value for role in ("AUTHOR", "COMMITTER") for key, value in _WHO.items()} | {
    "GIT_CONFIG_GLOBAL": "/dev/null",  # the developer's own settings (hooks, signing, excludes) stay out
    "GIT_CONFIG_NOSYSTEM": "1",
    "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
}


class CaseError(Exception):
    """A case that cannot be materialised or scored, with the reason."""


def _git(cwd: Path, *args: str) -> None:
    done = subprocess.run(["git", *args], cwd=cwd, env=_GIT_ENV, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise CaseError(f"git {args[0]} failed in {cwd}: {done.stderr.strip() or done.stdout.strip()}")


def materialize(name: str, cases: Path = CASES, work: Path = WORK) -> Path:
    """Build the case's git history under `work/name` (base on main, change.mbox on branch `change`)."""
    case = cases / name
    if not (case / "repo").is_dir():
        raise CaseError(f"{case}: no repo/ folder (not a case?)")
    target = work / name
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(case / "repo", target, symlinks=True)
    _git(target, "init", "-q", "-b", "main")
    _git(target, "add", "-A")
    _git(target, "commit", "-q", "--no-verify", "-m", "base")
    mbox = case / "change.mbox"
    if mbox.is_file():
        _git(target, "checkout", "-q", "-b", "change")
        _git(target, "am", "-q", "--committer-date-is-author-date", str(mbox.resolve()))
    return target


def located(loc: Any, expect: dict[str, Any]) -> bool:
    """The location names the culprit's file at (or near, or inside the span of) the culprit's line."""
    if loc.path != expect["path"] or loc.line is None:
        return False
    low, high = expect.get("span") or (expect["line"], expect["line"])
    return bool(abs(loc.line - expect["line"]) <= NEAR or low <= loc.line <= high)


def run_case(name: str, cases: Path = CASES, work: Path = WORK) -> dict[str, Any]:
    """Materialise, diagnose and score one case."""
    case = cases / name
    try:
        meta = json.loads((case / "case.json").read_text())
        expect = json.loads((case / "expect.json").read_text())
    except (OSError, ValueError) as exc:
        raise CaseError(f"{case}: unreadable case.json or expect.json ({exc})") from exc
    repo = materialize(name, cases, work)
    explain = diagbot.explain  # imported here, so that the first case's seconds do not include the import
    started = time.perf_counter()
    d = explain(case / "failure.log", repo, provider="mock", env={})
    seconds = time.perf_counter() - started
    hits = [i for i, loc in enumerate(d.locations[:5], 1) if located(loc, expect)]
    first = d.locations[0] if d.locations else None
    return {
        "name": name,
        "ecosystem": meta["ecosystem"],
        "kind": meta.get("kind", "small"),
        "frame_shows_culprit": bool(meta.get("frame_shows_culprit")),
        "decoys": list(meta.get("decoys", [])),
        "at1": hits[:1] == [1],
        "at5": bool(hits),
        "rank": hits[0] if hits else None,
        "first": f"{first.path}:{first.line}" if first else None,
        "expect": f"{expect['path']}:{expect['line']}",
        "chars": d.chars_sent,
        "seconds": round(seconds, 3),
        "status": d.status,
        "error": d.error,
    }


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Shares located at 1 and at 5, medians of chars sent and seconds."""
    n = len(rows)
    return {
        "cases": n,
        "located_at_1": round(sum(r["at1"] for r in rows) / n, 3) if n else 0.0,
        "located_at_5": round(sum(r["at5"] for r in rows) / n, 3) if n else 0.0,
        "median_chars": statistics.median(r["chars"] for r in rows) if n else 0,
        "median_seconds": round(statistics.median(r["seconds"] for r in rows), 3) if n else 0.0,
    }


def grouped(rows: list[dict[str, Any]], key: str) -> dict[str, dict[str, Any]]:
    """The summary of each group of rows sharing `key`'s value."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups[str(row[key])].append(row)
    return {value: summary(group) for value, group in sorted(groups.items())}


def _line(label: str, s: dict[str, Any]) -> str:
    return (
        f"{label:<28}{s['cases']:>4}  @1 {s['located_at_1']:.2f}  @5 {s['located_at_5']:.2f}"
        f"  chars {s['median_chars']:>7.0f}  s {s['median_seconds']:.2f}"
    )


def _mark(ok: bool) -> str:
    return "y" if ok else "-"


def report(rows: list[dict[str, Any]]) -> None:
    """The human-readable table; its last line is the one CI and the README quote."""
    name_w = max(len(r["name"]) for r in rows) + 2
    expect_w = max(len(r["expect"]) for r in rows) + 2
    print(f"{'case':<{name_w}}{'ecosystem':<11}@1  @5  rank  {'culprit':<{expect_w}}first location")
    for r in rows:
        first = r["first"] or f"(none; {r['status']}{': ' + r['error'] if r['error'] else ''})"
        marks = f"{_mark(r['at1']):<4}{_mark(r['at5']):<4}{r['rank'] or '-'!s:<6}"
        print(f"{r['name']:<{name_w}}{r['ecosystem']:<11}{marks}{r['expect']:<{expect_w}}{first}")
    print()
    for key, title in (("ecosystem", "ecosystem"), ("kind", "kind"), ("frame_shows_culprit", "frame shows culprit")):
        for value, s in grouped(rows, key).items():
            print(_line(f"{title} {value}", s))
    total = summary(rows)
    print(_line("overall", total))
    print(
        f"bench diagnose: located_at_1={total['located_at_1']:.2f} located_at_5={total['located_at_5']:.2f}"
        f" cases={total['cases']}"
    )


def _names(argv: list[str], cases: Path) -> list[str]:
    if argv[-1:] in (["--case"], ["--materialize"]):
        raise CaseError(f"{argv[-1]} needs a case name")
    wanted = [argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg == "--case"]
    known = sorted(p.name for p in cases.iterdir() if (p / "case.json").is_file()) if cases.is_dir() else []
    missing = [name for name in wanted if name not in known]
    if missing:
        raise CaseError(f"unknown case {', '.join(missing)}; known: {', '.join(known) or '(none)'}")
    return wanted or known


_OPTIONS = ("--case", "--json", "--materialize")


def main(argv: list[str]) -> int:
    if "-h" in argv or "--help" in argv:
        print(__doc__)
        return 0
    named = {i + 1 for i, a in enumerate(argv) if a in ("--case", "--materialize")}  # a case name may start with -
    unknown = [a for i, a in enumerate(argv) if a.startswith("-") and a not in _OPTIONS and i not in named]
    if unknown:
        say = f"unknown option {unknown[0]}; use --case NAME, --json, --materialize NAME"
        print(f"bench diagnose: {say}", file=sys.stderr)
        return 2
    WORK.mkdir(parents=True, exist_ok=True)
    try:
        names = _names(argv, CASES)
        with open(WORK / ".lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # concurrent runs take turns: cases share one path (their logs name it)
            if "--materialize" in argv:
                print(materialize(argv[argv.index("--materialize") + 1]))
                return 0
            rows = [run_case(name) for name in names]
    except CaseError as exc:
        print(f"bench diagnose: {exc}", file=sys.stderr)
        return 2
    if not rows:
        print(f"bench diagnose: no cases under {CASES}", file=sys.stderr)
        return 2
    if "--json" in argv:
        by = {key: grouped(rows, key) for key in ("ecosystem", "kind", "frame_shows_culprit")}
        print(json.dumps({"cases": rows, **by, "overall": summary(rows)}, indent=2))
    else:
        report(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
