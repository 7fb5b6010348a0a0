"""Job logs as GitHub's and GitLab's runners frame them, around real test output. Not collected by pytest.

The output inside is a real run's (examples/*/failure.log); the framing is the runner's own line protocol:
GitHub's timestamps, `##[group]Run <command>` per step, `##[error]Process completed with exit code N.`, the post
steps; GitLab's `section_start:<time>:<name>` / `section_end:` around each phase and `ERROR: Job failed`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PYTEST_OUTPUT = (ROOT / "examples" / "python-pytest" / "failure.log").read_text(encoding="utf-8")
NODE_OUTPUT = (ROOT / "examples" / "js-node" / "failure.log").read_text(encoding="utf-8")

SET_UP = [
    "Current runner version: '2.321.0'",
    "##[group]Operating System",
    "Ubuntu",
    "24.04.1",
    "##[endgroup]",
    "##[group]GITHUB_TOKEN Permissions",
    "Contents: read",
    "##[endgroup]",
    "Secret source: Actions",
    "Prepare workflow directory",
    "Complete job name: test",
]
CHECKOUT = [
    "##[group]Run actions/checkout@v4",
    "with:",
    "  repository: octo/shop",
    "##[endgroup]",
    "Syncing repository",
]
INSTALL = [
    "##[group]Run pip install -e '.[test]'",
    "pip install -e '.[test]'",
    "##[endgroup]",
    "Successfully installed",
]
POST = ["Post job cleanup.", "[command]/usr/bin/git version", "git version 2.47.1", "Cleaning up orphan processes"]


def github_log(output: str, command: str = "python -m pytest", *, exit_code: int = 1) -> bytes:
    """A whole job log: set up, checkout, install, the test step with `output`, post steps; timestamped."""
    test = [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *output.splitlines()]
    if exit_code:
        test.append(f"##[error]Process completed with exit code {exit_code}.")
    lines = [*SET_UP, *CHECKOUT, *INSTALL, *test, *POST]
    stamped = [f"2024-05-01T10:{i // 60 % 60:02d}:{i % 60:02d}.{i:07d}Z {line}" for i, line in enumerate(lines)]
    return ("\ufeff" + "\n".join(stamped) + "\n").encode()


def github_steps(test_name: str = "Tests", conclusion: str = "failure") -> list[dict[str, Any]]:
    """The job's `steps` as the jobs API lists them, matching github_log's steps."""
    names = ["Set up job", "Run actions/checkout@v4", "Run pip install -e '.[test]'", test_name, "Explain"]
    names += ["Post Run actions/checkout@v4", "Complete job"]
    outcome = {test_name: conclusion, "Explain": "skipped"}
    return [
        {"name": n, "status": "completed", "conclusion": outcome.get(n, "success"), "number": i + 1}
        for i, n in enumerate(names)
    ]


def gitlab_trace(output: str, command: str = "python -m pytest") -> bytes:
    """A GitLab job trace: prepare, get_sources, step_script with `output`, upload on failure, `Job failed`."""
    esc = "\x1b[0K"

    def section(name: str, header: str, body: list[str], t: int) -> list[str]:
        return [f"section_start:{t}:{name}\r{esc}{header}", *body, f"section_end:{t + 1}:{name}\r{esc}"]

    lines = [
        "Running with gitlab-runner 17.5.0 (66a723c3)",
        *section("prepare_executor", 'Preparing the "docker" executor', ["Using Docker executor"], 1700000000),
        *section("get_sources", "Getting source from Git repository", ["Fetching changes..."], 1700000002),
        *section("step_script", 'Executing "step_script" stage', [f"$ {command}", *output.splitlines()], 1700000004),
        *section("upload_artifacts_on_failure", "Uploading artifacts for failed job", ["Uploading"], 1700000006),
        "\x1b[31;1mERROR: Job failed: exit code 1\x1b[0;m",
    ]
    return ("\n".join(lines) + "\n").encode()
