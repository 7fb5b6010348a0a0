"""GitHub: the job summary, annotations on the located lines, and one PR comment per job, upserted.

Our previous comment starts with `<!-- diagbot:job=<workflow>/<job> -->` and is by us: the token's login
from GET /user, or, for installation tokens (GITHUB_TOKEN, `ghs_…`) that cannot read /user, any author
`github-actions[bot]` or of type "Bot". REST does not expose minimized comments, so one GraphQL `nodes`
query (only when candidates exist) skips them; if it fails, all candidates count. API failures are
notices, never exceptions, and the job summary is written first so it exists whatever happens next.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

import httpx

from diagbot.diagnosis import Diagnosis
from diagbot.publish.actions import SUMMARY_WRITTEN, annotation_commands, append_summary, stop_commands
from diagbot.publish.http import Api, Skip, client_for, dig, job_marker, json_of, paginate, refusal
from diagbot.report.markdown import render_markdown

MAX_COMMENT_CHARS = 65_536
BOT_LOGIN = "github-actions[bot]"
_HINT = "the job needs `permissions: pull-requests: write`"
_MINIMIZED_QUERY = "query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id isMinimized } } }"


@dataclass(frozen=True)
class CommentTarget:
    """A PR comment's place: the API, the repository, the PR number, the token and our marker."""

    api: str
    graphql: str
    repo: str
    number: int
    token: str
    marker: str  # the hidden first line that finds our comment again
    label: str = ""  # the visible line naming a matrix leg (DIAGBOT_COMMENT_KEY), or nothing

    head = property(lambda self: f"{self.marker}\n{self.label}", doc="The body's start: marker line, then label.")


def publish_github(
    markdown: str,
    d: Diagnosis,
    env: Mapping[str, str],
    *,
    out: TextIO,
    client: httpx.Client | None = None,
    summary_markdown: str | None = None,
    sleep: Callable[[float], None] = time.sleep,
) -> list[str]:
    """Write the job summary, annotate `d.locations` on `out`, upsert the PR comment; returns notices."""
    notices = [append_summary(markdown if summary_markdown is None else summary_markdown, env)]
    fallback = "; the report is in the job summary" if notices[0] == SUMMARY_WRITTEN else ""
    out.write(annotation_commands(d) + "::group::diagbot conclusion\n" + stop_commands(d.conclusion) + "::endgroup::\n")
    try:
        target = comment_target(env)
        with client_for(client) as http:
            notices.append(upsert_comment(comment_api(http, target, sleep), target, _body(markdown, d, target.head)))
    except Skip as skip:
        notices.append(f"{skip}{fallback}")
    except httpx.HTTPError as exc:
        notices.append(f"GitHub API unreachable ({type(exc).__name__}: {exc}){fallback}")
    return notices


def comment_api(http: httpx.Client, target: CommentTarget, sleep: Callable[[float], None]) -> Api:
    """The REST client for the target's token."""
    headers = {"Authorization": f"Bearer {target.token}", "X-GitHub-Api-Version": "2022-11-28"}
    return Api(http, {**headers, "Accept": "application/vnd.github+json", "User-Agent": "diagbot"}, sleep=sleep)


def comment_target(env: Mapping[str, str]) -> CommentTarget:
    """Where this job's comment goes (repository, PR, token, marker); raises Skip with the reason when nowhere."""
    repo = env.get("GITHUB_REPOSITORY", "")
    token = env.get("DIAGBOT_GITHUB_TOKEN") or env.get("GITHUB_TOKEN") or ""
    if "/" not in repo:
        raise Skip("GITHUB_REPOSITORY is not set (owner/name): PR comment skipped")
    if not token:
        raise Skip("no token (set GITHUB_TOKEN or DIAGBOT_GITHUB_TOKEN): PR comment skipped")
    event = _event(env) if not _pr_override(env) or env.get("GITHUB_EVENT_PATH") else {}
    if _is_fork(event, env):
        raise Skip("fork pull request: its token cannot comment, so no PR comment (use the workflow_run pattern)")
    number = _pr_override(env) or _pr_number(event)
    if number is None:
        raise Skip("the event names no pull request: PR comment skipped")
    api = (env.get("GITHUB_API_URL") or "https://api.github.com").rstrip("/")
    graphql = env.get("GITHUB_GRAPHQL_URL") or (api.removesuffix("/v3") + "/graphql")
    mark, label = job_marker(env, env.get("GITHUB_WORKFLOW", ""), env.get("GITHUB_JOB", ""))
    return CommentTarget(api, graphql, repo, number, token, mark, label)


def _event(env: Mapping[str, str]) -> dict[str, Any]:
    path = env.get("GITHUB_EVENT_PATH")
    if not path:
        raise Skip("GITHUB_EVENT_PATH is not set: PR comment skipped")
    try:
        event = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise Skip(f"could not read the event file {path}: {exc}") from None
    if not isinstance(event, dict):
        raise Skip(f"the event file {path} is not a JSON object")
    return event


def _is_fork(event: dict[str, Any], env: Mapping[str, str]) -> bool:
    if "pull_request" not in event or env.get("GITHUB_EVENT_NAME") == "pull_request_target":
        return False  # pull_request_target runs with the base repository's write token
    base = dig(event, "pull_request", "base", "repo", "full_name") or env.get("GITHUB_REPOSITORY")
    return bool(dig(event, "pull_request", "head", "repo", "full_name") != base)


def _pr_override(env: Mapping[str, str]) -> int | None:
    """DIAGBOT_PR_NUMBER, for workflow_run runs on fork PRs, whose event lists no pull request."""
    value = env.get("DIAGBOT_PR_NUMBER", "").strip()
    if not value:
        return None
    if not value.isdigit():
        raise Skip(f"DIAGBOT_PR_NUMBER={value!r} is not a pull request number: PR comment skipped")
    return int(value)


def _pr_number(event: dict[str, Any]) -> int | None:
    paths: tuple[tuple[str | int, ...], ...] = (
        ("pull_request", "number"),
        ("workflow_run", "pull_requests", 0, "number"),  # empty for fork PRs (actions/runner#3444)
        ("issue", "number"),
    )
    numbers = (dig(event, *path) for path in paths)
    return next((n for n in numbers if isinstance(n, int) and not isinstance(n, bool)), None)


def _body(markdown: str, d: Diagnosis, head: str) -> str:
    body = f"{head}{markdown}"
    if len(body) > MAX_COMMENT_CHARS:  # the caller rendered for a bigger limit: render again to fit
        body = f"{head}{render_markdown(d, limit=MAX_COMMENT_CHARS - len(head))}"
    return body


def upsert_comment(api: Api, t: CommentTarget, body: str | Callable[[str | None], str]) -> str:
    """Create or update our comment; `body` may be made from the previous comment's body. Raises Skip."""
    existing = _find(api, t, _login(api, t))
    if callable(body):
        body = body(str(existing.get("body") or "") if existing else None)
    if existing is not None and existing.get("body") == body:
        return f"PR comment unchanged: {existing.get('html_url') or ''}".strip()
    issues = f"{t.api}/repos/{t.repo}/issues"
    if existing is None:
        method, url, verb = "POST", f"{issues}/{t.number}/comments", "posted"
    else:
        method, url, verb = "PATCH", f"{issues}/comments/{existing['id']}", "updated"
    response = api.request(method, url, json={"body": body})
    if response.is_success:
        return f"PR comment {verb}: {dig(json_of(response), 'html_url') or ''}".strip()
    raise Skip(_fail(f"comment not {verb}")(response))


def _login(api: Api, t: CommentTarget) -> str | None:
    if t.token.startswith("ghs_"):
        return None  # installation tokens cannot read /user; the bot rule applies
    response = api.request("GET", f"{t.api}/user")
    login = dig(json_of(response), "login") if response.status_code == 200 else None
    return str(login) if login else None


def _find(api: Api, t: CommentTarget, login: str | None) -> dict[str, Any] | None:
    url = f"{t.api}/repos/{t.repo}/issues/{t.number}/comments?per_page=100"
    pages = paginate(api, url, lambda r: r.links.get("next", {}).get("url"), _fail("could not list the PR comments"))
    visible = _not_minimized(api, t, [c for c in pages if _is_ours(c, t.marker, login)])
    return visible[-1] if visible else None


def _fail(what: str) -> Callable[[httpx.Response], str]:
    return lambda response: refusal("GitHub", response, what, _HINT)


def _is_ours(comment: Any, mark: str, login: str | None) -> bool:
    if not str(dig(comment, "body") or "").startswith(mark + "\n"):
        return False
    author, kind = dig(comment, "user", "login"), dig(comment, "user", "type")
    return bool(author == login if login else author == BOT_LOGIN or kind == "Bot")


def _not_minimized(api: Api, t: CommentTarget, candidates: list[dict[str, Any]]) -> list[dict[str, Any]]:
    ids = [c["node_id"] for c in candidates if isinstance(c.get("node_id"), str)]
    if not ids:
        return candidates
    response = api.request("POST", t.graphql, json={"query": _MINIMIZED_QUERY, "variables": {"ids": ids}})
    nodes = dig(json_of(response), "data", "nodes") if response.is_success else None
    if not isinstance(nodes, list):
        return candidates
    minimized = {n["id"] for n in nodes if isinstance(n, dict) and n.get("isMinimized")}
    return [c for c in candidates if c.get("node_id") not in minimized]
