"""The command line: a thin shell over explain(). Handlers import their modules lazily (startup time)."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from diagbot import __version__
from diagbot.cisource import add_source_args, chosen_source
from diagbot.errors import CiUnavailable, UsageError
from diagbot.inspect_cli import emit, log_stdin, print_question, print_tool_result, repo_dir


class _Parser(argparse.ArgumentParser):
    """argparse that raises UsageError instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


_BASE_HELP = "branch or commit the change is diffed from (default: the CI's base, origin/HEAD, main)"


def _parser() -> _Parser:
    p = _Parser(prog="diagbot", description="Explain a red build from the repository itself.")
    p.add_argument("--version", action="version", version=f"diagbot {__version__}")
    sub = p.add_subparsers(dest="command", metavar="{explain,question,tool,selftest,hook}")
    ex = _log_args(sub.add_parser("explain", help="diagnose a failure log and print or publish the report"), False)
    add_source_args(ex)
    ex.add_argument("--format", choices=["markdown", "json", "text"], help="report format (default markdown)")
    ex.add_argument("--output", metavar="FILE", help="write the report here instead of stdout")
    ex.add_argument("--json-output", metavar="FILE", help="also write the JSON report here (for scripts)")
    ex.add_argument("--force", action="store_true", help="overwrite --output even if it is not a diagbot report")
    ex.add_argument("--provider", choices=["mock", "openai", "anthropic"])
    ex.add_argument("--model")
    ex.add_argument("--base-url", metavar="URL")
    ex.add_argument("--max-turns", type=int, metavar="N")
    ex.add_argument("--request-timeout", type=float, metavar="SECONDS", help="the model server's silence allowed")
    ex.add_argument("--post", choices=["none", "github", "gitlab", "auto"], help="publish (auto: detect the CI)")
    ex.add_argument("--script", type=Path, metavar="FILE.yaml", help="mock: replay a scripted conversation")
    ex.add_argument("--strict", action="store_true", default=None, help="exit 1 when the diagnosis failed")
    ex.set_defaults(handler=_explain)
    q = _log_args(sub.add_parser("question", help="print exactly what would be sent to the model"), required=False)
    q.add_argument("--tools", action="store_true", help="also print the tool definitions as sent (alone: only them)")
    q.set_defaults(handler=print_question)
    t = sub.add_parser("tool", help="run one tool and print exactly what the model would be fed")
    t.add_argument("name")
    t.add_argument("args", nargs="?", default="", help='JSON arguments, e.g. \'{"pattern": "def test_"}\'')
    t.add_argument("--repo", default=".", metavar="DIR")
    t.add_argument("--base", metavar="REF", help=_BASE_HELP)
    t.add_argument(
        "--log", metavar="PATH", help="the failure's log: `diff` lists the changed files in the order a model's run has"
    )
    t.set_defaults(handler=print_tool_result)
    sub.add_parser("selftest", help="check the whole loop offline; prints N/N passed").set_defaults(handler=_selftest)
    hook = sub.add_parser("hook", help="the git pre-push hook").add_subparsers(dest="action", metavar="{install,run}")
    inst = hook.add_parser("install", help="install the pre-push hook into this repository")
    inst.add_argument("--force", action="store_true", help="replace a hook that is not diagbot's")
    inst.set_defaults(handler=_hook)
    run = hook.add_parser("run", help="run the pre-push hook now (what pre-commit calls)")
    run.add_argument("hook_args", nargs="*")
    run.add_argument("--verdict", action="store_true", help=argparse.SUPPRESS)  # hooks/pre-push: print the verdict
    run.set_defaults(handler=_hook)
    return p


def _log_args(p: argparse.ArgumentParser, required: bool = True) -> argparse.ArgumentParser:
    p.add_argument("--log", required=required, metavar="PATH|-", help="the failure log; - reads stdin")
    p.add_argument("--repo", default=".", metavar="DIR", help="the repository checkout (default .)")
    p.add_argument("--junit", type=Path, metavar="FILE", help="a JUnit XML report to read failures from")
    p.add_argument("--base", metavar="REF", help=_BASE_HELP)
    return p


def main(argv: list[str] | None = None) -> int:
    """Run one command; returns the exit code (0 report, 1 --strict failure, 2 usage)."""
    args_list = sys.argv[1:] if argv is None else argv
    if not args_list and os.environ.get("MOCK") == "1" and os.environ.get("SELFTEST") == "1":
        args_list = ["selftest"]
    parser = _parser()
    try:
        args = parser.parse_args(args_list)
        if getattr(args, "handler", None) is None and args.command == "hook":
            raise UsageError("choose: diagbot hook install [--force], or diagbot hook run")
        if getattr(args, "handler", None) is None:
            raise UsageError("choose a command: explain, question, tool, selftest or hook (see diagbot --help)")
        _check_cwd()
        return int(args.handler(args))
    except CiUnavailable as exc:  # an outage of the CI's API: said, and the (already red) step goes on
        sys.stderr.write(f"diagbot: {exc}; no diagnosis this time\n")
        return 1 if getattr(args, "strict", None) else 0
    except UsageError as exc:
        sys.stderr.write(f"diagbot: error: {exc}\n")
        return 2
    except OSError as exc:  # the machine's fault, not diagbot's nor the input's: said, not thrown
        where = f": {exc.filename}" if exc.filename else ""
        sys.stderr.write(f"diagbot: error: {exc.strerror or exc}{where}\n")
        return 1
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    except KeyboardInterrupt:
        return 130


def _check_cwd() -> None:
    """The working directory still exists: every relative path (`.`, `--log test.log`) is read from it."""
    try:
        os.getcwd()
    except FileNotFoundError:
        raise UsageError(
            "the current directory no longer exists (it was deleted or moved): cd into the repository again"
        ) from None


def _explain(args: argparse.Namespace) -> int:
    from diagbot.config import load_settings
    from diagbot.diagnose import explain
    from diagbot.logs.redact import Redactor
    from diagbot.progress import StderrProgress, check_output, deliver, use_color

    source = chosen_source(args)
    repo = repo_dir(args.repo)
    s = load_settings(vars(args), os.environ, repo)
    for out in (args.output, args.json_output):  # refuse before spending a diagnosis on it
        if out:
            check_output(Path(out), force=args.force)
    redact = Redactor.from_env(os.environ).redact_code  # the calls' arguments, as the report shows them
    progress = StderrProgress(sys.stderr, color=use_color(sys.stderr, os.environ), redact=redact)
    if source is not None:
        from diagbot.runs_cli import explain_ci

        return explain_ci(source, args, s, progress)
    hide = [out for out in (args.output, args.json_output) if out]
    d = explain(args.log, repo, settings=s, junit=args.junit, observer=progress, stdin=log_stdin(args.log), hide=hide)
    color = not args.output and use_color(sys.stdout, os.environ)
    deliver(_render(d, s.format, color=color), lambda: _render(d, "json", color=False), args, sys.stdout)
    for notice in _publish(d, s.post):
        sys.stderr.write(f"diagbot: {notice}\n")
    return 1 if s.strict and d.status == "failed" else 0


def _render(d: Any, fmt: str, *, color: bool) -> str:
    render = getattr(importlib.import_module(f"diagbot.report.{fmt}"), f"render_{fmt}")
    return str(render(d, color=color) if fmt == "text" else render(d))


def _publish(d: Any, post: str) -> list[str]:
    from diagbot import publish
    from diagbot.report.markdown import render_markdown

    env = os.environ
    post = publish.resolve_post(post, env)

    if post == "github":
        from diagbot.publish.github import publish_github

        full = render_markdown(d, limit=1_048_576)  # the job summary holds 1 MiB, a comment 65,536 chars
        return publish_github(render_markdown(d), d, env, out=sys.stdout, summary_markdown=full)
    if post == "gitlab":
        from diagbot.publish.gitlab import publish_gitlab

        return publish_gitlab(render_markdown(d), env)
    return []


def _selftest(args: argparse.Namespace) -> int:
    from diagbot.selftest import run_selftest

    return run_selftest(sys.stdout)


def _hook(args: argparse.Namespace) -> int:
    from diagbot.hookinstall import install_hook
    from diagbot.hookrun import run_hook

    if args.action == "run":
        return run_hook(verdict=args.verdict)
    emit(f"diagbot: installed the pre-push hook at {install_hook(Path.cwd(), force=args.force)}")
    return 0
