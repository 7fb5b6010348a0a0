"""CiApi against a fake API on loopback: retries, rate limits, pages, redirects, bounded-memory downloads."""

import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from ci.fake_ci import FakeCI, Reply, json_reply
from ci.joblogs import ROOT
from diagbot.ci.fetch import CiApi, LogGone
from diagbot.errors import CiError

HERE = Path(__file__).resolve().parent


@pytest.fixture
def client():
    with httpx.Client() as http:
        yield http


@pytest.fixture
def fake(client):
    with FakeCI() as ci:
        ci.client = client
        yield ci


def api_for(ci: FakeCI, slept: list[float]) -> CiApi:
    headers = {"Authorization": "Bearer t"}
    return CiApi(ci.client, ci.api_url, headers, "GitHub", "check the token", sleep=slept.append)


def test_a_429_waits_as_long_as_retry_after_says(fake):
    fake.on("/x", json_reply({"message": "slow"}, 429, **{"Retry-After": "7"}), json_reply({"ok": True}))
    slept: list[float] = []
    assert (api_for(fake, slept).get_json("x", "x"), slept) == ({"ok": True}, [7.0])


def test_a_rate_limit_longer_than_a_minute_is_an_error_not_a_hang(fake):
    fake.on("/x", json_reply({"message": "API rate limit exceeded"}, 403, **{"Retry-After": "3600"}))
    slept: list[float] = []
    with pytest.raises(CiError, match=r"GitHub answered HTTP 403: API rate limit exceeded for x: rate limited"):
        api_for(fake, slept).get_json("x", "x")
    assert slept == []


SECONDARY = {"message": "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."}


def test_a_secondary_rate_limit_without_headers_waits_a_minute_and_is_never_blamed_on_the_token(fake):
    fake.on("/x", json_reply(SECONDARY, 403), json_reply({"ok": True}))
    slept: list[float] = []
    assert (api_for(fake, slept).get_json("x", "x"), slept) == ({"ok": True}, [60.0])
    fake.on("/y", json_reply(SECONDARY, 403))
    with pytest.raises(CiError, match=r"secondary rate limit.*for y: rate limited; try again later$"):
        api_for(fake, []).get_json("y", "y")


def test_a_5xx_is_retried_with_backoff(fake):
    fake.on("/x", json_reply({"message": "oops"}, 502), json_reply({"message": "oops"}, 503), json_reply([1]))
    slept: list[float] = []
    assert (api_for(fake, slept).get_json("x", "x"), len(slept)) == ([1], 2)


def test_gitlab_pages_follow_x_next_page(fake):
    fake.on("/items", json_reply([1, 2], **{"X-Next-Page": "2"}), json_reply([3], **{"X-Next-Page": ""}))
    assert list(api_for(fake, []).pages("items?per_page=2", "items")) == [1, 2, 3]
    assert fake.paths()[-1] == "/items?per_page=2&page=2"


def test_a_next_page_on_another_host_is_not_followed_so_the_token_stays(fake):
    elsewhere = fake.url("blobs") + "/jobs?page=2"
    fake.on("/jobs", json_reply([1, 2], Link=f'<{elsewhere}>; rel="next"'))
    with pytest.raises(CiError, match=r"GitHub's next page of the jobs points at another host \(127.0.0.1:\d+\)"):
        list(api_for(fake, []).pages("jobs", "the jobs"))
    assert fake.paths("blobs") == []  # never asked: the token went nowhere else


def test_a_redirect_on_the_same_origin_keeps_the_token(fake, tmp_path):
    fake.on("/logs", Reply(302, headers={"Location": "/stored"}))
    fake.on("/stored", Reply(200, b"log\n"))
    assert api_for(fake, []).download("logs", tmp_path / "a.log", "the log") == 4
    assert fake.requests[-1][2]["Authorization"] == "Bearer t"


def test_a_redirect_loop_is_an_error(fake, tmp_path):
    fake.on("/logs", Reply(302, headers={"Location": "/logs"}))
    with pytest.raises(CiError, match="the log: more than 5 redirects"):
        api_for(fake, []).download("logs", tmp_path / "a.log", "the log")


def test_a_gone_log_is_its_own_error(fake, tmp_path):
    fake.redirect("/logs", "/blob", Reply(410, b"Gone"))
    with pytest.raises(LogGone, match=r"the log: the log is gone \(HTTP 410"):
        api_for(fake, []).download("logs", tmp_path / "a.log", "the log")


def test_an_unreachable_api_is_an_error_that_names_it(client):
    api = CiApi(client, "http://127.0.0.1:9", {}, "GitLab", "", sleep=lambda s: None)
    with pytest.raises(CiError, match=r"GitLab API unreachable at http://127.0.0.1:9/x: ConnectError"):
        api.get_json("x", "x")


def test_a_60_mb_job_log_is_explained_within_100_mb_of_memory(tmp_path, make_repo):
    source = ROOT / "examples" / "python-pytest"
    repo = make_repo({str(p.relative_to(source)): p.read_text() for p in source.rglob("*.py")})
    report = tmp_path / "report.json"
    command = [sys.executable, str(HERE / "big_run.py"), "60", str(repo), str(report)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    code, peak_mb = done.stdout.split()[-2:]
    assert (code, int(peak_mb) < 100) == ("0", True), done.stderr[-2000:]
    data = json.loads(report.read_text())
    assert (data["question"]["log_chars"] > 60_000_000, data["question"]["failures"][0]["line"]) == (True, 15)
