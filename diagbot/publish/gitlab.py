"""GitLab: one merge-request note per job, updated in place.

It needs a project, group or personal access token with `api` scope in DIAGBOT_GITLAB_TOKEN or
GITLAB_TOKEN (sent as PRIVATE-TOKEN): CI_JOB_TOKEN cannot post MR notes (gitlab-org/gitlab#464591).
Our previous note starts with `<!-- diagbot:job=<CI_JOB_NAME> -->`, is not a system note, and, when
GET /user answers, is by the token's own user. API failures are notices, never exceptions.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import quote

import httpx

from diagbot.publish.http import Api, Skip, client_for, dig, job_marker, json_of, paginate, refusal

MAX_NOTE_CHARS = 1_000_000
_HINT = "the token needs `api` scope and at least Reporter access (CI_JOB_TOKEN cannot post notes)"


def publish_gitlab(
    markdown: str | Callable[[str | None], str],
    env: Mapping[str, str],
    *,
    client: httpx.Client | None = None,
    sleep: Callable[[float], None] = time.sleep,
    mark: str | None = None,
) -> list[str]:
    """Create or update this job's note on the merge request; returns notices.

    `markdown` may be made from the previous note's body; `mark` replaces the job's marker (a pipeline's summary).
    """
    try:
        notes_url, token = _target(env)
        head = f"{mark}\n" if mark else "{}\n{}".format(*job_marker(env, env.get("CI_JOB_NAME", "")))
        if isinstance(markdown, str):
            _check_size(head + markdown)  # before any request: nothing to find for a note we cannot send
        with client_for(client) as http:
            api = Api(http, {"PRIVATE-TOKEN": token, "User-Agent": "diagbot"}, sleep=sleep)
            return [_upsert(api, env, notes_url, head, markdown)]
    except Skip as skip:
        return [str(skip)]
    except httpx.HTTPError as exc:
        return [f"GitLab API unreachable ({type(exc).__name__}: {exc}): MR note skipped"]


def _target(env: Mapping[str, str]) -> tuple[str, str]:
    api = env.get("CI_API_V4_URL", "").rstrip("/")
    # a fork's MR pipeline runs in the fork; the MR (and its iid) belongs to the target project
    project = env.get("CI_MERGE_REQUEST_PROJECT_ID") or env.get("CI_PROJECT_ID", "")
    iid = env.get("CI_MERGE_REQUEST_IID", "")
    token = env.get("DIAGBOT_GITLAB_TOKEN") or env.get("GITLAB_TOKEN") or ""
    if not api or not project:
        raise Skip("CI_API_V4_URL or CI_PROJECT_ID is not set: not in GitLab CI, MR note skipped")
    if not iid:
        raise Skip("CI_MERGE_REQUEST_IID is not set (only merge-request pipelines have it): MR note skipped")
    if not token:
        raise Skip("no token: set DIAGBOT_GITLAB_TOKEN to a project access token with api scope (CI_JOB_TOKEN cannot)")
    return f"{api}/projects/{quote(project, safe='')}/merge_requests/{quote(iid, safe='')}/notes", token


def _upsert(
    api: Api, env: Mapping[str, str], notes_url: str, head: str, text: str | Callable[[str | None], str]
) -> str:
    existing = _find(api, env, notes_url, head.split("\n", 1)[0])
    body = _check_size(head + (text(str(existing.get("body") or "") if existing else None) if callable(text) else text))
    if existing is not None and existing.get("body") == body:
        return f"MR note unchanged (note {existing.get('id')})"
    method, url, verb = (
        ("PUT", f"{notes_url}/{existing['id']}", "updated") if existing else ("POST", notes_url, "posted")
    )
    response = api.request(method, url, json={"body": body})
    if response.is_success:
        return f"MR note {verb} (note {dig(json_of(response), 'id')})"
    raise Skip(refusal("GitLab", response, f"MR note not {verb}", _HINT))


def _check_size(body: str) -> str:
    if len(body) > MAX_NOTE_CHARS:
        raise Skip(f"the report is {len(body):,} chars, over GitLab's {MAX_NOTE_CHARS:,}: MR note skipped")
    return body


def _find(api: Api, env: Mapping[str, str], notes_url: str, mark: str) -> dict[str, Any] | None:
    user = api.request("GET", f"{env['CI_API_V4_URL'].rstrip('/')}/user")
    me = dig(json_of(user), "id") if user.is_success else None
    notes = paginate(api, f"{notes_url}?per_page=100&sort=asc&order_by=created_at", _next_page(notes_url), _list_failed)
    ours = [n for n in notes if _is_ours(n, mark, me)]
    return ours[-1] if ours else None


def _list_failed(response: httpx.Response) -> str:
    return refusal("GitLab", response, "could not list the MR notes", _HINT)


def _next_page(notes_url: str) -> Callable[[httpx.Response], str | None]:
    def next_url(response: httpx.Response) -> str | None:
        page = response.headers.get("x-next-page", "").strip()
        return f"{notes_url}?per_page=100&sort=asc&order_by=created_at&page={page}" if page.isdigit() else None

    return next_url


def _is_ours(note: Any, mark: str, me: Any) -> bool:
    if dig(note, "system") or not str(dig(note, "body") or "").startswith(mark + "\n"):
        return False
    return me is None or dig(note, "author", "id") == me
