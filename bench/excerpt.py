"""Excerpt benchmark over LogChunks: is the hand-labelled failure chunk inside diagbot's ≤8,000-char excerpt?

Scoring follows the data set README: split on CR/LF, strip ANSI (and the excerpt's own `  123| ` prefixes),
collapse whitespace, drop empty lines; "contained" = the chunk's lines appear in order on consecutive excerpt
lines (each as a substring); line recall = share of chunk lines found anywhere. Baselines get the same budget.

    python bench/excerpt.py [DATA_DIR] [--limit N] [--show-misses]
"""

from __future__ import annotations

import gzip
import json
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from diagbot.logs.extract import digest_log

BUDGET = 8000
DATA = Path("/work/shared/data/logchunks")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\[[0-9;]*m")
_PREFIX = re.compile(r"^\s*\d+\| ?")
_SPLIT = re.compile(r"\r\n|\r|\n")


def normalise(text: str, *, numbered: bool = False) -> list[str]:
    out = []
    for line in _SPLIT.split(text):
        if numbered:
            line = _PREFIX.sub("", line, count=1)
        line = " ".join(_ANSI.sub("", line).split())
        if line:
            out.append(line)
    return out


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


def baselines(raw: str) -> dict[str, str]:
    return {"tail": raw[-BUDGET:], "head4k+tail4k": raw[:4000] + "\n" + raw[-4000:], "head": raw[:BUDGET]}


def score(label: dict[str, object], data: Path) -> dict[str, tuple[bool, float]]:
    path = data / str(label["log_path"])
    raw = gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace").replace("\r\n", "\n")
    chunk = normalise(str(label["chunk"]))
    excerpt = digest_log(path).excerpt
    assert len(excerpt) <= BUDGET, (label["id"], len(excerpt))
    results = {"diagbot": (contained(chunk, ex := normalise(excerpt, numbered=True)), recall(chunk, ex))}
    for name, text in baselines(raw).items():
        base = normalise(text)
        results[name] = (contained(chunk, base), recall(chunk, base))
    return results


def report(rows: list[tuple[dict[str, object], dict[str, tuple[bool, float]]]]) -> None:
    by_lang: dict[str, list[dict[str, tuple[bool, float]]]] = defaultdict(list)
    for label, res in rows:
        by_lang[str(label["language"])].append(res)
    names = list(rows[0][1])
    print(f"{'language':<14}{'n':>4}  " + "  ".join(f"{n:>15}" for n in names))
    for lang, results in sorted(by_lang.items()):
        cells = [f"{_share(results, n):.2f}/{_mean(results, n):.2f}" for n in names]
        flag = (
            ""
            if len(results) < 5 or all(_share(results, "diagbot") > _share(results, n) for n in names[1:])
            else "  <-"
        )
        print(f"{lang:<14}{len(results):>4}  " + "  ".join(f"{c:>15}" for c in cells) + flag)
    everything = [res for _, res in rows]
    print(
        f"{'overall':<14}{len(rows):>4}  "
        + "  ".join(f"{_share(everything, n):.3f}/{_mean(everything, n):.3f}".rjust(15) for n in names)
    )
    print("(cells: contained share / mean line recall)")
    print(
        f"bench excerpt: contained={_share(everything, 'diagbot'):.3f} line_recall={_mean(everything, 'diagbot'):.3f} "
        f"tail_contained={_share(everything, 'tail'):.3f}"
    )


def _share(results: list[dict[str, tuple[bool, float]]], name: str) -> float:
    return sum(r[name][0] for r in results) / len(results)


def _mean(results: list[dict[str, tuple[bool, float]]], name: str) -> float:
    return sum(r[name][1] for r in results) / len(results)


def main(argv: list[str]) -> int:
    data = Path(argv[0]) if argv and not argv[0].startswith("--") else DATA
    limit = int(argv[argv.index("--limit") + 1]) if "--limit" in argv else None
    labels = [json.loads(line) for line in (data / "labels.jsonl").read_text().splitlines()][:limit]
    started = time.monotonic()
    rows = [(label, score(label, data)) for label in labels]
    if "--show-misses" in argv:
        for label, res in rows:
            if not res["diagbot"][0]:
                print(
                    f"miss {label['id']} chars={label['chunk_chars']} lines={label['gold_line_start']}-"
                    f"{label['gold_line_end']}/{label['log_lines']} tail={res['tail'][0]} "
                    f"recall={res['diagbot'][1]:.2f}"
                )
    print(f"{len(rows)} logs in {time.monotonic() - started:.1f} s")
    report(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
