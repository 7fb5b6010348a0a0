"""`diagbot explain` with a CI source: explain the run, print or write the report, publish, pick the exit code."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping

from diagbot.agent import Observer
from diagbot.config import Settings
from diagbot.progress import deliver, use_color
from diagbot.runs import RunOutcome, explain_source
from diagbot.runs_publish import publish_result, render_result
from diagbot.words import plural


def explain_ci(source: str, args: argparse.Namespace, s: Settings, observer: Observer | None) -> int:
    """Explain the failed jobs of the source the flags name; 0 whatever they show (1 only with --strict)."""
    result = explain_source(source, args, s, os.environ, observer, announce=_announce)
    problems = describe_problems(result)
    plain = status_line(result, os.environ)
    if plain is None and len(problems) == len(result.outcomes):  # no log to diagnose: say why, plainly
        plain = "\n".join(f"{p}; nothing to diagnose" for p in problems)
    if plain is not None:
        _emit(plain)
        return 0
    for problem in (*result.run.notices, *problems):
        sys.stderr.write(f"diagbot: {problem}\n")
    report = render_result(result, s.format, color=not args.output and use_color(sys.stdout, os.environ))
    deliver(report, lambda: render_result(result, "json", color=False), args, sys.stdout)
    for notice in publish_result(result, s, os.environ, sys.stdout):
        sys.stderr.write(f"diagbot: {notice}\n")
    failed = any(o.diagnosis is not None and o.diagnosis.status == "failed" for o in result.outcomes)
    return 1 if s.strict and failed else 0


def _announce(where: str) -> None:
    sys.stderr.write(f"diagbot: explaining the log of {where}\n")


def _emit(text: str) -> None:
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def status_line(result: RunOutcome, env: Mapping[str, str]) -> str | None:
    """What to say when there is nothing to diagnose: a run in progress, a run that passed."""
    run = result.run
    if result.outcomes:
        return None
    what = f"{'pipeline' if run.provider == 'gitlab' else 'run'} {run.id} ({run.name})"
    if not run.in_progress:
        return f"{what} has no failed job: nothing to explain"
    done = sum(j.conclusion is not None for j in run.jobs)
    said = f"{what} is still in progress ({done} of {plural(len(run.jobs), 'job')} done, none failed yet)"
    if run.provider == "github" and env.get("GITHUB_RUN_ID") == str(run.id):  # the Action in the failing job itself
        said += (
            "; in the job whose tests failed, give the log (`log: test.log`), or run diagbot in a job that `needs:` it"
        )
    return said


def describe_problems(result: RunOutcome) -> list[str]:
    """One line per job whose log could not be had."""
    return [f"{o.name}: {o.problem}" for o in result.outcomes if o.diagnosis is None and o.problem]
