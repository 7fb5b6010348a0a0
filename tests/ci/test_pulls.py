"""A pull request's files from the API, and whether a checkout is shallow (real git clones)."""

import subprocess

import httpx
import pytest

from ci.fake_ci import FakeCI, json_reply
from diagbot.ci.fetch import CiApi
from diagbot.ci.pulls import PullFile, is_shallow, pull_request_files

PATCH = (
    "@@ -24,4 +24,4 @@ def apply_discount(cents: int, percent: int) -> int:\n"
    "-    return round(cents * (100 - percent) / 100)\n"
    "+    return round(cents * (100 + percent) / 100)"
)


@pytest.fixture
def api():
    with FakeCI() as ci, httpx.Client() as client:
        yield ci, CiApi(client, ci.api_url, {"Authorization": "Bearer t"}, "GitHub", "hint")


def test_every_page_of_files_is_read_with_statuses_in_gits_words(api):
    ci, client = api
    first = [{"filename": "invoice/totals.py", "status": "modified", "additions": 1, "deletions": 1, "patch": PATCH}]
    second = [
        {
            "filename": "docs/a.md",
            "status": "renamed",
            "previous_filename": "docs/old.md",
            "additions": 0,
            "deletions": 0,
        },
        {"filename": "logo.png", "status": "removed", "additions": 0, "deletions": 0},
    ]
    link = {"Link": f'<{ci.api_url}/repos/o/r/pulls/7/files?per_page=100&page=2>; rel="next"'}
    ci.on("/repos/o/r/pulls/7/files?per_page=100", json_reply(first, **link))
    ci.on("/repos/o/r/pulls/7/files?per_page=100&page=2", json_reply(second))
    assert pull_request_files(client, "o/r", 7) == (
        PullFile("invoice/totals.py", "modified", None, 1, 1, PATCH),
        PullFile("docs/a.md", "renamed", "docs/old.md", 0, 0, None),
        PullFile("logo.png", "deleted", None, 0, 0, None),
    )


def test_a_depth_1_clone_is_shallow_and_its_origin_is_not(make_repo, tmp_path):
    origin = make_repo({"a.py": "x = 1\n"})
    subprocess.run(["git", "commit", "-q", "--allow-empty", "-m", "two"], cwd=origin, check=True)
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{origin}", str(clone)], check=True)
    assert (is_shallow(clone), is_shallow(origin), is_shallow(tmp_path)) == (True, False, False)
