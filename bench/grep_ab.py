"""A/B-time grep against another checkout of diagbot, in the same run, on the same generated 10k-file tree.

Run: git archive REF diagbot | tar -x -C /tmp/old && python3 bench/grep_ab.py /tmp/old [--runs 9]

Each side is a long-lived session (one Executor, as in an agent run) in its own process, importing diagbot from
its own source tree; the two take turns within every round, so a busy machine slows both alike. Prints the medians,
their ratio (new/old) and whether both printed the same output.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.tools import generate

PATTERNS = ("handle_request_timeout", "foo|bar", "def \\w+\\(", "(get|set)_\\w+", "\\b(TODO|FIXME)\\b", "\\d+")
WORKER = """
import json, sys, time
from pathlib import Path
from diagbot.tools.executor import Executor
ex = Executor.for_root(Path(sys.argv[1]))
for line in sys.stdin:
    start = time.perf_counter()
    content = ex.execute("grep", line).content
    print(json.dumps([time.perf_counter() - start, content]), flush=True)
"""


def main() -> int:
    """Generate the tree, time every pattern on both sides, print one row each."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old", help="a directory holding the other diagbot package")
    parser.add_argument("--runs", type=int, default=9)
    opts = parser.parse_args()
    tree = Path(tempfile.mkdtemp(prefix="diagbot-ab-"))
    sides = {"old": opts.old, "new": str(Path(__file__).resolve().parents[1])}
    try:
        generate(tree, 10_000, 3_000)
        workers = {
            name: subprocess.Popen(
                [sys.executable, "-c", WORKER, str(tree)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env={**os.environ, "PYTHONPATH": src},
            )
            for name, src in sides.items()
        }
        for pattern in PATTERNS:
            print(row(workers, pattern, opts.runs), flush=True)
        for proc in workers.values():
            assert proc.stdin is not None
            proc.stdin.close()
            proc.wait()
    finally:
        shutil.rmtree(tree, ignore_errors=True)
    return 0


def row(workers: dict[str, subprocess.Popen[str]], pattern: str, runs: int) -> str:
    """One pattern: a warm-up call each, then `runs` interleaved rounds."""
    times: dict[str, list[float]] = {name: [] for name in workers}
    outputs: dict[str, str] = {}
    for round_ in range(runs + 1):
        for name, proc in workers.items():
            assert proc.stdin is not None
            assert proc.stdout is not None
            proc.stdin.write(json.dumps({"pattern": pattern}) + "\n")
            proc.stdin.flush()
            seconds, outputs[name] = json.loads(proc.stdout.readline())
            if round_:  # the first round warms the file list and the page cache
                times[name].append(seconds)
    old, new = statistics.median(times["old"]), statistics.median(times["new"])
    same = outputs["old"] == outputs["new"]
    return f"{pattern:26} old {old * 1000:8.1f} ms  new {new * 1000:8.1f} ms  new/old {new / old:5.2f}  same: {same}"


if __name__ == "__main__":
    raise SystemExit(main())
