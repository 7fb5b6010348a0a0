"""Excerpt benchmark over the Treeherder sample logs: how many of the lines Mozilla's log parser flags as errors
does diagbot's excerpt show, against plain cuts of the same size?

Each log's labels are 1-based line numbers (see the data set's README). Scoring compares text: a flagged line
counts as kept when its text, with Taskcluster's `[task <time>] ` and mozharness' `HH:MM:SS  LEVEL - ` prefixes
stripped and whitespace collapsed, is a substring of one excerpt line treated the same way. The baselines cut
the same cleaned, redacted text the excerpt is built from.

    python bench/excerpt_treeherder.py [DATA_DIR]
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from diagbot.logs.excerpt.build import build_excerpt
from diagbot.logs.excerpt.render import GUTTER_SHARE, read_excerpt
from diagbot.logs.extract import first_parsed, parsed_failures
from diagbot.logs.read.clean import clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import Redactor

BUDGET = 8000
DATA = Path("/work/shared/data/treeherder")
_PREFIXES = re.compile(r"^(?:\[task [^\]]*\] )?(?:\d\d:\d\d:\d\d +[A-Z]+ - )?")


def _bare(line: str) -> str:
    return " ".join(_PREFIXES.sub("", line.strip()).split())


def _recall(wanted: list[str], shown: list[str]) -> float:
    joined = "\n".join(shown)
    return sum(w in joined for w in wanted) / len(wanted) if wanted else 1.0


def score(row: dict[str, object], data: Path) -> dict[str, float]:
    """Line recall of the excerpt and of each plain cut, for one labelled log."""
    path = data / str(row["log_path"])
    raw = gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace").replace("\r\n", "\n").split("\n")
    wanted = [_bare(raw[n - 1]) for n in row["error_lines"]]  # type: ignore[attr-defined]
    log = read_log(path)
    numbered = clean_lines(log, Redactor().redact)
    excerpt = build_excerpt(log, numbered, first_parsed(parsed_failures(log, numbered))).text  # as digest_log
    assert len(excerpt) <= BUDGET * (1 + GUTTER_SHARE), (path, len(excerpt))
    cleaned = "\n".join(text for _, text in numbered)
    cuts = {
        "tail": cleaned[-BUDGET:],
        "head4k+tail4k": cleaned[:4000] + "\n" + cleaned[-4000:],
        "head": cleaned[:BUDGET],
    }
    out = {"diagbot": _recall(wanted, [_bare(s.text) for s in read_excerpt(excerpt)])}
    out |= {name: _recall(wanted, [_bare(line) for line in cut.split("\n")]) for name, cut in cuts.items()}
    return out


def main(data: Path = DATA) -> None:
    """Print each log's recall and the mean, ours beside the cuts."""
    rows = [json.loads(line) for line in (data / "labels.jsonl").read_text().splitlines()]
    results = [score(row, data) for row in rows]
    names = list(results[0])
    print(f"\nTreeherder ({len(rows)} logs; line recall of the flagged error lines)")
    print(f"{'log':<26}{'flagged':>8}  " + "  ".join(f"{n:>13}" for n in names))
    for row, res in zip(rows, results, strict=True):
        name = Path(str(row["log_path"])).name.removesuffix(".log.gz")
        print(f"{name:<26}{len(row['error_lines']):>8}  " + "  ".join(f"{res[n]:>13.2f}" for n in names))
    means = {n: sum(r[n] for r in results) / len(results) for n in names}
    print(f"{'mean':<26}{'':>8}  " + "  ".join(f"{means[n]:>13.3f}" for n in names))
    print(f"bench treeherder: line_recall={means['diagbot']:.3f} tail={means['tail']:.3f}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DATA)
