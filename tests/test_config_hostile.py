"""Config files a fuzzer wrote: each is one `diagbot: error:` line and exit 2 in every command, never a traceback,
and a message stays short whatever the file held."""

import shutil
import subprocess
from pathlib import Path

import pytest

from diagbot.cli import main
from diagbot.config import load_settings
from diagbot.errors import UsageError

ROOT = Path(__file__).resolve().parents[1]
LOG = ROOT / "examples" / "python-pytest" / "failure.log"
BOMB = "".join(f"{b}: &{b} [{', '.join(['*' + a] * 9)}]\n" for a, b in zip("abcdefgh", "bcdefghi", strict=True))
CASES = {
    "tool_text": ("pyproject.toml", 'tool = "x"\n', "pyproject.toml: tool='x': `tool` must be a table"),
    "tool_number": ("pyproject.toml", "tool = 5\n", "pyproject.toml: tool=5: `tool` must be a table"),
    "yaml_deep": (".diagbot.yml", "model: " + "[" * 5000 + "]" * 5000 + "\n", "nested over 16 levels deep"),
    "toml_deep": ("pyproject.toml", "[tool.diagbot]\nmodel = " + "[" * 3000 + "]" * 3000 + "\n", "nested"),
    "toml_deep_parsed": ("pyproject.toml", "[tool.diagbot]\nmodel = " + "[" * 40 + "]" * 40 + "\n", "nested"),
    "base_nul": (".diagbot.yml", 'base: "a\\0b"\n', "base='a\\x00b': not a branch or commit name"),
    "bomb_base": (".diagbot.yml", "a: &a [x, x, x, x, x, x, x, x, x]\n" + BOMB + "base: *i\n", "alias *a is refused"),
    "bomb_ignore": (".diagbot.yml", "ignore: [&a [x, x], &b [*a, *a]]\n", "alias *a is refused"),
}


@pytest.fixture
def repo(tmp_path):
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    shutil.copy(LOG, tmp_path / "failure.log")
    return tmp_path


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("command", ["explain", "question", "tool", "hook"])
def test_a_hostile_config_file_is_one_error_line_and_exit_2(repo, case, command, capsys, monkeypatch):
    name, text, said = CASES[case]
    (repo / name).write_text(text, encoding="utf-8")
    log = str(repo / "failure.log")
    argv = {
        "explain": ["explain", "--provider", "mock", "--log", log, "--repo", str(repo)],
        "question": ["question", "--log", log, "--repo", str(repo)],
        "tool": ["tool", "glob", "{}", "--repo", str(repo)],
        "hook": ["hook", "run"],
    }[command]
    monkeypatch.chdir(repo)
    assert main(argv) == 2
    err = capsys.readouterr().err
    first = err.splitlines()[0]
    assert (first.startswith("diagbot: error: "), said in first, "Traceback" in err, len(first) < 300) == (
        True,
        True,
        False,
        True,
    ), err


def test_a_merge_of_an_anchor_is_still_read_but_no_other_alias(tmp_path):
    (tmp_path / ".diagbot.yml").write_text("x: &m {a: 1}\nbase: *m\n", encoding="utf-8")
    with pytest.raises(UsageError, match=r"line 2: the alias \*m is refused .*`<<: \*name`"):
        load_settings({}, {}, tmp_path)


@pytest.mark.parametrize("key", ["model", "ignore", "diff_chars"])
def test_a_value_quoted_in_an_error_is_cut_to_80_chars(tmp_path, key):
    (tmp_path / ".diagbot.yml").write_text(f"{key}: {{k: {'y' * 5000}}}\n", encoding="utf-8")
    with pytest.raises(UsageError) as caught:
        load_settings({}, {}, tmp_path)
    said = str(caught.value)
    assert ("\u2026" in said, "y" * 80 in said, len(said) < 250) == (True, False, True), said


def test_question_cuts_a_quoted_value_to_80_chars(tmp_path, capsys):
    from diagbot.config_file import ignore_setting

    (tmp_path / ".diagbot.yml").write_text(f"ignore: {{k: {'y' * 5000}}}\n", encoding="utf-8")
    with pytest.raises(UsageError) as caught:
        ignore_setting({}, tmp_path)
    assert len(str(caught.value)) < 250


def test_the_choices_question_takes_without_pydantic_are_the_models():
    from typing import get_args

    from diagbot.config import Settings
    from diagbot.config_file import _CHOICES, _TEXT

    for key, choices in _CHOICES.items():
        literal = Settings.model_fields[key].annotation
        assert tuple(a for lit in (get_args(literal) or (literal,)) for a in (get_args(lit) or (lit,))) in (
            choices,
            (*choices, type(None)),
        )
    assert all(Settings.model_fields[key].annotation == str | None for key in _TEXT)
