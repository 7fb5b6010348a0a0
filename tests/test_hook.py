import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from diagbot.cli import main
from diagbot.hookinstall import HOOK, MARKER

ROOT = Path(__file__).resolve().parents[1]
FAILING_OUTPUT = """\
============================= test session starts ==============================
collected 1 item

tests/test_calc.py F                                                     [100%]

=================================== FAILURES ===================================
_________________________________ test_divide __________________________________

    def test_divide():
>       assert divide(6, 3) == 2
E       assert 18 == 2

tests/test_calc.py:5: AssertionError
=========================== short test summary info ============================
FAILED tests/test_calc.py::test_divide - assert 18 == 2
============================== 1 failed in 0.01s ===============================
"""


def path_without_diagbot() -> str:
    dirs = os.environ["PATH"].split(os.pathsep)
    return os.pathsep.join(d for d in dirs if not (Path(d) / "diagbot").exists())


def shim_dir(tmp_path: Path, body: str) -> Path:
    """A bin dir whose `diagbot` runs `body` (sh)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    shim = bin_dir / "diagbot"
    shim.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    shim.chmod(0o755)
    return bin_dir


def real_diagbot(tmp_path: Path) -> Path:
    return shim_dir(tmp_path, f'PYTHONPATH="{ROOT}" exec "{sys.executable}" -m diagbot "$@"')


@pytest.fixture
def pushable(make_repo, git, tmp_path, monkeypatch):
    """A repo with a bare remote, the hook installed, and a test command that fails unless PASS exists."""

    def make(config: str | None, pyproject: str | None = None) -> Path:
        files = {
            "tests/output.txt": FAILING_OUTPUT,
            "src/calc.py": "def divide(a, b):\n    return a * b\n",
            "tests/test_calc.py": "from src.calc import divide\n\n\ndef test_divide():\n    assert divide(6, 3) == 2\n",
        }
        if config is not None:
            files[".diagbot.yml"] = config
        if pyproject is not None:
            files["pyproject.toml"] = pyproject
        repo = make_repo(files)
        git(tmp_path, "init", "-q", "--bare", "remote.git")
        git(repo, "remote", "add", "origin", str(tmp_path / "remote.git"))
        monkeypatch.chdir(repo)
        assert main(["hook", "install"]) == 0
        return repo

    return make


def push(repo: Path, path: str, **extra: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": path, **extra}
    return subprocess.run(["git", "push", "-q", "origin", "main"], cwd=repo, env=env, capture_output=True, text=True)


def remote_has_main(tmp_path: Path) -> bool:
    out = subprocess.run(["git", "--git-dir", str(tmp_path / "remote.git"), "rev-parse", "-q", "--verify", "main"])
    return out.returncode == 0


def test_shipped_hook_is_the_text_that_gets_installed():
    assert (ROOT / "hooks" / "pre-push").read_text(encoding="utf-8") == HOOK


def test_hook_is_posix_sh_within_30_lines():
    shells = [s for s in ("dash", "sh") if shutil.which(s)]
    assert subprocess.run([shells[0], "-n", str(ROOT / "hooks" / "pre-push")]).returncode == 0
    assert len(HOOK.splitlines()) <= 45


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck not installed")
def test_hook_passes_shellcheck():
    assert subprocess.run(["shellcheck", "-s", "sh", str(ROOT / "hooks" / "pre-push")]).returncode == 0


def test_install_writes_an_executable_hook_with_the_marker(make_repo, monkeypatch, capsys):
    repo = make_repo({"a.txt": "a\n"})
    monkeypatch.chdir(repo)
    assert main(["hook", "install"]) == 0
    hook = repo / ".git" / "hooks" / "pre-push"
    assert (MARKER in hook.read_text(), bool(hook.stat().st_mode & stat.S_IXUSR)) == (True, True)
    assert str(hook) in capsys.readouterr().out


def test_install_respects_core_hooks_path(make_repo, git, monkeypatch):
    repo = make_repo({"a.txt": "a\n"})
    git(repo, "config", "core.hooksPath", ".githooks")
    monkeypatch.chdir(repo)
    assert main(["hook", "install"]) == 0
    assert (repo / ".githooks" / "pre-push").read_text() == HOOK


def test_install_refuses_a_foreign_hook_without_force(make_repo, monkeypatch, capsys):
    repo = make_repo({"a.txt": "a\n"})
    foreign = repo / ".git" / "hooks" / "pre-push"
    foreign.write_text("#!/bin/sh\nexec make lint\n")
    monkeypatch.chdir(repo)
    assert main(["hook", "install"]) == 2
    assert "is not diagbot's hook; use --force to replace it" in capsys.readouterr().err
    assert foreign.read_text() == "#!/bin/sh\nexec make lint\n"


def test_install_force_replaces_a_foreign_hook(make_repo, monkeypatch):
    repo = make_repo({"a.txt": "a\n"})
    (repo / ".git" / "hooks" / "pre-push").write_text("#!/bin/sh\nexec make lint\n")
    monkeypatch.chdir(repo)
    assert main(["hook", "install", "--force"]) == 0
    assert (repo / ".git" / "hooks" / "pre-push").read_text() == HOOK


def test_install_over_our_own_hook_needs_no_force(make_repo, monkeypatch):
    repo = make_repo({"a.txt": "a\n"})
    (repo / ".git" / "hooks" / "pre-push").write_text(HOOK.replace("600", "60"))
    monkeypatch.chdir(repo)
    assert main(["hook", "install"]) == 0


def test_install_outside_git_is_a_usage_error(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    assert main(["hook", "install"]) == 2
    assert capsys.readouterr().err.startswith("diagbot: error: ")


def test_push_with_passing_tests_goes_through(pushable, tmp_path):
    repo = pushable("test_command: 'true'\n")
    result = push(repo, path_without_diagbot())
    assert (result.returncode, remote_has_main(tmp_path)) == (0, True)


def test_push_with_failing_tests_is_blocked_and_explained(pushable, tmp_path):
    repo = pushable("test_command: cat tests/output.txt; exit 3\n")
    result = push(repo, f"{real_diagbot(tmp_path)}{os.pathsep}{path_without_diagbot()}", MOCK="1")
    assert (result.returncode != 0, remote_has_main(tmp_path)) == (True, False)
    assert "FAILED tests/test_calc.py::test_divide" in result.stderr  # the tests' own output
    assert "diagbot: concluded" in result.stderr  # the text report
    assert "src/calc.py" in result.stderr


def test_push_without_diagbot_says_so_in_one_line_and_keeps_the_tests_verdict(pushable, tmp_path):
    repo = pushable("test_command: cat tests/output.txt; exit 3\n")
    result = push(repo, path_without_diagbot())
    lines = [x for x in result.stderr.splitlines() if x.startswith("diagbot:")]
    assert (remote_has_main(tmp_path), len(lines), "not on PATH" in lines[0]) == (False, 1, True)


def test_broken_diagbot_never_blocks_beyond_the_tests(pushable, tmp_path):
    repo = pushable("test_command: 'true'\n")
    result = push(repo, f"{shim_dir(tmp_path, 'exit 70')}{os.pathsep}{path_without_diagbot()}")
    assert (result.returncode, remote_has_main(tmp_path)) == (0, True)


def test_broken_diagbot_on_failing_tests_prints_one_line(pushable, tmp_path):
    repo = pushable("test_command: exit 4\n")
    result = push(repo, f"{shim_dir(tmp_path, 'exit 70')}{os.pathsep}{path_without_diagbot()}")
    assert "diagbot: could not explain this failure" in result.stderr
    assert remote_has_main(tmp_path) is False


def test_tests_that_outlive_the_timeout_block_the_push(pushable, tmp_path):
    if shutil.which("timeout") is None:
        pytest.skip("coreutils timeout not installed")
    repo = pushable("test_command: sleep 30\ntimeout: 1\n")
    result = push(repo, path_without_diagbot())
    assert "the tests ran out of time after 1s" in result.stderr
    assert remote_has_main(tmp_path) is False


def test_diagbot_skip_skips_the_tests(pushable, tmp_path):
    repo = pushable("test_command: exit 1\n")
    result = push(repo, path_without_diagbot(), DIAGBOT_SKIP="1")
    assert (result.returncode, remote_has_main(tmp_path)) == (0, True)


def test_no_test_command_lets_the_push_through(pushable, tmp_path):
    repo = pushable("provider: mock\n")
    assert push(repo, path_without_diagbot()).returncode == 0


def test_quoted_test_command_is_unquoted(pushable, tmp_path):
    repo = pushable('test_command: "exit 5"\n')
    assert push(repo, path_without_diagbot()).returncode != 0


def test_hook_run_returns_the_tests_status(make_repo, monkeypatch):
    repo = make_repo({".diagbot.yml": "test_command: exit 3\n"})
    monkeypatch.chdir(repo)
    monkeypatch.setenv("PATH", path_without_diagbot())
    assert main(["hook", "run"]) == 3


# --- the hook reads diagbot's own settings (QA: env and pyproject.toml ignored, a trailing comment broke it) ---


def with_diagbot(tmp_path: Path) -> str:
    return f"{real_diagbot(tmp_path)}{os.pathsep}{path_without_diagbot()}"


def test_env_test_command_without_a_config_file_blocks_the_push(pushable, tmp_path):
    repo = pushable(None)
    result = push(repo, with_diagbot(tmp_path), DIAGBOT_TEST_COMMAND="cat tests/output.txt; exit 3", MOCK="1")
    assert (result.returncode != 0, remote_has_main(tmp_path)) == (True, False)
    assert "FAILED tests/test_calc.py::test_divide" in result.stderr
    assert "diagbot: concluded" in result.stderr


def test_pyproject_test_command_blocks_the_push(pushable, tmp_path):
    repo = pushable(None, pyproject='[tool.diagbot]\ntest_command = "exit 3"  # CI parity\n')
    result = push(repo, with_diagbot(tmp_path), MOCK="1")
    assert (result.returncode != 0, remote_has_main(tmp_path)) == (True, False)


def test_env_test_command_wins_over_the_file(pushable, tmp_path):
    repo = pushable("test_command: 'true'\n")
    result = push(repo, with_diagbot(tmp_path), DIAGBOT_TEST_COMMAND="exit 3", MOCK="1")
    assert (result.returncode != 0, remote_has_main(tmp_path)) == (True, False)


def test_hook_run_reads_the_env_and_pyproject(make_repo, monkeypatch):
    repo = make_repo({"pyproject.toml": '[tool.diagbot]\ntest_command = "exit 6"\n'})
    monkeypatch.chdir(repo)
    monkeypatch.setenv("PATH", path_without_diagbot())
    assert main(["hook", "run"]) == 6
    monkeypatch.setenv("DIAGBOT_TEST_COMMAND", "exit 7")
    assert main(["hook", "run"]) == 7


def test_a_trailing_comment_is_no_part_of_the_command(make_repo, monkeypatch, capfd):
    repo = make_repo({".diagbot.yml": 'test_command: "exit 5"   # CI parity\n'})
    monkeypatch.chdir(repo)
    monkeypatch.setenv("PATH", path_without_diagbot())
    assert main(["hook", "run"]) == 5
    assert "not found" not in capfd.readouterr().err


def run_sh_hook(repo: Path, path: str, **extra: str) -> subprocess.CompletedProcess[str]:
    """The installed hook run as git runs it (from the top level, the refs on stdin), to see its exact status."""
    env = {**os.environ, "PATH": path, **extra}
    hook = repo / ".git" / "hooks" / "pre-push"
    refs = "refs/heads/main 0123 refs/heads/main 4567\n"
    return subprocess.run(
        ["sh", str(hook), "origin", "x"], cwd=repo, env=env, input=refs, capture_output=True, text=True
    )


def test_passing_tests_push_through_diagbot_and_run_once(pushable, tmp_path):
    repo = pushable("test_command: echo ran >> ../runs.txt\n")
    result = push(repo, with_diagbot(tmp_path))
    assert (result.returncode, remote_has_main(tmp_path)) == (0, True)
    assert (tmp_path / "runs.txt").read_text() == "ran\n"  # not run again by the sh fallback


def test_failing_tests_run_once_and_their_status_is_the_hooks(pushable, tmp_path):
    repo = pushable("test_command: echo ran >> ../runs.txt; exit 9\n")
    result = run_sh_hook(repo, with_diagbot(tmp_path), MOCK="1")
    assert (result.returncode, (tmp_path / "runs.txt").read_text()) == (9, "ran\n")
    assert "diagbot-hook-verdict" not in result.stdout + result.stderr


def test_verdict_line_is_the_only_stdout(make_repo, monkeypatch, capsys):
    repo = make_repo({".diagbot.yml": "test_command: echo to-stdout; exit 3\n"})
    monkeypatch.chdir(repo)
    monkeypatch.setenv("PATH", path_without_diagbot())
    assert main(["hook", "run", "--verdict"]) == 3
    assert capsys.readouterr().out == "diagbot-hook-verdict 3\n"


def test_unreadable_settings_block_the_push_with_one_clear_reason(pushable, tmp_path):
    repo = pushable("test_command: [unclosed\n")
    result = run_sh_hook(repo, with_diagbot(tmp_path))
    assert result.returncode == 2
    assert "diagbot: error: " in result.stderr
    assert ".diagbot.yml: cannot read it as YAML" in result.stderr
    assert "no tests ran and the push is blocked" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_env_timeout_is_named(pushable, tmp_path):
    repo = pushable("test_command: 'true'\n")
    result = run_sh_hook(repo, with_diagbot(tmp_path), DIAGBOT_TIMEOUT="ten")
    assert (result.returncode, "DIAGBOT_TIMEOUT='ten'" in result.stderr) == (2, True)


def test_env_timeout_stops_the_tests_and_the_children_they_started(pushable, tmp_path):
    repo = pushable("test_command: sleep 30 & echo $! > ../child.pid; sleep 30\ntimeout: 600\n")
    result = run_sh_hook(repo, with_diagbot(tmp_path), DIAGBOT_TIMEOUT="1", MOCK="1")
    assert result.returncode == 124
    assert "diagbot: the tests ran out of time after 1s" in result.stderr
    proc = Path("/proc") / (tmp_path / "child.pid").read_text().strip()
    if Path("/proc/self").exists():  # gone, or a zombie nobody has reaped yet
        assert not proc.exists() or "\nState:\tZ" in (proc / "status").read_text()


def test_hook_run_skips_with_diagbot_skip(make_repo, monkeypatch):
    repo = make_repo({".diagbot.yml": "test_command: exit 3\n"})
    monkeypatch.chdir(repo)
    monkeypatch.setenv("DIAGBOT_SKIP", "1")
    assert main(["hook", "run"]) == 0


def test_hook_run_from_a_subdirectory_reads_the_top_levels_settings(make_repo, monkeypatch):
    repo = make_repo({".diagbot.yml": "test_command: test -f .diagbot.yml && exit 4\n", "src/a.py": "x = 1\n"})
    monkeypatch.chdir(repo / "src")
    monkeypatch.setenv("PATH", path_without_diagbot())
    assert main(["hook", "run"]) == 4


def test_no_test_command_says_so(make_repo, monkeypatch, capsys):
    monkeypatch.chdir(make_repo({"a.txt": "a\n"}))
    assert main(["hook", "run"]) == 0
    assert "no test_command (DIAGBOT_TEST_COMMAND, .diagbot.yml or pyproject.toml" in capsys.readouterr().err


# --- the plain-sh fallback, when diagbot is not on PATH ---


@pytest.mark.parametrize(
    ("config", "pyproject", "env", "status"),
    [
        ('test_command: "exit 5"   # CI parity\n', None, {}, 5),
        ("test_command: exit 5 # CI parity\n", None, {}, 5),
        ("test_command: 'exit 5'\n", None, {}, 5),
        ("test_command: 'true'\n", None, {"DIAGBOT_TEST_COMMAND": "exit 6"}, 6),
        (None, None, {"DIAGBOT_TEST_COMMAND": "exit 6"}, 6),
        (None, '[project]\nname = "x"\n\n[tool.diagbot]\ntest_command = "exit 7"  # c\n', {}, 7),
        (None, '[tool.other]\ntest_command = "exit 7"\n', {}, 0),
    ],
)
def test_fallback_reads_the_env_and_one_line_values(pushable, tmp_path, config, pyproject, env, status):
    repo = pushable(config, pyproject=pyproject)
    result = run_sh_hook(repo, path_without_diagbot(), **env)
    assert result.returncode == status
    lines = [x for x in result.stderr.splitlines() if x.startswith("diagbot:")]
    assert len(lines) == 1
    assert "not on PATH (pip install diagbot), so a plain-sh fallback runs" in lines[0]


def test_fallback_timeout_from_the_env(pushable, tmp_path):
    if shutil.which("timeout") is None:
        pytest.skip("coreutils timeout not installed")
    repo = pushable("test_command: sleep 30\ntimeout: 600\n")
    result = run_sh_hook(repo, path_without_diagbot(), DIAGBOT_TIMEOUT="1")
    assert (result.returncode, "ran out of time after 1s" in result.stderr) == (124, True)


def test_an_older_diagbot_without_verdict_falls_back_and_still_explains(pushable, tmp_path):
    old = (
        'case "$*" in "hook run --verdict") echo "diagbot: error: unrecognized arguments: --verdict" >&2; exit 2;; esac'
    )
    body = f'{old}\nPYTHONPATH="{ROOT}" exec "{sys.executable}" -m diagbot "$@"'
    repo = pushable("test_command: echo ran >> ../runs.txt; cat tests/output.txt; exit 3\n")
    result = run_sh_hook(repo, f"{shim_dir(tmp_path, body)}{os.pathsep}{path_without_diagbot()}", MOCK="1")
    assert (result.returncode, (tmp_path / "runs.txt").read_text()) == (3, "ran\n")
    assert "`diagbot hook run` failed (exit 2) before the tests ran (an older diagbot?" in result.stderr
    assert "diagbot: concluded" in result.stderr


# --- an older installed hook, and the pre-commit entry ---

OLD_HOOK = (ROOT / "tests" / "fixtures" / "hooks" / "pre-push-0.1").read_text(encoding="utf-8")


def test_an_older_diagbot_hook_is_replaced_without_force(make_repo, monkeypatch):
    repo = make_repo({"a.txt": "a\n"})
    (repo / ".git" / "hooks" / "pre-push").write_text(OLD_HOOK)
    monkeypatch.chdir(repo)
    assert main(["hook", "install"]) == 0
    assert (repo / ".git" / "hooks" / "pre-push").read_text() == HOOK


def test_an_older_diagbot_hook_still_blocks_failing_tests(pushable, tmp_path):
    repo = pushable("test_command: cat tests/output.txt; exit 3\n")
    (repo / ".git" / "hooks" / "pre-push").write_text(OLD_HOOK)
    result = push(repo, with_diagbot(tmp_path), MOCK="1")
    assert (remote_has_main(tmp_path), "diagbot: concluded" in result.stderr) == (False, True)


def test_the_pre_commit_entry_runs_the_tests_from_pyproject(make_repo, tmp_path):
    import yaml  # type: ignore[import-untyped]

    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert (hook["language"], hook["stages"], hook["pass_filenames"]) == ("python", ["pre-push"], False)
    repo = make_repo({"pyproject.toml": '[tool.diagbot]\ntest_command = "exit 3"\n'})
    argv = [str(real_diagbot(tmp_path) / "diagbot"), *hook["entry"].split()[1:]]
    env = {**os.environ, "PATH": with_diagbot(tmp_path)}
    assert subprocess.run(argv, cwd=repo, env=env, stdin=subprocess.DEVNULL, capture_output=True).returncode == 3
