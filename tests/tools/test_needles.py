import re

import pytest

from diagbot.tools.needles import required_needles


@pytest.mark.parametrize(
    ("pattern", "flags", "expected"),
    [
        ("foo|bar", 0, ((b"bar", b"foo"), False)),
        ("def (test_\\w+)", 0, ((b"test_",), False)),
        ("a{2,3}bcd", 0, ((b"bcd",), False)),
        ("\\w+", 0, (None, False)),
        ("x?yz", 0, ((b"yz",), False)),
        ("(?i)Timeout", 0, ((b"meout",), True)),
        ("Handle_Request", re.IGNORECASE, ((b"handle_reque",), True)),
        ("(?i:abc)de", 0, ((b"de",), False)),
        ("foo|\\d+", 0, (None, False)),
    ],
)
def test_required_needles_are_literals_every_match_contains(pattern, flags, expected):
    assert required_needles(pattern, flags) == expected


def test_only_i_k_s_have_non_ascii_case_partners():
    non_ascii = "".join(chr(c) for c in range(128, 0x110000) if not 0xD800 <= c < 0xE000)
    assert {chr(c) for c in range(128) if re.search(re.escape(chr(c)), non_ascii, re.IGNORECASE)} == set("iksIKS")
