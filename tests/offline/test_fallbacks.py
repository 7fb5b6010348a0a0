"""A lookup whose fallback reads another key, among like lookups each reading their own, is a slip (fallbacks.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.fallbacks import fallback_lines
from diagbot.offline.slips import FALLBACK, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose


def _page(*added: str) -> str:
    return f"@@ -1,0 +1,{len(added)} @@\n" + "".join(f"+{t}\n" for t in added)


@pytest.mark.parametrize(
    ("path", "lines"),
    [
        (
            "lib/workshop.rb",
            (
                '      name: settings.fetch("name", DEFAULTS["name"]),',
                '      hourly_rate: Float(settings.fetch("labour_rate", DEFAULTS["hourly_rate"])),',
                '      vat_rate: Float(settings.fetch("vat_rate", DEFAULTS["vat_rate"])),',
            ),
        ),
        (
            "shop/config.py",
            (
                "    name = raw.get('name', DEFAULTS['name'])",
                "    rate = raw.get('labour_rate', DEFAULTS['hourly_rate'])",
                "",
                "    vat = raw.get('vat_rate', DEFAULTS['vat_rate'])",
            ),
        ),
        (
            "src/config.ts",
            (
                "  const name = opts.name ?? DEFAULTS.name;",
                "  const rate = opts.labourRate ?? DEFAULTS.hourlyRate;",
                "  const vat = opts.vatRate ?? DEFAULTS.vatRate;",
            ),
        ),
        (
            "src/Config.php",
            (
                "        $name = $raw['name'] ?? self::DEFAULTS['name'];",
                "        $rate = $raw['labour_rate'] ?? self::DEFAULTS['hourly_rate'];",
                "        $vat = $raw['vat_rate'] ?? self::DEFAULTS['vat_rate'];",
            ),
        ),
    ],
)
def test_the_lookup_falling_back_on_another_keys_default_is_the_slip(path: str, lines: tuple[str, ...]) -> None:
    changes = one_file(path, _page(*lines))
    assert dict(fallback_lines(changes)) == {(path, 2): 2}
    assert slipped_lines(changes)[(path, 2)] == (2, FALLBACK)


@pytest.mark.parametrize(
    "lines",
    [
        (  # two lookups only: nothing beside the odd one says which is right
            "    name = raw.get('name', DEFAULTS['name'])",
            "    rate = raw.get('labour_rate', DEFAULTS['hourly_rate'])",
        ),
        (  # two of three odd: a table of renamed keys, on purpose
            "    name = raw.get('title', DEFAULTS['name'])",
            "    rate = raw.get('labour_rate', DEFAULTS['hourly_rate'])",
            "    vat = raw.get('vat_rate', DEFAULTS['vat_rate'])",
        ),
        (  # every one reads its own key
            "    name = raw.get('name', DEFAULTS['name'])",
            "    rate = raw.get('hourly_rate', DEFAULTS['hourly_rate'])",
            "    vat = raw.get('vat_rate', DEFAULTS['vat_rate'])",
        ),
        (  # a run broken by a line of other code: two lookups on each side
            "    name = raw.get('name', DEFAULTS['name'])",
            "    rate = raw.get('labour_rate', DEFAULTS['hourly_rate'])",
            "    log.debug('read the settings')",
            "    vat = raw.get('vat_rate', DEFAULTS['vat_rate'])",
        ),
    ],
)
def test_no_run_of_agreeing_lookups_no_slip(lines: tuple[str, ...]) -> None:
    assert not fallback_lines(one_file("shop/config.py", _page(*lines)))


BASE = {
    "shop/config.py": (
        "DEFAULTS = {'name': 'Shop', 'hourly_rate': 40, 'vat_rate': 20}\n\n\n"
        "def settings(raw):\n    return dict(DEFAULTS)\n"
    ),
    "shop/quote.py": (
        "from shop.config import settings\n\n\ndef quote(hours, raw):\n"
        "    s = settings(raw)\n    return hours * s['hourly_rate']\n"
    ),
    "tests/test_quote.py": (
        "from shop.quote import quote\n\n\ndef test_rate():\n    assert quote(2, {'hourly_rate': 50}) == 100\n"
    ),
}


def test_the_report_cites_the_lookup_reading_another_key(make_repo, git) -> None:
    config = BASE["shop/config.py"].replace(
        "    return dict(DEFAULTS)\n",
        "    return {\n"
        "        'name': raw.get('name', DEFAULTS['name']),\n"
        "        'hourly_rate': raw.get('labour_rate', DEFAULTS['hourly_rate']),\n"
        "        'vat_rate': raw.get('vat_rate', DEFAULTS['vat_rate']),\n"
        "    }\n",
    )
    quote = BASE["shop/quote.py"].replace(
        "return hours * s['hourly_rate']", "total = hours * s['hourly_rate']\n    return round(total)"
    )
    failure = Failure(
        "AssertionError: assert 80 == 100", "pytest", "tests/test_quote.py::test_rate", "tests/test_quote.py", 5
    )
    d = _diagnose(make_repo, git, BASE, {"shop/config.py": config, "shop/quote.py": quote}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/config.py", 7), d.conclusion
    assert "falls back on another's default" in d.conclusion.split("### Evidence")[0]
