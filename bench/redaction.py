"""Redaction benchmark: recall on planted fake secrets, false positives on ordinary material, throughput.

- Planted: bench/redaction/planted.py builds ~100 FAKE secrets of many kinds in realistic contexts (env dumps, reprs,
  JSON log lines, YAML, URLs, headers, pytest locals, cut reprs, ANSI colours, `\\r` redraws). A log case goes through
  what digest_log does (clean_line, then the Redactor with one secret variable in its environment); a code case
  through the code mode the tool results get. Caught = none of its secret parts survives whole.
- Ordinary code: real source (Python, Go, JavaScript, Rust) and CI workflow files under bench/redaction/code and
  bench/redaction/workflows (origins and licenses in bench/redaction/README.md), redacted in code mode: every changed
  line is a false positive.
- Ordinary logs: a sample of the real logs in DATA_DIR (LogChunks: every K-th log; Treeherder: those diagbot reads
  whole, ≤ 8 MiB), cleaned and redacted as digest_log does. A changed line is a false positive unless
  bench/redaction/log_secrets.txt lists it as a real credential the public log printed. Throughput is measured here.

    python bench/redaction.py [DATA_DIR] [--sample K] [--quiet]
"""

from __future__ import annotations

import gzip
import importlib.util
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from diagbot.logs.read.clean import clean_line  # noqa: E402
from diagbot.logs.read.reader import FULL_READ_BYTES  # noqa: E402
from diagbot.logs.redact import Redactor  # noqa: E402

CORPUS = ROOT / "bench" / "redaction"
DATA = Path("/work/shared/data")
_MAX_LINE = 4000  # what the reader keeps of a line
_PLACEHOLDER = re.compile(r"\[REDACTED ([a-z-]+)\]")


def _planted_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("planted", CORPUS / "planted.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["planted"] = module
    spec.loader.exec_module(module)
    return module


def _as_log(redactor: Redactor, text: str) -> str:
    """What digest_log does to the lines of a log: clean each, redact them together."""
    return redactor.redact("\n".join(clean_line(line[:_MAX_LINE]) for line in text.split("\n")))


def recall(quiet: bool) -> tuple[int, int, int]:
    planted = _planted_module()
    cases = planted.cases()
    redactor = Redactor.from_env(planted.environment(cases))
    misses = []
    for case in cases:
        out = _as_log(redactor, case.text) if case.mode == "log" else redactor.redact_code(case.text)
        if any(secret in out for secret in case.secrets):
            misses.append(f"  MISSED {case.kind} in {case.context} ({case.mode}): {out[:160]!r}")
    kinds = len({c.kind for c in cases})
    print(f"planted: {len(cases) - len(misses)}/{len(cases)} caught, {kinds} kinds")
    for line in misses:
        print(line)
    return len(cases) - len(misses), len(cases), kinds


def code_false_positives() -> tuple[int, int]:
    """Changed lines in the ordinary code and workflow files (code mode)."""
    redactor = Redactor()
    found, lines = 0, 0
    for path in sorted([*CORPUS.glob("code/*"), *CORPUS.glob("workflows/*")]):
        text = path.read_text()
        lines += text.count("\n") + 1
        for number, (before, after) in enumerate(
            zip(text.split("\n"), redactor.redact_code(text).split("\n"), strict=True), 1
        ):
            if before != after:
                found += 1
                name = path.relative_to(CORPUS)
                print(f"  FP code {name}:{number}: {before.strip()[:100]!r} -> {after.strip()[:100]!r}")
    print(f"ordinary code and workflows: {lines} lines, {found} false positives")
    return found, lines


def _sample_logs(data: Path, sample: int) -> list[tuple[str, Path]]:
    chunks = sorted((data / "logchunks" / "logs").glob("*/*/failed/*.log.gz"))[::sample]
    tree = sorted((data / "treeherder" / "logs").glob("*.log.gz"))
    picked = [(str(p.relative_to(data / "logchunks" / "logs")), p) for p in chunks]
    for path in tree:
        with gzip.open(path) as f:
            if len(f.read(FULL_READ_BYTES + 1)) <= FULL_READ_BYTES:  # diagbot reads these whole
                picked.append((f"treeherder/{path.name}", path))
    return picked


def _known_secrets() -> set[tuple[str, int]]:
    """(log id, line) of the real credentials the public logs printed, from log_secrets.txt."""
    known = set()
    for row in (CORPUS / "log_secrets.txt").read_text().splitlines():
        if row.strip() and not row.startswith("#"):
            log_id, line = row.split()[:2]
            known.add((log_id, int(line)))
    return known


def log_false_positives(data: Path, sample: int, quiet: bool) -> tuple[int, int, int, float, float]:
    """Changed lines in the sampled real logs; also the MiB redacted and the seconds it took."""
    redactor, known = Redactor(), _known_secrets()
    fps, real, lines, mib, seconds = 0, 0, 0, 0.0, 0.0
    for log_id, path in _sample_logs(data, sample):
        raw = gzip.open(path).read().decode("utf-8", "replace").replace("\r\n", "\n")
        text = "\n".join(clean_line(line[:_MAX_LINE]) for line in raw.split("\n"))
        started = time.perf_counter()
        out = redactor.redact(text)
        seconds += time.perf_counter() - started
        mib += len(text.encode()) / (1 << 20)
        lines += text.count("\n") + 1
        for number, (before, after) in enumerate(zip(text.split("\n"), out.split("\n"), strict=True), 1):
            if before == after:
                continue
            if (log_id, number) in known:
                real += 1
                continue
            fps += 1
            kinds = ",".join(sorted(set(_PLACEHOLDER.findall(after))))
            print(f"  FP log {log_id}:{number} [{kinds}]: {_changed(before, after)}")
    print(f"ordinary logs: {lines} lines, {mib:.1f} MiB; {real} lines with real credentials; {fps} false positives")
    return fps, real, lines, mib, seconds


def _changed(before: str, after: str) -> str:
    """The region of the line that changed, with a little context."""
    start = 0
    while start < min(len(before), len(after)) and before[start] == after[start]:
        start += 1
    return repr(before[max(0, start - 50) : start + 70])


def main(argv: list[str]) -> int:
    data = Path(argv[0]) if argv and not argv[0].startswith("--") else DATA
    sample = int(argv[argv.index("--sample") + 1]) if "--sample" in argv else 8
    caught, planted, _ = recall("--quiet" in argv)
    code_fps, code_lines = code_false_positives()
    log_fps, _, log_lines, mib, seconds = log_false_positives(data, sample, "--quiet" in argv)
    print(f"ordinary material: {code_lines + log_lines} lines")
    fps = code_fps + log_fps
    print(f"bench redaction: recall={caught / planted:.2f} false_positives={fps} mib_per_s={mib / seconds:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
