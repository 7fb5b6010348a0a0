"""Hand-built Diagnoses for the report tests (imported by name: tests/ has no packages)."""

from __future__ import annotations

from typing import Any

from diagbot.diagnosis import Diagnosis, Location, TraceEntry
from diagbot.gitinfo import ChangeSet, FileChange, RepoFacts
from diagbot.llm.types import Usage
from diagbot.logs.types import Failure, LogDigest

CONCLUSION = """The failing test expects `add(2, 2) == 4`, but `add` subtracts.

**Cause:** `src/calc.py:2` returns `a - b`.

```python
def add(a, b):
    return a + b
```
"""

EXCERPT = """============================= FAILURES =============================
___________________________ test_add ___________________________
    def test_add():
>       assert add(2, 2) == 4
E       assert 0 == 4
tests/test_calc.py:5: AssertionError
FAILED tests/test_calc.py::test_add - assert 0 == 4"""


def entry(tool: str = "grep", content: str = "src/calc.py:1: def add(a, b):", **kw: Any) -> TraceEntry:
    """A trace entry whose chars match its content unless told otherwise."""
    fields: dict[str, Any] = {
        "tool": tool,
        "args": {"pattern": "def add"},
        "ok": True,
        "chars": len(content),
        "summary": content.split("\n", 1)[0][:120],
        "truncated": False,
        "content": content,
        "turn": 1,
    }
    fields.update(kw)
    return TraceEntry(**fields)


def sample_diagnosis() -> Diagnosis:
    """A concluded diagnosis with every field filled."""
    trace = (
        entry(),
        entry(
            "read_file",
            "   1  def add(a, b):\n   2      return a - b\n",
            args={"path": "src/calc.py"},
            summary="src/calc.py (lines 1-2 of 2)",
            turn=2,
        ),
        entry("read_file", "error: field 'path' is required", args='{"pth": "x"', ok=False, turn=2),
    )
    digest = LogDigest(
        excerpt=EXCERPT,
        failures=(Failure("assert 0 == 4", "pytest", "tests/test_calc.py::test_add", "tests/test_calc.py", 5, 7),),
        log_chars=2_345,
        log_lines=48,
        first_error_line=7,
        excerpt_lines=7,
    )
    return Diagnosis(
        status="concluded",
        conclusion=CONCLUSION,
        trace=trace,
        turns=3,
        usage=Usage(1_234, 210),
        elapsed_s=1.5,
        provider="mock",
        model="diagbot-offline",
        chars_sent=9_876,
        locations=(Location("src/calc.py", 2), Location("tests/test_calc.py", 5, "log")),
        digest=digest,
        repo=RepoFacts(
            "/tmp/repo",
            "0123456789abcdef",
            "fix-add",
            ChangeSet((FileChange("src/calc.py", "modified"),), "origin/main"),
        ),
        notes=("offline mock, no provider configured",),
    )
