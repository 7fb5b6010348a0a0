"""The GitHub Actions runner interface: the job summary file and workflow commands on stdout.

Values in workflow commands are escaped as the runner expects (`%`, CR, LF; in properties also `:` and `,`),
and text we echo is wrapped in `::stop-commands::` so a log cannot smuggle in `::add-mask::` or the like.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from pathlib import Path

from diagbot.citations import section_text
from diagbot.diagnosis import Diagnosis, Location

MAX_ANNOTATIONS = 10  # per type per step; GitHub silently drops the rest
SUMMARY_WRITTEN = "job summary written"


def append_summary(markdown: str, env: Mapping[str, str]) -> str:
    """Append `markdown` to $GITHUB_STEP_SUMMARY; returns the notice."""
    path = env.get("GITHUB_STEP_SUMMARY")
    if not path:
        return "GITHUB_STEP_SUMMARY is not set: no job summary written"
    try:
        with Path(path).open("a", encoding="utf-8") as summary:
            summary.write(markdown if markdown.endswith("\n") else markdown + "\n")
    except OSError as exc:
        return f"could not write the job summary {path}: {exc.strerror or exc}"
    return SUMMARY_WRITTEN


def annotation_commands(d: Diagnosis) -> str:
    """`::error` workflow commands for the located lines, at most MAX_ANNOTATIONS, values escaped.

    The message is the Cause section's first line (the whole conclusion's when it has no Cause section).
    """
    return _annotations([(d, loc) for loc in d.locations])


def run_annotation_commands(ds: Sequence[Diagnosis]) -> str:
    """The same for several jobs explained in one step: each job's first location, then each one's second, ...,
    once each, within the step's MAX_ANNOTATIONS (GitHub also caps a job at 50)."""
    most = max((len(d.locations) for d in ds), default=0)
    pairs = [(d, d.locations[rank]) for rank in range(most) for d in ds if rank < len(d.locations)]
    firsts = {(loc.path, loc.line): (d, loc) for d, loc in reversed(pairs)}  # reversed: the first pair wins
    return _annotations(sorted(firsts.values(), key=lambda pair: pairs.index(pair)))


def _annotations(pairs: Sequence[tuple[Diagnosis, Location]]) -> str:
    lines = []
    for d, loc in pairs[:MAX_ANNOTATIONS]:  # in rank order: the conclusion's citations, then the log's failures
        message = _escape(_first_line(section_text(d.conclusion, "cause") or d.conclusion) or "diagbot points here")
        title = "diagbot" if loc.source == "conclusion" else "diagbot (failure from the log)"
        props = f"file={_escape(loc.path, prop=True)}" + (f",line={loc.line}" if loc.line else "")
        lines.append(f"::error {props},title={_escape(title, prop=True)}::{message}\n")
    if len(pairs) > MAX_ANNOTATIONS:
        lines.append(f"::notice::diagbot: {len(pairs) - MAX_ANNOTATIONS} more locations are in the report\n")
    return "".join(lines)


def stop_commands(text: str) -> str:
    """Log or report text wrapped so the runner ignores workflow commands in it (no `::add-mask::` injection)."""
    token = secrets.token_hex(16)
    body = text if text.endswith("\n") else text + "\n"
    return f"::stop-commands::{token}\n{body}::{token}::\n"


def _escape(text: str, *, prop: bool = False) -> str:
    data = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return data.replace(":", "%3A").replace(",", "%2C") if prop else data


def _first_line(text: str) -> str:
    line = next((x.strip() for x in text.splitlines() if x.strip() and not x.startswith("```")), "")
    return line.lstrip("#> ").strip()[:300]
