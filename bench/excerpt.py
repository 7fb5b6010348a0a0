"""Excerpt benchmark over LogChunks: is the hand-labelled failure chunk inside diagbot's ≤8,000-char excerpt?

Scoring follows the data set README: split on CR/LF, strip ANSI (and the excerpt's own `[...]` notes; a folded
run of repeats counts as the run), collapse whitespace, drop empty lines; "contained" = the chunk's lines appear in
order on consecutive excerpt lines (each as a substring); line recall = share of chunk lines found anywhere.

Fair basis: the baselines (tail, head4k+tail4k, head) are the same 8,000 chars taken from the SAME cleaned and
redacted text the excerpt is built from (no prefixes, no notes). `raw-tail` is the last 8,000 chars of the raw
log, as in the README's table. The chunk gets the same line cleaning (ANSI, fold markers, \\r progress) as the log;
`ceiling` is the whole cleaned log, i.e. what no excerpt can beat; `attainable` counts the chunks that are also
no longer than the budget once cleaned (the others cannot be contained by any 8,000-char excerpt).

Then the Treeherder set (bench/excerpt_treeherder.py), unless --no-treeherder.

    python bench/excerpt.py [DATA_DIR] [--limit N] [--sample K] [--jobs N] [--show-misses] [--show ID] [--no-treeherder]
"""

from __future__ import annotations

import gzip
import json
import os
import re
import sys
import time
import zlib
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import excerpt_treeherder as treeherder  # beside this file

from diagbot.logs.excerpt.build import build_excerpt
from diagbot.logs.excerpt.render import GUTTER_SHARE, read_excerpt
from diagbot.logs.extract import first_parsed, parsed_failures
from diagbot.logs.read.clean import clean_line, clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import Redactor

BUDGET = 8000
DATA = Path("/work/shared/data/logchunks")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\[[0-9;]*m")
_SPLIT = re.compile(r"\r\n|\r|\n")
Result = dict[str, tuple[bool, float]]


def normalise(text: str, *, ours: bool = False) -> list[str]:
    """Lines with ANSI gone, whitespace collapsed, empty ones dropped; `ours` reads the excerpt's numbered lines
    (read_excerpt: the gutter and the notes are not log text, a folded run of repeats counts as the run)."""
    lines = [s.text for s in read_excerpt(text) for _ in range(s.end - s.number + 1)] if ours else _SPLIT.split(text)
    return [line for line in (" ".join(_ANSI.sub("", raw).split()) for raw in lines) if line]


def contained(chunk: list[str], excerpt: list[str]) -> bool:
    if not chunk:
        return True
    for start in range(len(excerpt) - len(chunk) + 1):
        if all(c in excerpt[start + i] for i, c in enumerate(chunk)):
            return True
    return False


def recall(chunk: list[str], excerpt: list[str]) -> float:
    if not chunk:
        return 1.0
    joined = "\n".join(excerpt)
    return sum(c in joined for c in chunk) / len(chunk)


def baselines(cleaned: str, raw: str) -> dict[str, str]:
    return {
        "tail": cleaned[-BUDGET:],
        "head4k+tail4k": cleaned[:4000] + "\n" + cleaned[-4000:],
        "head": cleaned[:BUDGET],
        "raw-tail": raw[-BUDGET:],
    }


def score(label: dict[str, object], data: Path) -> tuple[Result, str]:
    path = data / str(label["log_path"])
    raw = gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace").replace("\r\n", "\n")
    chunk = normalise("\n".join(clean_line(line) for line in str(label["chunk"]).replace("\r\n", "\n").split("\n")))
    log = read_log(path)
    numbered = clean_lines(log, Redactor().redact)  # what digest_log does, kept to build the fair baselines
    excerpt = build_excerpt(log, numbered, first_parsed(parsed_failures(log, numbered)))[0]  # as digest_log
    assert len(excerpt) <= BUDGET * (1 + GUTTER_SHARE), (label["id"], len(excerpt))
    ours = normalise(excerpt, ours=True)
    results = {"diagbot": (contained(chunk, ours), recall(chunk, ours))}
    cleaned = "\n".join(text for _, text in numbered)
    for name, text in {**baselines(cleaned, raw), "ceiling": cleaned}.items():
        base = normalise(text)
        results[name] = (contained(chunk, base), recall(chunk, base))
    fits = len("\n".join(chunk)) <= BUDGET and results["ceiling"][0]  # no 8,000-char excerpt holds a longer chunk
    results["attainable"] = (fits, 1.0)
    return results, excerpt


def _score_row(args: tuple[dict[str, object], Path]) -> tuple[Result, str]:
    return score(*args)


def report(rows: list[tuple[dict[str, object], Result]]) -> None:
    by_lang: dict[str, list[Result]] = defaultdict(list)
    for label, res in rows:
        by_lang[str(label["language"])].append(res)
    names = list(rows[0][1])
    rivals = [n for n in names if n not in ("diagbot", "ceiling", "attainable")]
    print(f"{'language':<14}{'n':>4}  " + "  ".join(f"{n:>13}" for n in names))
    for lang, results in sorted(by_lang.items()):
        cells = [f"{_share(results, n):.2f}/{_mean(results, n):.2f}" for n in names]
        ours, best = _share(results, "diagbot"), _share(results, "attainable")
        beaten = all(ours > _share(results, n) or ours >= best for n in rivals)  # an attainable maximum cannot rise
        flag = "" if len(results) < 5 or beaten else "  <-"
        flag += "  recall<tail" if _mean(results, "diagbot") < _mean(results, "tail") else ""
        print(f"{lang:<14}{len(results):>4}  " + "  ".join(f"{c:>13}" for c in cells) + flag)
    below = [
        f"{lang} {_mean(res, 'diagbot'):.3f} < {_mean(res, 'tail'):.3f}"
        for lang, res in sorted(by_lang.items())
        if _mean(res, "diagbot") < _mean(res, "tail")
    ]
    print("families whose line recall is below the plain tail's: " + ("; ".join(below) or "none"))
    everything = [res for _, res in rows]
    print(
        f"{'overall':<14}{len(rows):>4}  "
        + "  ".join(f"{_share(everything, n):.3f}/{_mean(everything, n):.3f}".rjust(13) for n in names)
    )
    for half in (0, 1):  # by repository, so that a rule fitted to some repositories shows as a gap between halves
        part = [res for label, res in rows if zlib.crc32(str(label["repo"]).encode()) % 2 == half]
        cells = "  ".join(f"{n} {_share(part, n):.3f}/{_mean(part, n):.3f}" for n in ("diagbot", "tail"))
        print(f"{'half ' + str(half):<14}{len(part):>4}  {cells}")
    print(
        "(cells: contained share / mean line recall; attainable = chunks that fit in 8,000 chars; <- marks a language"
        " (n >= 5) not above every baseline, unless it contains every attainable chunk; recall<tail one whose mean"
        " line recall is below the plain tail's; halves split the repositories by crc32 of their name)"
    )
    print(
        f"bench excerpt: contained={_share(everything, 'diagbot'):.3f} line_recall={_mean(everything, 'diagbot'):.3f} "
        f"tail_contained={_share(everything, 'tail'):.3f}"
    )


def _share(results: list[Result], name: str) -> float:
    return sum(r[name][0] for r in results) / len(results) if results else 0.0  # a half may be empty (--show)


def _mean(results: list[Result], name: str) -> float:
    return sum(r[name][1] for r in results) / len(results) if results else 0.0


def _option(argv: list[str], name: str) -> int | None:
    return int(argv[argv.index(name) + 1]) if name in argv else None


def _labels(data: Path, argv: list[str]) -> list[dict[str, object]]:
    labels = [json.loads(line) for line in (data / "labels.jsonl").read_text().splitlines()]
    if "--show" in argv:
        return [x for x in labels if x["id"] == argv[argv.index("--show") + 1]]
    sample = _option(argv, "--sample")
    if sample:  # stratified: every K-th log of each repository, for a quick dev loop
        seen: dict[str, int] = defaultdict(int)
        picked = []
        for x in labels:
            seen[str(x["repo"])] += 1
            if seen[str(x["repo"])] % sample == 1 % sample:
                picked.append(x)
        labels = picked
    return labels[: _option(argv, "--limit")]


def main(argv: list[str]) -> int:
    data = Path(argv[0]) if argv and not argv[0].startswith("--") else DATA
    labels = _labels(data, argv)
    started = time.monotonic()
    with ProcessPoolExecutor(_option(argv, "--jobs") or os.cpu_count() or 1) as pool:
        scored = list(pool.map(_score_row, [(x, data) for x in labels], chunksize=4))
    rows = [(label, res) for label, (res, _) in zip(labels, scored, strict=True)]
    if "--show" in argv:
        print(labels[0]["chunk"], "\n=====\n", scored[0][1], "\n=====\n", scored[0][0])
    if "--show-misses" in argv:
        for label, res in rows:
            if not res["diagbot"][0] and res["ceiling"][0]:
                print(
                    f"miss {label['id']} chars={label['chunk_chars']} lines={label['gold_line_start']}-"
                    f"{label['gold_line_end']}/{label['log_lines']} tail={res['tail'][0]} "
                    f"recall={res['diagbot'][1]:.2f} fits={res['attainable'][0]}"
                )
    print(f"{len(rows)} logs in {time.monotonic() - started:.1f} s")
    report(rows)
    if "--no-treeherder" not in argv and "--show" not in argv:
        treeherder.main()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
