"""A fast file prefilter for grep: GNU grep -F finds the files holding a required literal.

It only narrows the set of files the Python regex reads, so the output and the dialect (Python `re`)
stay the same on every machine; without a `grep` binary every file is read, with the same result.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence

MIN_FILES = 200  # below this, starting a process costs more than it saves
_BATCH = 2000  # paths per process, well under the kernel's argument limit


def candidate_files(root: str, files: Sequence[str], needles: Sequence[bytes], fold: bool) -> list[str]:
    """The files (in their given order) that may hold one of `needles`; all of them when unsure."""
    exe = shutil.which("grep")
    if exe is None or len(files) < MIN_FILES or any(b"\n" in n or not n for n in needles):
        return list(files)
    args = [exe, "-F", "-l", "-Z", "-s", *(["-i"] if fold else [])]
    for needle in needles:
        args += ["-e", os.fsdecode(needle)]
    found: set[str] = set()
    for start in range(0, len(files), _BATCH):
        batch = files[start : start + _BATCH]
        try:
            done = subprocess.run([*args, "--", *batch], cwd=root, capture_output=True, env={"LC_ALL": "C"})
        except OSError:
            return list(files)
        if done.returncode > 1 and not done.stdout:  # 1 means "no match"; >1 a real error: read everything
            return list(files)
        found.update(os.fsdecode(p) for p in done.stdout.split(b"\0") if p)
    return [f for f in files if f in found]
