from webhooks.delivery import deliver, encode
from webhooks.signing import sign_payload, verify

SECRET = b"whsec_test"


def test_signature_round_trip():
    header = sign_payload(SECRET, b"{}", 1_700_000_000)
    assert verify(SECRET, b"{}", header, now=1_700_000_010)
    assert not verify(SECRET, b"{ }", header, now=1_700_000_010)
    assert not verify(SECRET, b"{}", header, now=1_700_001_000)


def test_encode_is_canonical():
    assert encode({"b": 1, "a": [1, 2]}) == b'{"a":[1,2],"b":1}'


def test_retries_then_succeeds():
    answers = iter([503, 429, 200])
    result = deliver("https://example.test/hook", {"id": 1}, SECRET, lambda *_: next(answers), 1_700_000_000)
    assert result.ok and result.attempts == 3 and result.waits == [1.0, 2.0]
