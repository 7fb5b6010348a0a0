"""`diagbot question` and `diagbot tool`: print exactly what the model would be sent, or fed by one tool; and the
small argument helpers every command shares. Handlers import their modules lazily (startup time)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, BinaryIO

from diagbot.errors import UsageError


def repo_dir(value: str) -> Path:
    """`--repo`, which must be a directory."""
    repo = Path(value)
    if not repo.is_dir():
        raise UsageError(f"--repo {value}: not a directory")
    return repo


def log_stdin(log: str) -> BinaryIO | None:
    """stdin's bytes when `--log -`."""
    return sys.stdin.buffer if log == "-" else None


def emit(text: str) -> None:
    """Print `text` to stdout, ending in one newline."""
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def print_question(args: argparse.Namespace) -> int:
    """`diagbot question [--tools]`: the messages explain() would send first (and the tool definitions), exactly."""
    from diagbot.config_file import diff_settings, ignore_setting, plainly_valid, read_config_file
    from diagbot.gitinfo import repo_facts
    from diagbot.logs.extract import digest_log
    from diagbot.logs.redact import Redactor
    from diagbot.prompt import build_messages, render_question
    from diagbot.walk import walked

    if args.log is None:
        if not args.tools:
            raise UsageError(
                "diagbot question needs --log PATH (or --log - to read stdin); --tools alone prints the tools"
            )
        emit(render_question([], _tool_specs()))
        return 0
    repo = repo_dir(args.repo)
    read_itself = ("DIAGBOT_BASE", "DIAGBOT_DIFF_CHARS", "DIAGBOT_IGNORE", "DIAGBOT_API_KEY")
    if not plainly_valid(read_config_file(repo)[0]) or any(
        k.startswith("DIAGBOT_") and k not in read_itself for k in os.environ
    ):
        from diagbot.config import load_settings  # pydantic (slow to import) only when there is something to check

        load_settings({"base": args.base}, os.environ, repo)  # a setting explain would refuse is refused here too
    base, diff_chars = diff_settings(args.base, os.environ, repo)
    redactor = Redactor.from_env(os.environ)
    digest = digest_log(args.log, junit=args.junit, redactor=redactor, stdin=log_stdin(args.log), root=repo)
    hide = [p for p in (args.log, args.junit) if p and str(p) != "-"]  # the log is no change under test
    facts = repo_facts(repo, os.environ, base=base, hide=hide, redact=redactor.redact_code)
    ignore = ignore_setting(os.environ, repo)
    walk = walked(digest, facts, repo, redact=redactor.redact_code, hide=hide, ignore=ignore)  # as explain() does
    # before a model's question
    messages = build_messages(digest, facts, diff_chars=diff_chars, redact=redactor.redact_code, root=repo, walk=walk)
    emit(render_question(messages, _tool_specs() if args.tools else []))
    return 0


def print_tool_result(args: argparse.Namespace) -> int:
    """`diagbot tool NAME ARGS [--log PATH]`: one tool's result, exactly as the model would be fed it (with the log,
    `diff` lists the changed files in the order of a model's run on it: change_order.leads and the offline walk)."""
    from diagbot.change_order import NO_LEADS, leads
    from diagbot.config import load_settings
    from diagbot.gitinfo import repo_facts
    from diagbot.logs.extract import digest_log
    from diagbot.logs.redact import Redactor
    from diagbot.tools.executor import Executor
    from diagbot.walk import walked

    repo = repo_dir(args.repo)
    s = load_settings({"base": args.base}, os.environ, repo)  # the repository's own ignore patterns apply here too
    redactor = Redactor.from_env(os.environ)
    redact = redactor.redact_code  # tool results are repository content: values only
    hide = [args.log] if args.log and args.log != "-" else []  # the log is no change under test
    facts = repo_facts(repo, os.environ, base=s.base, hide=hide, redact=redact) if args.name == "diff" else None
    tied = NO_LEADS
    if facts is not None and args.log:  # the order a model's run lists the changed files in
        digest = digest_log(args.log, redactor=redactor, stdin=log_stdin(args.log), root=repo)
        tied = leads(
            facts.changes.files, digest, walked(digest, facts, repo, redact=redact, hide=hide, ignore=s.ignore)
        )
    executor = Executor.for_root(repo, redact=redact, hide=hide, ignore=s.ignore, repo=facts, leads=tied)
    result = executor.execute(args.name, args.args)
    emit(result.content)
    return 0  # a failed result is still a result


def _tool_specs() -> list[dict[str, Any]]:
    """The tool definitions as Executor.schemas() hands them to the provider (pydantic loads only for these)."""
    from diagbot.tools import TOOLS

    return [tool.spec() for tool in TOOLS]
