"""scripts/action-install.sh, the Action's install step, on fake runner layouts: a PATH holding only `python3` or only
`python` (a Windows runner, whose venv keeps its interpreter in Scripts\\), the Store's `python3` stub, no Python."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "action-install.sh"
BASH = shutil.which("bash") or "/bin/bash"
TOOLS = {name: shutil.which(name) for name in ("mkdir", "cat", "chmod")}
# a fake interpreter: `-c` runs the real one (the version check); `-m venv DIR` lays out DIR the way {layout} does,
# with an interpreter there whose `-m pip install` only records pip's cache folder and its arguments
FAKE_PYTHON = """#!{bash}
if [ "$1" = "-c" ]; then {version_check}; fi
if [ "$1 $2" = "-m venv" ]; then
  {mkdir} -p "$3/{layout}"
  printf '#!{bash}\\necho "$PIP_CACHE_DIR|$@" >> "{calls}"\\nexit {pip_exit}\\n' > "$3/{layout}/{exe}"
  {chmod} +x "$3/{layout}/{exe}"
  exit 0
fi
exit 3
"""


def _fake(bin_dir: Path, name: str, tmp: Path, *, windows: bool = False, runs: bool = True, pip_exit: int = 0) -> None:
    check = f'exec "{sys.executable}" "$@"' if runs else "exit 9009"  # the Store's stub runs no code
    text = FAKE_PYTHON.format(
        bash=BASH,
        version_check=check,
        layout="Scripts" if windows else "bin",
        exe="python.exe" if windows else "python",
        calls=tmp / "pip-calls",
        pip_exit=pip_exit,
        **TOOLS,
    )
    (bin_dir / name).write_text(text)
    (bin_dir / name).chmod(0o755)


def _install(tmp: Path, *, extra_env: dict[str, str] | None = None) -> tuple[int, str, str]:
    out = tmp / "github-output"
    out.touch()
    env = {"PATH": str(tmp / "bin"), "GITHUB_OUTPUT": str(out), "RUNNER_TEMP": str(tmp / "temp"), "HOME": str(tmp)}
    done = subprocess.run(
        [BASH, "--noprofile", "--norc", "-eo", "pipefail", str(SCRIPT), "/action/path"],
        env={**env, **(extra_env or {})},
        capture_output=True,
        text=True,
        timeout=60,
    )
    return done.returncode, out.read_text(), done.stdout + done.stderr


@pytest.fixture
def tmp(tmp_path: Path) -> Path:
    (tmp_path / "bin").mkdir()
    (tmp_path / "temp").mkdir()
    return tmp_path


def test_a_path_with_only_python3_installs_into_the_venvs_bin(tmp: Path) -> None:
    _fake(tmp / "bin", "python3", tmp)
    code, output, _ = _install(tmp)
    venv_python = tmp / "temp" / "diagbot-venv" / "bin" / "python"
    assert (code, output) == (0, f"python={venv_python}\n")
    assert (tmp / "pip-calls").read_text().split("|")[
        1
    ] == "-m pip install --disable-pip-version-check -q /action/path\n"


def test_a_windows_runner_with_only_python_installs_into_the_venvs_scripts(tmp: Path) -> None:
    _fake(tmp / "bin", "python", tmp, windows=True)
    code, output, _ = _install(tmp)
    assert (code, output) == (0, f"python={tmp / 'temp' / 'diagbot-venv' / 'Scripts' / 'python.exe'}\n")


def test_a_python3_that_runs_no_code_is_passed_over_for_python(tmp: Path) -> None:
    _fake(tmp / "bin", "python3", tmp, runs=False)
    _fake(tmp / "bin", "python", tmp, windows=True)
    code, output, _ = _install(tmp)
    assert (code, output.endswith("Scripts/python.exe\n")) == (0, True)


def test_no_python_warns_and_leaves_the_job_green(tmp: Path) -> None:
    code, output, said = _install(tmp)
    assert (code, output) == (0, "")
    assert "::warning::diagbot needs Python >= 3.11 on the runner (as python3 or python)" in said


def test_a_failed_pip_install_warns_and_names_no_interpreter(tmp: Path) -> None:
    _fake(tmp / "bin", "python3", tmp, pip_exit=1)
    code, output, said = _install(tmp)
    assert (code, output, "::warning::diagbot could not be installed with python3; no report" in said) == (0, "", True)


def test_a_given_interpreter_skips_the_install(tmp: Path) -> None:
    code, output, _ = _install(tmp, extra_env={"DIAGBOT_ACTION_PYTHON": "C:\\tools\\python.exe"})
    assert (code, output, (tmp / "temp" / "diagbot-venv").exists()) == (0, "python=C:\\tools\\python.exe\n", False)


def test_pip_caches_where_the_actions_cache_steps_look(tmp: Path) -> None:
    _fake(tmp / "bin", "python3", tmp)
    _install(tmp)
    assert (tmp / "pip-calls").read_text().split("|")[0] == f"{tmp}/.cache/pip"
