from dataclasses import replace
from pathlib import Path

import pytest

import diagbot
import diagbot.diagnose as diagnose_module
from diagbot.config import NO_PROVIDER_NOTE, load_settings
from diagbot.diagnose import OFFLINE_TURNS, explain, turns_allowed
from diagbot.diagnosis import Diagnosis, Location
from diagbot.errors import UsageError
from diagbot.logs.extract import digest_log

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "python-pytest"
TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def test_python_api_diagbot_explain_is_callable_even_after_the_submodule_was_imported():
    d = diagbot.explain(log=EXAMPLE / "failure.log", repo=EXAMPLE, provider="mock", env={})
    assert (isinstance(d, Diagnosis), d.provider) == (True, "mock")


def test_explain_example_offline_concludes_with_locations_in_the_repo():
    d = explain(EXAMPLE / "failure.log", EXAMPLE, env={})
    assert (d.status, d.provider, d.notes[0]) == ("concluded", "mock", NO_PROVIDER_NOTE)
    assert Location("tests/test_totals.py", 15) in d.locations
    assert all((EXAMPLE / loc.path).is_file() for loc in d.locations)


def test_explain_keeps_the_digest_and_repo_facts_on_the_diagnosis(make_repo):
    repo = make_repo({"invoice/totals.py": "x = 1\n"})
    d = explain(EXAMPLE / "failure.log", repo, env={})
    assert (d.digest is not None, d.repo is not None and d.repo.branch) == (True, "main")


def test_explain_diagnoses_a_digest_the_caller_made_without_reading_the_log_again(tmp_path):
    digest = digest_log(EXAMPLE / "failure.log", root=EXAMPLE)
    d = explain(tmp_path / "gone.log", EXAMPLE, env={}, digest=digest)
    assert (d.status, d.digest) == ("concluded", digest)


def test_missing_log_raises_usage_error(tmp_path):
    with pytest.raises(UsageError):
        explain(tmp_path / "nope.log", tmp_path, env={})


def test_missing_repo_raises_usage_error(tmp_path):
    with pytest.raises(UsageError, match="not a directory"):
        explain(EXAMPLE / "failure.log", tmp_path / "nope", env={})


def test_unknown_setting_raises_usage_error():
    with pytest.raises(UsageError, match=r"unknown settings \['max_turn'\]"):
        explain(EXAMPLE / "failure.log", EXAMPLE, env={}, max_turn=3)


def test_unknown_inject_is_a_usage_error():
    with pytest.raises(UsageError, match="INJECT"):
        explain(EXAMPLE / "failure.log", EXAMPLE, env={"INJECT": "fire"})


def test_a_bug_below_becomes_a_failed_diagnosis(monkeypatch):
    def boom(*args, **kwargs):
        raise RuntimeError(f"exploded near {TOKEN}")

    monkeypatch.setattr(diagnose_module, "run_loop", boom)
    d = explain(EXAMPLE / "failure.log", EXAMPLE, env={})
    assert (d.status, d.error.startswith("RuntimeError: exploded near "), TOKEN in d.error) == ("failed", True, False)
    assert d.digest is not None


def test_remote_provider_without_key_fails_without_any_request(no_network):
    d = explain(EXAMPLE / "failure.log", EXAMPLE, provider="openai", env={})
    assert (d.status, d.provider, d.model) == ("failed", "openai", "gpt-4.1-mini")
    assert d.error.startswith("provider openai needs an API key")


def test_conclusion_is_redacted(monkeypatch):
    real = diagnose_module.run_loop

    def leaky(*args, **kwargs):
        return replace(real(*args, **kwargs), conclusion=f"the token {TOKEN} is wrong")

    monkeypatch.setattr(diagnose_module, "run_loop", leaky)
    d = explain(EXAMPLE / "failure.log", EXAMPLE, env={})
    assert (TOKEN in d.conclusion, "[REDACTED github-token]" in d.conclusion) == (False, True)


def test_secret_from_the_environment_never_reaches_the_diagnosis(tmp_path):
    log = tmp_path / "ci.log"
    log.write_text((EXAMPLE / "failure.log").read_text() + "deploy with s3cr3t-value-123456\n")
    d = explain(log, EXAMPLE, env={"DEPLOY_TOKEN": "s3cr3t-value-123456"})
    assert "s3cr3t-value-123456" not in repr(d)


def test_inject_bad_args_still_concludes():
    d = explain(EXAMPLE / "failure.log", EXAMPLE, env={}, inject="bad_args")
    assert (d.status, d.trace[0].ok) == ("concluded", False)


def test_failed_diagnosis_keeps_the_no_provider_note(monkeypatch):
    monkeypatch.setattr(diagnose_module, "run_loop", lambda *a, **k: (_ for _ in ()).throw(ValueError("x")))
    d = explain(EXAMPLE / "failure.log", EXAMPLE, env={})
    assert (d.status, d.notes) == ("failed", (NO_PROVIDER_NOTE,))


def test_settings_object_is_used_as_given():
    from diagbot.config import load_settings

    s = load_settings({"inject": "bad_args"}, {}, EXAMPLE)
    d = explain(EXAMPLE / "failure.log", EXAMPLE, settings=s, env={"MOCK": "1"})
    assert (d.status, d.trace[0].ok, d.notes) == ("concluded", False, (NO_PROVIDER_NOTE,))


def test_an_error_raised_in_the_code_under_test_is_fixed_there_not_in_the_test(make_repo, tmp_path):
    calc = "src/main/java/com/acme/pricing/PriceCalculator.java"
    test = "src/test/java/com/acme/pricing/PriceCalculatorTest.java"
    repo = make_repo(
        {
            calc: "package com.acme.pricing;\n\npublic class PriceCalculator {\n"
            "    public long finalPrice(long cents, String code) {\n"
            "        Coupon coupon = registry.lookup(code);\n        int percent = coupon.percentOff();\n"
            "        return cents - cents * percent / 100;\n    }\n}\n",
            test: "package com.acme.pricing;\n\nclass PriceCalculatorTest {\n    @Test\n"
            '    void unknownCouponIsIgnored() {\n        assertEquals(100, calc.finalPrice(100, "BOGUS"));\n'
            "    }\n}\n",
        }
    )
    log = tmp_path / "mvn.log"
    log.write_text(
        "[INFO] Running com.acme.pricing.PriceCalculatorTest\n"
        "[ERROR] com.acme.pricing.PriceCalculatorTest.unknownCouponIsIgnored -- Time elapsed: 0.049 s <<< ERROR!\n"
        'java.lang.NullPointerException: Cannot invoke "Coupon.percentOff()" because "coupon" is null\n'
        "\tat com.acme.pricing.PriceCalculator.finalPrice(PriceCalculator.java:6)\n"
        "\tat com.acme.pricing.PriceCalculatorTest.unknownCouponIsIgnored(PriceCalculatorTest.java:6)\n"
        "[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0\n"
    )
    d = explain(log, repo, env={})
    cause = d.conclusion.split("### Cause\n", 1)[1].split("\n", 1)[0]
    fix = d.conclusion.split("### Fix\n", 1)[1].split("\n", 1)[0]
    assert f"the failing line is `{calc}:6`" in cause
    assert f"the test is `{test}:5`" in cause
    assert fix.startswith(f"Make `finalPrice` at `{calc}:6` do what the test expects")
    assert all(step.ok for step in d.trace)  # the Java frame's bare file name is not read a second time


def test_a_failure_named_only_by_a_stack_frame_is_read_there(make_repo, tmp_path):
    index = "module.exports = {\n  ...require('./size'),\n  ...require('./bytes'),\n};\n"
    repo = make_repo({"src/format/index.js": index})
    log = tmp_path / "node.log"
    log.write_text(
        "node:internal/modules/cjs/loader:1210\n  throw err;\n  ^\n\nError: Cannot find module './bytes'\n"
        f"Require stack:\n- {repo}/src/format/index.js\n"
        "    at Module._resolveFilename (node:internal/modules/cjs/loader:1207:15)\n"
        f"    at Object.<anonymous> ({repo}/src/format/index.js:3:6)\n"
    )
    d = explain(log, repo, env={})
    assert [(e.tool, e.ok) for e in d.trace][-1] == ("read_file", True)
    assert "the failing line is `src/format/index.js:3`" in d.conclusion


def test_the_offline_model_has_its_own_turns_unless_max_turns_is_set(tmp_path):
    def turns(provider: str, env: dict[str, str], offline: bool) -> int:
        return turns_allowed(load_settings({"provider": provider}, env, tmp_path), offline=offline)

    assert turns("mock", {}, offline=True) == OFFLINE_TURNS > 10  # local reads: more than a paid model's default
    assert turns("openai", {"OPENAI_API_KEY": "k"}, offline=False) == 10
    assert turns("openai", {"OPENAI_API_KEY": "k"}, offline=True) == OFFLINE_TURNS  # its stand-in
    assert turns("mock", {"DIAGBOT_MAX_TURNS": "5"}, offline=True) == 5  # a limit the user set binds every provider
    d = explain(EXAMPLE / "failure.log", EXAMPLE, env={"DIAGBOT_MAX_TURNS": "3"})
    assert (d.status, d.turns <= 3) == ("concluded", True)
