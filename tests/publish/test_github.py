"""Publishing to GitHub: job summary, annotations, and the one-comment-per-job upsert."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest
import respx

from diagbot.diagnosis import Diagnosis, Location
from diagbot.publish.actions import annotation_commands, stop_commands
from diagbot.publish.github import publish_github

EVENTS = Path(__file__).parent.parent / "fixtures" / "github"
API = "https://api.github.com"
COMMENTS = f"{API}/repos/octo/calc/issues/7/comments"
GRAPHQL = f"{API}/graphql"
MARKER = "<!-- diagbot:job=CI/test -->"
REPORT = "## diagbot: concluded after 2 turns\n\nThe bug is in `add`.\n"
DIAG = Diagnosis(status="concluded", conclusion="The bug is in `add`.", locations=(Location("src/calc.py", 2),))


def make_env(tmp_path: Path, event: str = "pull_request", **extra: str) -> dict[str, str]:
    env = {
        "GITHUB_REPOSITORY": "octo/calc",
        "GITHUB_EVENT_PATH": str(EVENTS / f"{event}.json"),
        "GITHUB_EVENT_NAME": event.removesuffix("_fork"),
        "GITHUB_TOKEN": "ghs_installation",
        "GITHUB_WORKFLOW": "CI",
        "GITHUB_JOB": "test",
        "GITHUB_STEP_SUMMARY": str(tmp_path / "summary.md"),
    }
    return {**env, **extra}


def comment(cid: int, body: str, login: str = "github-actions[bot]", kind: str = "Bot") -> dict[str, Any]:
    return {
        "id": cid,
        "node_id": f"IC_{cid}",
        "body": body,
        "user": {"login": login, "type": kind},
        "html_url": f"https://github.com/octo/calc/pull/7#issuecomment-{cid}",
    }


def not_minimized(router: respx.MockRouter, *ids: int) -> respx.Route:
    nodes = [{"id": f"IC_{i}", "isMinimized": False} for i in ids]
    return router.post(GRAPHQL).respond(json={"data": {"nodes": nodes}})


def publish(env: dict[str, str], markdown: str = REPORT, d: Diagnosis = DIAG, **kw: Any) -> tuple[list[str], str]:
    out = io.StringIO()
    notices = publish_github(markdown, d, env, out=out, **kw)
    return notices, out.getvalue()


def sent_body(route: respx.Route) -> str:
    return str(json.loads(route.calls.last.request.content)["body"])


def test_creates_a_comment_starting_with_the_job_marker(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[comment(1, "an unrelated comment")])
    post = no_network.post(COMMENTS).respond(201, json=comment(2, "x"))
    notices, _ = publish(make_env(tmp_path))
    assert sent_body(post) == f"{MARKER}\n{REPORT}"
    assert notices == ["job summary written", "PR comment posted: https://github.com/octo/calc/pull/7#issuecomment-2"]


def test_updates_our_previous_comment_in_place(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[comment(5, f"{MARKER}\nold report")])
    not_minimized(no_network, 5)
    patch = no_network.patch(f"{API}/repos/octo/calc/issues/comments/5").respond(json=comment(5, "x"))
    notices, _ = publish(make_env(tmp_path))
    assert (sent_body(patch), notices[-1]) == (
        f"{MARKER}\n{REPORT}",
        f"PR comment updated: {comment(5, '')['html_url']}",
    )


def test_unchanged_report_makes_no_write_request(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[comment(5, f"{MARKER}\n{REPORT}")])
    not_minimized(no_network, 5)
    notices, _ = publish(make_env(tmp_path))
    assert [c.request.method for c in no_network.calls] == ["GET", "POST"]  # the list, then the GraphQL read
    assert notices[-1].startswith("PR comment unchanged")


def test_follows_link_pagination_to_find_the_comment(no_network: respx.MockRouter, tmp_path: Path) -> None:
    page2 = f"{API}/repositories/1/issues/7/comments?per_page=100&page=2"
    no_network.get(page2).respond(json=[comment(205, f"{MARKER}\nold")])
    first = no_network.get(COMMENTS).respond(
        json=[comment(n, "chatter") for n in range(100)],
        headers={"Link": f'<{page2}>; rel="next", <{page2}>; rel="last"'},
    )
    not_minimized(no_network, 205)
    patch = no_network.patch(f"{API}/repos/octo/calc/issues/comments/205").respond(json=comment(205, "x"))
    publish(make_env(tmp_path))
    assert first.calls.last.request.url.params["per_page"] == "100"
    assert patch.called


def test_comment_by_another_user_with_our_marker_is_not_ours(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[comment(5, f"{MARKER}\nfake", login="mallory", kind="User")])
    post = no_network.post(COMMENTS).respond(201, json=comment(6, "x"))
    publish(make_env(tmp_path))
    assert post.called


def test_personal_token_matches_by_its_own_login(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(f"{API}/user").respond(json={"login": "ci-bot"})
    others = [comment(4, f"{MARKER}\nby actions"), comment(5, f"{MARKER}\nmine", login="ci-bot", kind="User")]
    no_network.get(COMMENTS).respond(json=others)
    not_minimized(no_network, 5)
    patch = no_network.patch(f"{API}/repos/octo/calc/issues/comments/5").respond(json=comment(5, "x"))
    publish(make_env(tmp_path, GITHUB_TOKEN="ghp_personal"))
    assert patch.called


def test_minimized_comment_is_skipped(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[comment(5, f"{MARKER}\nold")])
    no_network.post(GRAPHQL).respond(json={"data": {"nodes": [{"id": "IC_5", "isMinimized": True}]}})
    post = no_network.post(COMMENTS).respond(201, json=comment(6, "x"))
    publish(make_env(tmp_path))
    assert post.called


def test_a_next_page_on_another_host_is_not_followed_and_no_comment_is_posted(
    no_network: respx.MockRouter, tmp_path: Path
) -> None:
    no_network.get(COMMENTS).respond(json=[], headers={"Link": '<https://evil.example/page2>; rel="next"'})
    notices, _ = publish(make_env(tmp_path))
    assert {c.request.url.host for c in no_network.calls} == {"api.github.com"}  # the token never left it
    assert [c.request.method for c in no_network.calls] == ["GET"]  # and nothing was posted
    assert any("the next page of comments points at another host (evil.example)" in n for n in notices), notices


def test_403_on_commenting_falls_back_to_the_summary(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[])
    no_network.post(COMMENTS).respond(403, json={"message": "Resource not accessible by integration"})
    notices, _ = publish(make_env(tmp_path))
    assert (tmp_path / "summary.md").read_text(encoding="utf-8") == REPORT
    assert notices[-1] == (
        "GitHub refused (HTTP 403: Resource not accessible by integration): comment not posted; "
        "the job needs `permissions: pull-requests: write`; the report is in the job summary"
    )


def test_fork_pr_makes_no_request_and_writes_the_summary(no_network: respx.MockRouter, tmp_path: Path) -> None:
    notices, _ = publish(make_env(tmp_path, "pull_request_fork"))
    assert no_network.calls.call_count == 0
    assert notices[0] == "job summary written"
    assert notices[1].startswith("fork pull request")


def test_ghes_base_url_is_used_for_rest_and_graphql(no_network: respx.MockRouter, tmp_path: Path) -> None:
    base = "https://ghe.example.com/api/v3"
    no_network.get(f"{base}/repos/octo/calc/issues/7/comments").respond(json=[comment(5, f"{MARKER}\nold")])
    no_network.post("https://ghe.example.com/api/graphql").respond(json={"data": {"nodes": []}})
    patch = no_network.patch(f"{base}/repos/octo/calc/issues/comments/5").respond(json=comment(5, "x"))
    publish(make_env(tmp_path, GITHUB_API_URL=base))
    assert patch.called


def test_workflow_run_event_comments_on_its_pull_request(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(f"{API}/repos/octo/calc/issues/9/comments").respond(json=[])
    post = no_network.post(f"{API}/repos/octo/calc/issues/9/comments").respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path, "workflow_run"))
    assert post.called


def test_workflow_run_without_pull_requests_skips_the_comment(no_network: respx.MockRouter, tmp_path: Path) -> None:
    notices, _ = publish(make_env(tmp_path, "workflow_run_fork"))
    assert notices[-1] == "the event names no pull request: PR comment skipped; the report is in the job summary"


def test_workflow_run_on_a_fork_comments_on_the_pr_number_passed_in(
    no_network: respx.MockRouter, tmp_path: Path
) -> None:
    no_network.get(f"{API}/repos/octo/calc/issues/21/comments").respond(json=[])
    post = no_network.post(f"{API}/repos/octo/calc/issues/21/comments").respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path, "workflow_run_fork", DIAGBOT_PR_NUMBER="21"))
    assert post.called


def test_a_pr_number_that_is_not_digits_skips_the_comment(no_network: respx.MockRouter, tmp_path: Path) -> None:
    notices, _ = publish(make_env(tmp_path, "workflow_run_fork", DIAGBOT_PR_NUMBER="21; rm -rf /"))
    assert notices[-1].startswith("DIAGBOT_PR_NUMBER='21; rm -rf /' is not a pull request number")


def test_issue_comment_event_uses_the_issue_number(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(f"{API}/repos/octo/calc/issues/11/comments").respond(json=[])
    post = no_network.post(f"{API}/repos/octo/calc/issues/11/comments").respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path, "issue_comment"))
    assert post.called


def test_diagbot_token_wins_over_github_token(no_network: respx.MockRouter, tmp_path: Path) -> None:
    listing = no_network.get(COMMENTS).respond(json=[])
    no_network.post(COMMENTS).respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path, DIAGBOT_GITHUB_TOKEN="ghs_input"))
    assert listing.calls.last.request.headers["Authorization"] == "Bearer ghs_input"


@pytest.mark.parametrize(
    ("drop", "notice"),
    [
        ("GITHUB_REPOSITORY", "GITHUB_REPOSITORY is not set (owner/name): PR comment skipped"),
        ("GITHUB_TOKEN", "no token (set GITHUB_TOKEN or DIAGBOT_GITHUB_TOKEN): PR comment skipped"),
        ("GITHUB_EVENT_PATH", "GITHUB_EVENT_PATH is not set: PR comment skipped"),
    ],
)
def test_missing_configuration_gives_a_clear_notice(
    no_network: respx.MockRouter, tmp_path: Path, drop: str, notice: str
) -> None:
    env = make_env(tmp_path)
    del env[drop]
    assert publish(env)[0][-1] == f"{notice}; the report is in the job summary"


def test_unreadable_event_file_is_a_notice(no_network: respx.MockRouter, tmp_path: Path) -> None:
    (tmp_path / "event.json").write_text("{not json", encoding="utf-8")
    notices, _ = publish(make_env(tmp_path, GITHUB_EVENT_PATH=str(tmp_path / "event.json")))
    assert notices[-1].startswith(f"could not read the event file {tmp_path / 'event.json'}: ")


def test_summary_gets_its_own_markdown_and_is_appended(no_network: respx.MockRouter, tmp_path: Path) -> None:
    env = make_env(tmp_path, "push")
    (tmp_path / "summary.md").write_text("earlier step\n", encoding="utf-8")
    publish(env, summary_markdown="big report")
    assert (tmp_path / "summary.md").read_text(encoding="utf-8") == "earlier step\nbig report\n"


def test_no_summary_path_is_a_notice_and_no_fallback_is_claimed(no_network: respx.MockRouter, tmp_path: Path) -> None:
    env = make_env(tmp_path, "push")
    del env["GITHUB_STEP_SUMMARY"]
    assert publish(env)[0] == [
        "GITHUB_STEP_SUMMARY is not set: no job summary written",
        "the event names no pull request: PR comment skipped",
    ]


def test_unwritable_summary_is_a_notice(no_network: respx.MockRouter, tmp_path: Path) -> None:
    env = make_env(tmp_path, "push", GITHUB_STEP_SUMMARY=str(tmp_path / "missing" / "summary.md"))
    assert publish(env)[0][0].startswith(f"could not write the job summary {tmp_path / 'missing' / 'summary.md'}: ")


def test_pull_request_target_from_a_fork_may_comment(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(f"{API}/repos/octo/calc/issues/8/comments").respond(json=[])
    post = no_network.post(f"{API}/repos/octo/calc/issues/8/comments").respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path, "pull_request_fork", GITHUB_EVENT_NAME="pull_request_target"))
    assert post.called


def test_failed_minimized_check_keeps_the_candidate(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[comment(5, f"{MARKER}\nold")])
    no_network.post(GRAPHQL).respond(401, json={"message": "Bad credentials"})
    patch = no_network.patch(f"{API}/repos/octo/calc/issues/comments/5").respond(json=comment(5, "x"))
    publish(make_env(tmp_path))
    assert patch.called


def test_rate_limit_with_retry_after_waits_once_then_retries(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[])
    post = no_network.post(COMMENTS)
    post.side_effect = [httpx.Response(429, headers={"retry-after": "3"}), httpx.Response(201, json=comment(1, "x"))]
    waits: list[float] = []
    notices, _ = publish(make_env(tmp_path), sleep=waits.append)
    assert (waits, notices[-1].startswith("PR comment posted")) == ([3.0], True)


def test_rate_limit_beyond_the_cap_gives_up_with_a_notice(no_network: respx.MockRouter, tmp_path: Path) -> None:
    limited = {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "9999999999"}
    no_network.get(COMMENTS).respond(403, json={"message": "API rate limit exceeded"}, headers=limited)
    waits: list[float] = []
    notices, _ = publish(make_env(tmp_path), sleep=waits.append)
    assert waits == []
    assert notices[-1].startswith(
        "GitHub rate limit (HTTP 403: API rate limit exceeded): could not list the PR comments"
    )


def test_network_failure_is_a_notice_not_an_exception(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).mock(side_effect=httpx.ConnectError("connection refused"))
    notices, _ = publish(make_env(tmp_path))
    assert notices[-1] == "GitHub API unreachable (ConnectError: connection refused); the report is in the job summary"


def test_too_long_report_is_rendered_again_to_fit(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[])
    post = no_network.post(COMMENTS).respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path), markdown="x" * 70_000)
    assert sent_body(post).startswith(f"{MARKER}\n## diagbot: concluded")
    assert len(sent_body(post)) <= 65_536


def test_marker_encodes_names_so_they_cannot_end_the_comment(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[])
    post = no_network.post(COMMENTS).respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path, GITHUB_WORKFLOW="CI --> <b>", GITHUB_JOB="a/b"))
    assert sent_body(post).split("\n")[0] == "<!-- diagbot:job=CI%20--%3E%20%3Cb%3E/a%2Fb -->"


def test_annotations_escape_properties_and_data() -> None:
    d = Diagnosis(status="concluded", conclusion="## 100% wrong\nsecond", locations=(Location("a:b,c.py", 3),))
    assert annotation_commands(d) == "::error file=a%3Ab%2Cc.py,line=3,title=diagbot::100%25 wrong\n"


def test_annotations_are_capped_at_ten_with_a_notice() -> None:
    d = Diagnosis(
        status="concluded", conclusion="cause", locations=tuple(Location(f"f{n}.py", n) for n in range(1, 14))
    )
    lines = annotation_commands(d).splitlines()
    assert (len(lines), lines[-1]) == (11, "::notice::diagbot: 3 more locations are in the report")


def test_annotations_carry_the_cause_in_rank_order_and_mark_the_log_failures() -> None:
    conclusion = "model unavailable: 401 from api.example.com\n\n### Cause\n`add` subtracts.\n\n### Fix\nadd"
    locations = (Location("src/calc.py", 2), Location("tests/test_calc.py", 5, "log"))
    d = Diagnosis(status="concluded", conclusion=conclusion, locations=locations)
    assert annotation_commands(d).splitlines() == [
        "::error file=src/calc.py,line=2,title=diagbot::`add` subtracts.",
        "::error file=tests/test_calc.py,line=5,title=diagbot (failure from the log)::`add` subtracts.",
    ]


def test_location_without_line_has_no_line_property() -> None:
    d = Diagnosis(status="concluded", conclusion="cause", locations=(Location("setup.cfg"),))
    assert annotation_commands(d) == "::error file=setup.cfg,title=diagbot::cause\n"


def test_echoed_conclusion_is_wrapped_in_stop_commands(no_network: respx.MockRouter, tmp_path: Path) -> None:
    d = Diagnosis(status="concluded", conclusion="log says\n::add-mask::secret\n::error::fake")
    _, out = publish(make_env(tmp_path, "push"), d=d)
    match = re.search(r"::stop-commands::(\w{32})\n(.*)::\1::\n", out, re.S)
    assert match is not None
    assert match.group(2) == "log says\n::add-mask::secret\n::error::fake\n"


def test_stop_commands_token_is_random() -> None:
    assert stop_commands("x").split("\n")[0] != stop_commands("x").split("\n")[0]


def test_a_given_client_is_used_and_left_open(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[])
    no_network.post(COMMENTS).respond(201, json=comment(1, "x"))
    with httpx.Client() as client:
        publish(make_env(tmp_path), client=client)
        assert not client.is_closed


def test_each_matrix_leg_keeps_a_comment_of_its_own(no_network: respx.MockRouter, tmp_path: Path) -> None:
    leg = "<!-- diagbot:job=CI/test/%7B%20%22python%22%3A%20%223.11%22%20%7D -->"
    no_network.get(COMMENTS).respond(json=[comment(4, f"{MARKER}\nanother leg's report")])
    post = no_network.post(COMMENTS).respond(201, json=comment(5, "x"))
    publish(make_env(tmp_path, DIAGBOT_COMMENT_KEY='{\n  "python": "3.11"\n}'))  # as toJSON(matrix) writes it
    assert sent_body(post) == f'{leg}\n*Job `{{ "python": "3.11" }}`*\n\n{REPORT}'


def test_a_matrix_legs_oversized_report_still_fits_with_its_label(no_network: respx.MockRouter, tmp_path: Path) -> None:
    no_network.get(COMMENTS).respond(json=[])
    post = no_network.post(COMMENTS).respond(201, json=comment(1, "x"))
    publish(make_env(tmp_path, DIAGBOT_COMMENT_KEY="py3.12"), markdown="x" * 70_000)
    assert sent_body(post).split("\n")[1] == "*Job `py3.12`*"
    assert len(sent_body(post)) <= 65_536
