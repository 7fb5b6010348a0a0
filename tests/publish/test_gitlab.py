"""Publishing to GitLab: one MR note per job, updated in place."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx

from diagbot.publish.gitlab import publish_gitlab

FIXTURES = Path(__file__).parent.parent / "fixtures" / "gitlab"
API = "https://gitlab.example.com/api/v4"
NOTES = f"{API}/projects/17/merge_requests/5/notes"
MARKER = "<!-- diagbot:job=test -->"
REPORT = "## diagbot: concluded after 2 turns\n"
ENV = {
    "CI_API_V4_URL": API,
    "CI_PROJECT_ID": "17",
    "CI_MERGE_REQUEST_IID": "5",
    "CI_JOB_NAME": "test",
    "GITLAB_TOKEN": "glpat-secret",
}


def fixture(name: str) -> Any:
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def note(nid: int, body: str, author: int = 42) -> dict[str, Any]:
    return {"id": nid, "body": body, "system": False, "author": {"id": author}}


@pytest.fixture
def gitlab(no_network: respx.MockRouter) -> respx.MockRouter:
    no_network.get(f"{API}/user").respond(json=fixture("user.json"))
    return no_network


def sent_body(route: respx.Route) -> str:
    return str(json.loads(route.calls.last.request.content)["body"])


def test_creates_a_note_with_the_marker_and_private_token(gitlab: respx.MockRouter) -> None:
    gitlab.get(NOTES).respond(json=fixture("notes.json"))
    post = gitlab.post(NOTES).respond(201, json=note(200, "x"))
    assert publish_gitlab(REPORT, ENV) == ["MR note posted (note 200)"]
    assert sent_body(post) == f"{MARKER}\n{REPORT}"
    assert post.calls.last.request.headers["PRIVATE-TOKEN"] == "glpat-secret"


def test_updates_its_previous_note_in_place(gitlab: respx.MockRouter) -> None:
    gitlab.get(NOTES).respond(json=[*fixture("notes.json"), note(150, f"{MARKER}\nold")])
    put = gitlab.put(f"{NOTES}/150").respond(json=note(150, "x"))
    assert publish_gitlab(REPORT, ENV) == ["MR note updated (note 150)"]
    assert sent_body(put) == f"{MARKER}\n{REPORT}"


def test_unchanged_note_makes_no_write_request(gitlab: respx.MockRouter) -> None:
    gitlab.get(NOTES).respond(json=[note(150, f"{MARKER}\n{REPORT}")])
    assert publish_gitlab(REPORT, ENV) == ["MR note unchanged (note 150)"]
    assert [c.request.method for c in gitlab.calls] == ["GET", "GET"]


def test_follows_x_next_page(gitlab: respx.MockRouter) -> None:
    gitlab.get(NOTES, params={"page": "2"}).respond(json=[note(250, f"{MARKER}\nold")], headers={"x-next-page": ""})
    gitlab.get(NOTES).respond(json=fixture("notes.json"), headers={"x-next-page": "2"})
    put = gitlab.put(f"{NOTES}/250").respond(json=note(250, "x"))
    publish_gitlab(REPORT, ENV)
    assert put.called


def test_notes_by_others_with_our_marker_are_ignored(gitlab: respx.MockRouter) -> None:
    gitlab.get(NOTES).respond(json=fixture("notes.json"))  # note 101 has the marker but another author
    post = gitlab.post(NOTES).respond(201, json=note(201, "x"))
    publish_gitlab(REPORT, ENV)
    assert post.called


def test_diagbot_token_wins_and_project_path_is_encoded(no_network: respx.MockRouter) -> None:
    env = {**ENV, "CI_PROJECT_ID": "group/calc", "DIAGBOT_GITLAB_TOKEN": "glpat-diagbot"}
    no_network.get(f"{API}/user").respond(json=fixture("user.json"))
    listing = no_network.get(f"{API}/projects/group%2Fcalc/merge_requests/5/notes").respond(json=[])
    no_network.post(f"{API}/projects/group%2Fcalc/merge_requests/5/notes").respond(201, json=note(1, "x"))
    publish_gitlab(REPORT, env)
    assert listing.calls.last.request.headers["PRIVATE-TOKEN"] == "glpat-diagbot"


def test_merge_request_project_wins_over_the_pipeline_project(gitlab: respx.MockRouter) -> None:
    target = f"{API}/projects/3/merge_requests/5/notes"
    gitlab.get(target).respond(json=[])
    post = gitlab.post(target).respond(201, json=note(1, "x"))
    publish_gitlab(REPORT, {**ENV, "CI_MERGE_REQUEST_PROJECT_ID": "3"})
    assert post.called


def test_refusal_is_a_notice_naming_the_token_rules(gitlab: respx.MockRouter) -> None:
    gitlab.get(NOTES).respond(json=[])
    gitlab.post(NOTES).respond(403, json={"message": "403 Forbidden"})
    assert publish_gitlab(REPORT, ENV) == [
        "GitLab refused (HTTP 403: 403 Forbidden): MR note not posted; "
        "the token needs `api` scope and at least Reporter access (CI_JOB_TOKEN cannot post notes)"
    ]


def test_without_user_lookup_the_marker_alone_identifies_the_note(no_network: respx.MockRouter) -> None:
    no_network.get(f"{API}/user").respond(401, json={"message": "401 Unauthorized"})
    no_network.get(NOTES).respond(json=[note(150, f"{MARKER}\nold", author=99)])
    put = no_network.put(f"{NOTES}/150").respond(json=note(150, "x"))
    publish_gitlab(REPORT, ENV)
    assert put.called


@pytest.mark.parametrize(
    ("drop", "start"),
    [
        ("GITLAB_TOKEN", "no token: set DIAGBOT_GITLAB_TOKEN to a project access token with api scope (CI_JOB_TOKEN"),
        ("CI_MERGE_REQUEST_IID", "CI_MERGE_REQUEST_IID is not set (only merge-request pipelines have it)"),
        ("CI_API_V4_URL", "CI_API_V4_URL or CI_PROJECT_ID is not set"),
    ],
)
def test_missing_configuration_gives_a_clear_notice(no_network: respx.MockRouter, drop: str, start: str) -> None:
    env = {k: v for k, v in ENV.items() if k != drop}
    assert publish_gitlab(REPORT, env)[0].startswith(start)


def test_body_over_the_note_limit_is_not_sent(no_network: respx.MockRouter) -> None:
    assert publish_gitlab("x" * 1_000_000, ENV)[0].startswith("the report is 1,000,026 chars, over GitLab's 1,000,000")


def test_network_failure_is_a_notice(no_network: respx.MockRouter) -> None:
    no_network.get(f"{API}/user").mock(side_effect=httpx.ConnectTimeout("timed out"))
    assert publish_gitlab(REPORT, ENV) == ["GitLab API unreachable (ConnectTimeout: timed out): MR note skipped"]


def test_a_comment_key_gives_the_job_a_note_of_its_own(gitlab: respx.MockRouter) -> None:
    gitlab.get(NOTES).respond(json=[*fixture("notes.json"), note(150, f"{MARKER}\nold")])
    post = gitlab.post(NOTES).respond(201, json=note(201, "x"))
    assert publish_gitlab(REPORT, {**ENV, "DIAGBOT_COMMENT_KEY": "ruby-3.3"}) == ["MR note posted (note 201)"]
    assert sent_body(post) == f"<!-- diagbot:job=test/ruby-3.3 -->\n*Job `ruby-3.3`*\n\n{REPORT}"
