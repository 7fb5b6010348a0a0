"""Large-log benchmark: `diagbot question` on a 1 GiB log (failure in the middle) against `grep -c error`.

Whole processes, start-up included, both timed in this run on the same file (warm page cache); peak RSS is the
diagbot process's own, from getrusage(RUSAGE_CHILDREN) measured before grep runs. A second log, a quarter of the
size and all one line, checks that memory does not grow with a line's length (its peak RSS is printed above the
last line).

    python bench/logs.py [--size-mib N] [--runs N]
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FAILURE = (
    "=================================== FAILURES ===================================\n"
    "______________________________ test_checkout_total ______________________________\n"
    "    def test_checkout_total():\n"
    ">       assert checkout(cart) == 12.0\n"
    "E       assert 10.0 == 12.0\n"
    "tests/test_checkout.py:41: AssertionError\n"
    "FAILED tests/test_checkout.py::test_checkout_total - assert 10.0 == 12.0\n"
)


def _filler_block() -> bytes:
    rows = []
    for i in range(20_000):
        if i % 5000 == 4999:
            rows.append(f"WARNING: retrying download of artifact {i} (connection reset), attempt 2/5")
        elif i % 7 == 0:
            rows.append(f"\x1b[32mPASSED\x1b[0m tests/unit/test_module_{i % 300}.py::test_case_{i} [{i % 100:>3}%]")
        else:
            rows.append(
                f"2024-05-01T10:{i % 60:02d}:{i % 60:02d}.123Z  compiling src/pkg/module_{i % 900}.c -> obj/{i}.o"
            )
    return ("\n".join(rows) + "\n").encode()


def generate(path: Path, size: int) -> None:
    block = _filler_block()
    with path.open("wb") as f:
        written, middle_done = 0, False
        while written < size:
            if not middle_done and written >= size // 2:
                f.write(FAILURE.encode())
                middle_done = True
            f.write(block)
            written += len(block)
        f.write(b'The command "pytest" exited with 1.\n')


def generate_one_line(path: Path, size: int) -> None:
    """A log that is one line of `size` bytes (a dumped blob), the failure on the line after it."""
    with path.open("wb") as f:
        for _ in range(size >> 20):
            f.write(b"x" * (1 << 20))
        f.write(b"\n" + FAILURE.encode())


def tree_peak_mib(cmd: list[str], cwd: Path) -> float:
    """Peak RSS of `cmd` and everything it starts, measured in a wrapper process of its own."""
    probe = "import resource, subprocess, sys; done = subprocess.run(sys.argv[1:], capture_output=True); "
    probe += "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss); sys.exit(done.returncode)"
    done = subprocess.run([sys.executable, "-c", probe, *cmd], cwd=cwd, capture_output=True, check=True)
    return int(done.stdout) / 1024


def timed(cmd: list[str], cwd: Path) -> tuple[float, subprocess.CompletedProcess[bytes]]:
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, check=False)
    return time.perf_counter() - started, done


def diagbot_command(log: Path, repo: Path) -> tuple[list[str], str]:
    """The CLI when it exists; otherwise digest_log in its own process (said so in the output)."""
    if (ROOT / "diagbot" / "cli.py").exists():
        return [sys.executable, "-m", "diagbot", "question", "--log", str(log), "--repo", str(repo)], "diagbot question"
    code = f"from diagbot.logs.extract import digest_log; print(digest_log({str(log)!r}).excerpt)"
    return [sys.executable, "-c", code], "digest_log process (CLI missing)"


def main(argv: list[str]) -> int:
    size_mib = int(argv[argv.index("--size-mib") + 1]) if "--size-mib" in argv else 1024
    runs = int(argv[argv.index("--runs") + 1]) if "--runs" in argv else 3
    with tempfile.TemporaryDirectory(prefix="diagbot-bench-") as tmp:
        log, repo = Path(tmp) / "huge.log", Path(tmp) / "repo"
        repo.mkdir()
        generate(log, size_mib << 20)
        cmd, label = diagbot_command(log, repo)
        env_note = f"{log.stat().st_size / (1 << 20):.0f} MiB log, {label}"
        subprocess.run(["cat", str(log)], stdout=subprocess.DEVNULL, check=True)  # warm the page cache
        ours = []
        for _ in range(runs):
            elapsed, done = timed(cmd, ROOT)
            if done.returncode != 0 or b"test_checkout_total" not in done.stdout:
                print(done.stderr.decode(errors="replace")[-2000:])
                print("bench logs: FAILED (no failure found in the output)")
                return 1
            ours.append(elapsed)
        peak_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        greps = [timed(["grep", "-c", "error", str(log)], ROOT)[0] for _ in range(runs)]
        log.unlink()
        generate_one_line(log, (size_mib << 20) // 4)  # a quarter of the size, as one line: memory must not follow it
        one_line_mib = tree_peak_mib(diagbot_command(log, repo)[0], ROOT)
    ratio = statistics.median(ours) / statistics.median(greps)
    print(
        f"{env_note}: diagbot {statistics.median(ours):.2f} s, grep -c error {statistics.median(greps):.2f} s "
        f"(median of {runs}); cpus={os.cpu_count()}"
    )
    print(f"a {size_mib // 4} MiB log that is one line: peak RSS {one_line_mib:.1f} MiB (the same 64 MiB bound)")
    print(f"bench logs: time_vs_grep={ratio:.2f} peak_rss_mib={peak_mib:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
