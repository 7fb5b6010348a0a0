from pathlib import Path

import pytest

from diagbot.config import NO_PROVIDER_NOTE, Settings, is_local, load_settings, missing_key
from diagbot.errors import UsageError


def write(root: Path, name: str, text: str) -> Path:
    (root / name).write_text(text, encoding="utf-8")
    return root


def test_defaults_without_anything_are_the_offline_mock_with_a_note(tmp_path):
    s = load_settings({}, {}, tmp_path)
    assert (s.provider, s.model, s.max_turns, s.notes) == ("mock", "diagbot-offline", 10, (NO_PROVIDER_NOTE,))


def test_flag_beats_env_beats_file(tmp_path):
    write(tmp_path, ".diagbot.yml", "max_turns: 3\nmodel: from-file\nformat: text\n")
    s = load_settings({"max_turns": 7}, {"DIAGBOT_MAX_TURNS": "5", "DIAGBOT_MODEL": "from-env"}, tmp_path)
    assert (s.max_turns, s.model, s.format) == (7, "from-env", "text")


def test_flags_left_at_none_do_not_override_the_env(tmp_path):
    s = load_settings({"max_turns": None, "model": None, "strict": None}, {"DIAGBOT_MAX_TURNS": "4"}, tmp_path)
    assert s.max_turns == 4


def test_argv_values_that_are_not_settings_are_ignored(tmp_path):
    assert load_settings({"log": "x.log", "force": True, "handler": print}, {}, tmp_path).provider == "mock"


def test_mock_env_selects_the_mock_even_with_a_key(tmp_path):
    s = load_settings({}, {"MOCK": "1", "OPENAI_API_KEY": "sk-test"}, tmp_path)
    assert (s.provider, s.notes) == ("mock", ())


def test_openai_key_alone_selects_openai_with_its_default_model(tmp_path):
    s = load_settings({}, {"OPENAI_API_KEY": "sk-test"}, tmp_path)
    assert (s.provider, s.model, s.api_key) == ("openai", "gpt-4.1-mini", "sk-test")


def test_anthropic_key_alone_selects_anthropic_with_its_default_model(tmp_path):
    s = load_settings({}, {"ANTHROPIC_API_KEY": "sk-ant-test"}, tmp_path)
    assert (s.provider, s.model, s.api_key) == ("anthropic", "claude-sonnet-4-5", "sk-ant-test")


def test_diagbot_api_key_wins_over_the_provider_variable(tmp_path):
    s = load_settings({"provider": "openai"}, {"DIAGBOT_API_KEY": "mine", "OPENAI_API_KEY": "theirs"}, tmp_path)
    assert s.api_key == "mine"


def test_named_provider_reads_only_its_own_key_variable(tmp_path):
    s = load_settings({"provider": "anthropic"}, {"OPENAI_API_KEY": "sk-openai"}, tmp_path)
    assert s.api_key is None


def test_base_url_alone_means_an_openai_compatible_server(tmp_path):
    s = load_settings({"base_url": "http://localhost:11434/v1", "model": "qwen3"}, {}, tmp_path)
    assert (s.provider, s.model, missing_key(s)) == ("openai", "qwen3", None)


def test_inject_comes_from_the_inject_variable(tmp_path):
    assert load_settings({}, {"INJECT": "bad_args"}, tmp_path).inject == "bad_args"


def test_pyproject_tool_table_is_read(tmp_path):
    write(tmp_path, "pyproject.toml", '[project]\nname = "x"\n\n[tool.diagbot]\nmax-turns = 4\npost = "github"\n')
    s = load_settings({}, {}, tmp_path)
    assert (s.max_turns, s.post) == (4, "github")


def test_diagbot_yml_wins_over_pyproject(tmp_path):
    write(tmp_path, "pyproject.toml", "[tool.diagbot]\nmax_turns = 4\n")
    write(tmp_path, ".diagbot.yml", "max_turns: 6\n")
    assert load_settings({}, {}, tmp_path).max_turns == 6


def test_hook_keys_are_settings(tmp_path):
    write(tmp_path, ".diagbot.yml", "test_command: python -m pytest -q\ntimeout: 30\n")
    s = load_settings({}, {}, tmp_path)
    assert (s.test_command, s.timeout) == ("python -m pytest -q", 30)


def test_unknown_file_key_names_the_file_the_key_and_the_allowed_keys(tmp_path):
    write(tmp_path, ".diagbot.yml", "max_turn: 3\n")
    with pytest.raises(UsageError, match=r"\.diagbot\.yml: max_turn: unknown key 'max_turn'; allowed: provider, model"):
        load_settings({}, {}, tmp_path)


def test_invalid_file_value_names_the_key_and_what_is_allowed(tmp_path):
    write(tmp_path, ".diagbot.yml", "provider: gpt\n")
    with pytest.raises(UsageError, match=r"\.diagbot\.yml: provider='gpt': Input should be 'mock', 'openai' or 'anth"):
        load_settings({}, {}, tmp_path)


def test_invalid_env_value_names_the_variable(tmp_path):
    with pytest.raises(UsageError, match=r"^DIAGBOT_MAX_TURNS='many': Input should be a valid integer"):
        load_settings({}, {"DIAGBOT_MAX_TURNS": "many"}, tmp_path)


def test_out_of_range_flag_names_the_flag(tmp_path):
    with pytest.raises(UsageError, match=r"^--max-turns=0: Input should be greater than or equal to 1"):
        load_settings({"max_turns": 0}, {}, tmp_path)


def test_api_key_in_a_config_file_is_refused(tmp_path):
    write(tmp_path, ".diagbot.yml", "api_key: sk-committed\n")
    with pytest.raises(UsageError, match="keep API keys out of the repository"):
        load_settings({}, {}, tmp_path)


def test_broken_yaml_is_a_usage_error(tmp_path):
    write(tmp_path, ".diagbot.yml", "max_turns: [3\n")
    with pytest.raises(UsageError, match="cannot read it as YAML"):
        load_settings({}, {}, tmp_path)


def test_yaml_that_is_not_a_mapping_is_a_usage_error(tmp_path):
    write(tmp_path, ".diagbot.yml", "- provider\n")
    with pytest.raises(UsageError, match="expected a mapping of settings"):
        load_settings({}, {}, tmp_path)


def test_broken_pyproject_is_a_usage_error(tmp_path):
    write(tmp_path, "pyproject.toml", "[tool.diagbot\n")
    with pytest.raises(UsageError, match="cannot read it as TOML"):
        load_settings({}, {}, tmp_path)


def test_empty_yaml_is_no_settings(tmp_path):
    write(tmp_path, ".diagbot.yml", "")
    assert load_settings({}, {}, tmp_path).max_turns == 10


def test_remote_provider_without_key_is_reported_missing(tmp_path):
    s = load_settings({"provider": "anthropic"}, {}, tmp_path)
    assert missing_key(s) == (
        "provider anthropic needs an API key: set DIAGBOT_API_KEY or ANTHROPIC_API_KEY (or a local --base-url)"
    )


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://localhost:11434/v1", True),
        ("http://127.0.0.1:8080/v1", True),
        ("http://[::1]:8000/v1", True),
        ("https://api.openai.com/v1", False),
        ("http://localhost.evil.example/v1", False),
        (None, False),
    ],
)
def test_is_local(url, local):
    assert is_local(url) is local


def test_every_setting_is_documented():
    assert [name for name, f in Settings.model_fields.items() if not f.description] == []


def test_api_key_is_not_in_the_repr(tmp_path):
    assert "sk-secret" not in repr(load_settings({}, {"OPENAI_API_KEY": "sk-secret"}, tmp_path))


def test_readme_documents_every_setting():
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert [k for k in Settings.model_fields if k != "notes" and f"| `{k}` |" not in readme] == []


def test_script_without_a_provider_selects_the_mock_even_with_a_key(tmp_path):
    s = load_settings({"script": Path("turns.yaml")}, {"OPENAI_API_KEY": "sk-test"}, tmp_path)
    assert (s.provider, s.notes) == ("mock", ())


def test_ignore_patterns_come_from_the_file_or_a_comma_separated_env_variable(tmp_path):
    (tmp_path / ".diagbot.yml").write_text("ignore: [report.md, 'fixtures/big/']\n")
    from_file = load_settings({}, {}, tmp_path).ignore
    from_env = load_settings({}, {"DIAGBOT_IGNORE": "a.log, b/"}, tmp_path).ignore
    assert (from_file, from_env) == (("report.md", "fixtures/big/"), ("a.log", "b/"))


def test_base_and_diff_chars_come_from_flags_env_or_the_file(tmp_path):
    (tmp_path / ".diagbot.yml").write_text("base: develop\ndiff_chars: 2000\n")
    s = load_settings({"base": "origin/release"}, {"DIAGBOT_DIFF_CHARS": "3000"}, tmp_path)
    assert (s.base, s.diff_chars) == ("origin/release", 3000)


def test_diff_chars_over_the_ceiling_names_the_variable(tmp_path):
    with pytest.raises(UsageError, match="DIAGBOT_DIFF_CHARS='200000'"):
        load_settings({}, {"DIAGBOT_DIFF_CHARS": "200000"}, tmp_path)


def test_an_anthropic_key_in_diagbot_api_key_selects_anthropic(tmp_path):
    s = load_settings({}, {"DIAGBOT_API_KEY": "sk-ant-api03-abc"}, tmp_path)
    assert (s.provider, s.model, s.api_key, missing_key(s)) == (
        "anthropic",
        "claude-sonnet-4-5",
        "sk-ant-api03-abc",
        None,
    )


def test_diagbot_api_key_picks_its_own_vendor_over_another_vendors_variable(tmp_path):
    env = {"DIAGBOT_API_KEY": "sk-ant-api03-abc", "OPENAI_API_KEY": "sk-proj-xyz"}
    assert load_settings({}, env, tmp_path).provider == "anthropic"
    env = {"DIAGBOT_API_KEY": "sk-proj-xyz", "ANTHROPIC_API_KEY": "sk-ant-api03-abc"}
    assert (load_settings({}, env, tmp_path).provider, load_settings({}, env, tmp_path).api_key) == (
        "openai",
        "sk-proj-xyz",
    )


def test_any_other_key_in_diagbot_api_key_selects_openai(tmp_path):
    assert load_settings({}, {"DIAGBOT_API_KEY": "sk-proj-abc"}, tmp_path).provider == "openai"


def test_an_anthropic_key_is_never_sent_to_openai(tmp_path):
    s = load_settings({"provider": "openai"}, {"DIAGBOT_API_KEY": "sk-ant-api03-abc"}, tmp_path)
    assert missing_key(s) == (
        "the API key is an Anthropic key (sk-ant-…), so it was not sent to api.openai.com: "
        "use --provider anthropic (DIAGBOT_PROVIDER=anthropic), or set an OpenAI key"
    )


def test_another_key_is_never_sent_to_anthropic(tmp_path):
    s = load_settings({"provider": "anthropic"}, {"DIAGBOT_API_KEY": "sk-proj-abc"}, tmp_path)
    assert "not an Anthropic key (those start sk-ant-), so it was not sent to api.anthropic.com" in str(missing_key(s))
    s = load_settings({"provider": "anthropic", "base_url": "https://api.anthropic.com/v1"}, {}, tmp_path)
    assert "not sent" in str(missing_key(s.model_copy(update={"api_key": "sk-proj-abc"})))


def test_a_gateway_takes_any_key(tmp_path):
    flags = {"provider": "openai", "base_url": "https://gateway.example/v1"}
    assert missing_key(load_settings(flags, {"DIAGBOT_API_KEY": "sk-ant-api03-abc"}, tmp_path)) is None


@pytest.mark.parametrize("key", ["max_turns", "budget_chars", "timeout", "diff_chars", "request_timeout"])
def test_a_boolean_for_a_number_is_refused(tmp_path, key):
    write(tmp_path, ".diagbot.yml", f"{key}: true\n")
    with pytest.raises(UsageError) as caught:
        load_settings({}, {}, tmp_path)
    assert str(caught.value) == f".diagbot.yml: {key}=True: expected a number, not the boolean true"


def test_a_boolean_for_a_number_in_pyproject_is_refused(tmp_path):
    write(tmp_path, "pyproject.toml", "[tool.diagbot]\nmax-turns = false\n")
    with pytest.raises(UsageError, match=r"max_turns=False: expected a number, not the boolean false"):
        load_settings({}, {}, tmp_path)


def test_a_key_written_twice_is_refused_with_its_lines(tmp_path):
    write(tmp_path, ".diagbot.yml", "provider: mock\nmodel: m\nprovider: openai\n")
    with pytest.raises(UsageError) as caught:
        load_settings({}, {}, tmp_path)
    assert str(caught.value) == f"{tmp_path / '.diagbot.yml'}: key 'provider' is set twice (lines 1 and 3); keep one"


def test_a_merge_key_may_still_be_overridden(tmp_path):
    from diagbot.config_file import read_config_file

    write(tmp_path, ".diagbot.yml", "x: &base {a: 1, b: 2}\ny:\n  <<: *base\n  a: 3\n")
    assert read_config_file(tmp_path)[0]["y"] == {"a": 3, "b": 2}


@pytest.mark.parametrize("url", ["notaurl", "ftp://x", "https://", "http://x:99999/v1", "localhost:11434/v1", ""])
def test_a_base_url_that_is_no_http_url_is_refused(tmp_path, url):
    with pytest.raises(UsageError) as caught:
        load_settings({"provider": "openai", "base_url": url}, {}, tmp_path)
    assert str(caught.value) == (
        f"--base-url={url!r}: not an http(s) URL; expected http(s)://host[:port]/path, "
        "e.g. http://localhost:11434/v1 or https://api.openai.com/v1"
    )


def test_a_bad_base_url_in_the_env_or_the_file_is_named_there(tmp_path):
    with pytest.raises(UsageError, match=r"^DIAGBOT_BASE_URL='ftp://x': not an http\(s\) URL"):
        load_settings({}, {"DIAGBOT_BASE_URL": "ftp://x"}, tmp_path)
    write(tmp_path, ".diagbot.yml", "base_url: notaurl\n")
    with pytest.raises(UsageError, match=r"^\.diagbot\.yml: base_url='notaurl': not an http\(s\) URL"):
        load_settings({}, {}, tmp_path)


def test_the_cli_says_the_url_is_invalid_not_that_a_key_is_missing(tmp_path, capsys):
    from diagbot.cli import main

    (tmp_path / "x.log").write_text("FAILED\n", encoding="utf-8")
    argv = ["explain", "--log", str(tmp_path / "x.log"), "--repo", str(tmp_path), "--provider", "openai"]
    assert main([*argv, "--base-url", "notaurl"]) == 2
    err = capsys.readouterr().err
    assert (err.startswith("diagbot: error: --base-url='notaurl': not an http(s) URL"), "API key" in err) == (
        True,
        False,
    )


@pytest.mark.parametrize("name", [".diagbot.yml", "pyproject.toml"])
@pytest.mark.parametrize("kind", ["directory", "fifo", "dangling link"])
def test_a_config_name_that_is_no_regular_file_is_refused_not_skipped(tmp_path, name, kind):
    import os

    target = tmp_path / name
    {"directory": target.mkdir, "fifo": lambda: os.mkfifo(target), "dangling link": lambda: target.symlink_to("gone")}[
        kind
    ]()
    with pytest.raises(UsageError) as caught:
        load_settings({}, {}, tmp_path)
    what = {"directory": "a directory", "fifo": "not a regular file", "dangling link": "a link to nothing"}[kind]
    assert str(caught.value) == (
        f"{target}: {what}; the settings file must be a regular file (or remove it to use the defaults)"
    )


@pytest.mark.parametrize("value", ["nan", "inf"])
def test_a_request_timeout_that_is_no_finite_number_is_refused_as_such(tmp_path, value):
    with pytest.raises(UsageError) as caught:
        load_settings({"request_timeout": float(value)}, {}, tmp_path)
    assert str(caught.value) == f"--request-timeout={value}: Input should be a finite number"
