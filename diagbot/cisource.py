"""The flags that name a CI source instead of --log (argparse only, so `diagbot --help` stays fast)."""

from __future__ import annotations

import argparse

from diagbot.errors import UsageError

SOURCES = ("github_run", "github_job", "gitlab_job", "gitlab_pipeline")
_PICKS = ("github_run", "gitlab_pipeline")  # the sources with several jobs, that --job picks from


def add_source_args(p: argparse.ArgumentParser) -> None:
    """--github-run, --github-job, --job, --github-token, --gitlab-job, --gitlab-pipeline, --comment."""
    p.add_argument("--github-run", metavar="RUN", help="a GitHub Actions run (id or URL): explain its failed jobs")
    p.add_argument("--github-job", metavar="ID", help="one GitHub Actions job (id or URL)")
    p.add_argument("--job", metavar="NAME|ID", help="with --github-run or --gitlab-pipeline: only this job")
    p.add_argument("--github-token", metavar="TOKEN", help="token that reads the run (default $GITHUB_TOKEN)")
    p.add_argument("--gitlab-job", metavar="ID", help="one GitLab CI job (project: CI_PROJECT_ID)")
    p.add_argument("--gitlab-pipeline", metavar="ID", help="a GitLab pipeline: explain its failed jobs")
    p.add_argument("--comment", choices=["per-run", "per-job"], help="one PR comment per run (default) or per job")


def chosen_source(args: argparse.Namespace) -> str | None:
    """The CI source the flags name (None for --log); raises UsageError for none, several, or both."""
    given = [name for name in SOURCES if getattr(args, name, None)]
    flags = ", ".join("--" + n.replace("_", "-") for n in given)
    if args.log and given:
        raise UsageError(f"give either --log or a CI source, not both (--log and {flags})")
    if len(given) > 1:
        raise UsageError(f"give one CI source, not several ({flags})")
    if not args.log and not given:
        raise UsageError(
            "which failure? give --log PATH (- reads stdin), or a CI source: --github-run RUN, --github-job ID, "
            "--gitlab-job ID or --gitlab-pipeline ID"
        )
    if args.job and (not given or given[0] not in _PICKS):
        raise UsageError("--job picks one job of --github-run or --gitlab-pipeline")
    return given[0] if given else None
