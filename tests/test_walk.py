"""The offline walk orders a model's question: the changed source the failing test's calls reach is listed first,
ahead of a change that only shares the failure's words; the model is told why; the walk never stops a run."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

import diagbot.offline.provider as offline_provider
from diagbot.change_order import by_relevance, leads, reasons
from diagbot.cli import main
from diagbot.diagnose import explain
from diagbot.gitinfo import repo_facts
from diagbot.logs.extract import digest_log
from diagbot.walk import NO_WALK, Walk, walked

OPENAI = "https://api.openai.com/v1/chat/completions"
KEY = {"OPENAI_API_KEY": "sk-test-0123456789abcdef"}
PYTEST = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "tests"]

BASE = {
    "shop/__init__.py": "",
    "shop/orders.py": (
        "from shop.pricing import price\n\n\ndef order_total(items):\n    total = 0\n"
        "    for sku, qty in items:\n        total += price(sku, qty)\n    return total\n"
    ),
    "shop/pricing.py": "RATES = {'tea': 3, 'cake': 4}\n\n\ndef price(sku, qty):\n    return RATES[sku] * qty\n",
    "shop/receipt.py": "def receipt_lines(items):\n    return [f'{sku} x{qty}' for sku, qty in items]\n",
    "tests/test_orders.py": (
        "from shop.orders import order_total\n\n\ndef test_order_total_adds_every_item():\n"
        "    assert order_total([('tea', 2), ('cake', 1)]) == 10\n"
    ),
}
CHANGED = {  # the culprit: price drops the quantity; and a receipt rewrite full of the failure's words
    "shop/pricing.py": "RATES = {'tea': 3, 'cake': 4}\n\n\ndef price(sku, qty):\n    return RATES[sku]\n",
    "shop/receipt.py": (
        "def receipt_lines(items):\n    order_total_items = [(sku, qty) for sku, qty in items]\n"
        "    return [f'{sku} x{qty} (order total item)' for sku, qty in order_total_items]\n\n\n"
        "def every_item_total(items):\n    return sum(qty for _, qty in items)\n"
    ),
}


@pytest.fixture
def branch(make_repo, git, tmp_path: Path) -> tuple[Path, Path]:
    """A repository whose branch breaks `price`, and the real pytest log of its failing test (outside the repo)."""
    root = make_repo(BASE)
    git(root, "checkout", "-q", "-b", "feature")
    for rel, text in CHANGED.items():
        (root / rel).write_text(text, encoding="utf-8")
    git(root, "commit", "-qam", "Price per item; receipts name the order's items")
    run = subprocess.run(PYTEST, cwd=root, capture_output=True, text=True)
    assert run.returncode == 1, run.stdout
    log = tmp_path / "test.log"
    log.write_text(run.stdout + run.stderr, encoding="utf-8")
    return root, log


def _changed_files(question: str) -> list[str]:
    listing = question.split("(weigh each yourself):\n", 1)[1].split("\n\n", 1)[0]
    return [line for line in listing.splitlines() if line.startswith("- ")]


def test_the_walk_cites_the_changed_file_the_failing_test_reaches(branch):
    root, log = branch
    digest = digest_log(log, root=root)
    assert walked(digest, repo_facts(root, {}), root) == Walk(("shop/pricing.py",), ())


def test_shared_words_alone_would_list_the_unrelated_change_first(branch):
    root, log = branch
    digest = digest_log(log, root=root)
    files = repo_facts(root, {}).changes.files
    assert next(f.path for f in by_relevance(files, leads(files, digest))) == "shop/receipt.py"


def test_the_model_is_sent_the_reached_file_first_and_told_why(branch, no_network):
    root, log = branch
    sent: list[dict[str, object]] = []

    def answer(request: httpx.Request) -> httpx.Response:
        sent.append(json.loads(request.content))
        chunk = {"choices": [{"index": 0, "delta": {"content": "It is `shop/pricing.py:5`."}, "finish_reason": "stop"}]}
        return httpx.Response(200, text=f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n")

    no_network.post(OPENAI).mock(side_effect=answer)
    d = explain(log, root, provider="openai", env=KEY)
    assert d.status == "concluded"
    question = sent[0]["messages"][1]["content"]  # type: ignore[index]
    listed = _changed_files(question)
    assert listed[0].startswith("- modified shop/pricing.py")
    said = "a text-search walk from the failure reached its change first: a guess, not a reading of the code"
    assert said in listed[0]
    assert listed[1].startswith("- modified shop/receipt.py")
    assert "walk" not in listed[1]
    assert question.index("#### modified shop/pricing.py") < question.index(
        "#### modified shop/receipt.py"
    )  # hunks too


def test_diagbot_question_prints_the_same_order(branch, capsys, monkeypatch):
    root, log = branch
    monkeypatch.chdir(root)
    assert main(["question", "--log", str(log), "--repo", str(root)]) == 0
    listed = _changed_files(capsys.readouterr().out)
    assert listed[0].startswith("- modified shop/pricing.py")


def test_the_offline_diagnosis_itself_is_unchanged_by_the_walk(branch):
    root, log = branch
    d = explain(log, root, provider="mock", env={})
    assert (d.locations[0].path, d.locations[0].line) == ("shop/pricing.py", 5)


def test_a_walk_that_fails_leaves_the_order_to_the_words_and_the_run_goes_on(branch, no_network, monkeypatch):
    root, log = branch

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("the walk broke")

    monkeypatch.setattr(offline_provider, "MockProvider", broken)
    assert walked(digest_log(log, root=root), repo_facts(root, {}), root) == NO_WALK
    chunk = {"choices": [{"index": 0, "delta": {"content": "Unsure."}, "finish_reason": "stop"}]}
    no_network.post(OPENAI).mock(
        return_value=httpx.Response(200, text=f"data: {json.dumps(chunk)}\n\ndata: [DONE]\n\n")
    )
    d = explain(log, root, provider="openai", env=KEY)
    assert d.status == "concluded"
    assert d.error is None


def test_no_walk_without_a_change_to_order(make_repo, tmp_path):
    root = make_repo({**BASE, "shop/pricing.py": CHANGED["shop/pricing.py"]})  # failing on main: no branch diff
    run = subprocess.run(PYTEST, cwd=root, capture_output=True, text=True)
    assert run.returncode == 1
    log = tmp_path / "test.log"
    log.write_text(run.stdout, encoding="utf-8")
    digest = digest_log(log, root=root)
    assert digest.failures
    assert walked(digest, repo_facts(root, {}), root) == NO_WALK
    assert walked(digest, None, root) == NO_WALK


def test_only_changed_files_count_as_reached_and_each_says_why_it_leads(branch):
    root, log = branch
    digest = digest_log(log, root=root)
    files = repo_facts(root, {}).changes.files
    tied = leads(files, digest, Walk(("shop/pricing.py", "shop/gone.py"), ()))
    assert tied.walk == Walk(("shop/pricing.py",), ())  # only files the branch changed
    assert reasons("shop/pricing.py", tied) == [
        "a text-search walk from the failure reached its change first: a guess, not a reading of the code"
    ]
    said = reasons("shop/pricing.py", tied)[0]
    assert "near line" not in said  # the file it suspects, not a line of it: a model reads the hunk itself
    assert reasons("shop/receipt.py", tied)[0].startswith("its new code shares")
    passed = leads(files, digest, Walk(("shop/pricing.py",), ("shop/receipt.py",)))
    assert [f.path for f in by_relevance(files, passed)] == ["shop/pricing.py", "shop/receipt.py"]
    assert reasons("shop/receipt.py", passed) == ["a text-search walk from the failure passed its change on the way"]


def test_a_change_the_walk_passes_by_follows_the_one_it_blames(make_repo, git, tmp_path):
    calls_both = {  # order_total calls the changed price and the changed every_item_total
        **BASE,
        "shop/orders.py": (
            "from shop.pricing import price\nfrom shop.receipt import every_item_total\n\n\ndef order_total(items):\n"
            "    total = 0\n    for sku, qty in items:\n        total += price(sku, qty)\n"
            "    assert every_item_total(items) >= 0\n    return total\n"
        ),
        "shop/receipt.py": BASE["shop/receipt.py"] + "\n\ndef every_item_total(items):\n    return len(items)\n",
    }
    root = make_repo(calls_both, name="both")
    git(root, "checkout", "-q", "-b", "feature")
    for rel, text in CHANGED.items():
        (root / rel).write_text(text, encoding="utf-8")
    git(root, "commit", "-qam", "Price per item; count the items")
    log = tmp_path / "both.log"
    log.write_text(subprocess.run(PYTEST, cwd=root, capture_output=True, text=True).stdout, encoding="utf-8")
    walk = walked(digest_log(log, root=root), repo_facts(root, {}), root)
    assert (walk.blamed, walk.passed) == (("shop/pricing.py",), ("shop/receipt.py",))


def test_diagbot_tool_diff_with_the_log_lists_as_a_models_run_does(branch, capsys):
    root, log = branch
    assert main(["tool", "diff", "{}", "--repo", str(root), "--log", str(log)]) == 0
    listed = capsys.readouterr().out.splitlines()[1:]
    why = "a text-search walk from the failure reached its change first: a guess, not a reading of the code"
    assert listed[0] == f"modified shop/pricing.py +1 -1 ({why})"
    assert listed[1].startswith("modified shop/receipt.py +6 -1 (its new code shares")
    assert main(["tool", "diff", "{}", "--repo", str(root)]) == 0  # without the log: git's order, no reasons
    assert capsys.readouterr().out.splitlines()[1:] == [
        "modified shop/pricing.py +1 -1",
        "modified shop/receipt.py +6 -1",
    ]
