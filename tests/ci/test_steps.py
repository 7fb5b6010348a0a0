"""The failed step of a job log: located from the step list and the runner's markers, and cut out."""

from pathlib import Path

from ci.joblogs import NODE_OUTPUT, PYTEST_OUTPUT, github_log, github_steps, gitlab_trace
from diagbot.ci.github import _job
from diagbot.ci.steps import Cut, github_cut, gitlab_cut, marked_lines, write_cut


def job(steps):
    return _job(
        {"id": 7, "name": "test", "html_url": "", "status": "completed", "conclusion": "failure", "steps": steps}
    )


def write(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "job.log"
    path.write_bytes(data)
    return path


def cut_text(tmp_path: Path, path: Path, cut: Cut) -> str:
    dest = tmp_path / "cut.log"
    write_cut(path, cut, dest)
    return dest.read_text(encoding="utf-8")


def test_a_named_step_is_found_by_counting_the_steps_that_ran(tmp_path):
    path = write(tmp_path, github_log(PYTEST_OUTPUT))
    cut = github_cut(path, job(github_steps("Tests")))
    text = cut_text(tmp_path, path, cut)
    assert (cut.title, text.splitlines()[0].endswith("##[group]Run python -m pytest")) == ("Tests", True)
    assert "Process completed with exit code 1." in text.splitlines()[-1]
    assert ("Syncing repository" in text, "Post job cleanup" in text) == (False, False)


def test_an_unnamed_step_is_found_by_its_run_line(tmp_path):
    path = write(tmp_path, github_log(PYTEST_OUTPUT))
    steps = github_steps("Run python -m pytest")
    steps.insert(1, {"name": "Run a composite's own step", "status": "completed", "conclusion": "success", "number": 9})
    assert github_cut(path, job(steps)).title == "Run python -m pytest"


def test_without_steps_the_step_above_the_first_error_is_taken(tmp_path):
    path = write(tmp_path, github_log(NODE_OUTPUT, "npm test"))
    cut = github_cut(path, job([]))
    assert cut.title == "Run npm test"
    assert "Process completed with exit code 1." in cut_text(tmp_path, path, cut)


def test_a_log_without_markers_is_not_cut(tmp_path):
    path = write(tmp_path, PYTEST_OUTPUT.encode())
    assert github_cut(path, job(github_steps())) is None


def test_gitlab_cuts_the_script_section_and_keeps_the_job_failed_line(tmp_path):
    path = write(tmp_path, gitlab_trace(PYTEST_OUTPUT))
    cut = gitlab_cut(path)
    text = cut_text(tmp_path, path, cut)
    assert cut.title == "step_script"
    assert ("$ python -m pytest" in text, "ERROR: Job failed: exit code 1" in text.splitlines()[-1]) == (True, True)
    assert ("Fetching changes" in text, "Uploading" in text) == (False, False)


def test_gitlab_trace_that_did_not_fail_is_not_cut(tmp_path):
    path = write(tmp_path, gitlab_trace(PYTEST_OUTPUT).replace(b"ERROR: Job failed: exit code 1", b"Job succeeded"))
    assert gitlab_cut(path) is None


def test_marked_lines_are_found_with_their_numbers_and_offsets_across_blocks(tmp_path):
    data = b"a\n" + b"x" * (3 << 20) + b" ##[error]\nb ##[x]\n" + b"y\n" * 600_000 + b"##[end]"
    path = write(tmp_path, data)
    found = [(n, a, b, line[:4]) for n, a, b, line in marked_lines(path, (b"##[",))]
    long_end = 2 + (3 << 20) + 11
    assert found == [
        (2, 2, long_end, b"xxxx"),
        (3, long_end, long_end + 8, b"b ##"),
        (600_004, len(data) - 7, len(data), b"##[e"),
        (600_004, len(data), len(data), b""),
    ]


def test_a_timed_out_job_points_at_the_step_that_was_cancelled(tmp_path):
    path = write(tmp_path, github_log(PYTEST_OUTPUT))
    steps = github_steps("Tests", "cancelled")
    timed_out = _job({"id": 7, "name": "test", "status": "completed", "conclusion": "timed_out", "steps": steps})
    assert github_cut(path, timed_out).title == "Tests"
