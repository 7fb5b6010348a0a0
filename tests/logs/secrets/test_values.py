import pytest

from diagbot.logs.secrets.values import entropy, high_entropy, is_secret_value, is_stand_in, ordered


@pytest.mark.parametrize(
    "value", ["${{ secrets.NPM_TOKEN }}", "$DB_PASSWORD", "${TOKEN}", "****", ":****", "<PASSWORD>", "None", "%(pw)s"]
)
def test_stand_ins(value: str) -> None:
    assert is_stand_in(value)


def test_entropy_of_a_uniform_string() -> None:
    assert entropy("abcd") == 2.0


@pytest.mark.parametrize(
    ("value", "runs"),
    [
        ("abcdefghijklmnopqrstuvwxyz0123456789", True),
        ("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", True),
        ("AbCdEfGhIjKlMnOpQrStUvWxYz0123456789", False),  # every other pair only
        ("q8Zr2kP0xV7mN4bT1yW9sD3fG6hJ5lC0aE8uI2oR7tY4pQ1wS9zX3cV6bN5mM0kL", False),
        ("a", False),
    ],
)
def test_an_ordered_run_is_an_alphabet_written_out(value: str, runs: bool) -> None:
    assert ordered(value) is runs
    if len(value) > 20:
        assert high_entropy(value) is not runs


def test_high_entropy_needs_length_digits_and_no_path() -> None:
    assert high_entropy("mZ0EikPp0LBY51OuDsRl6tA+Yltbvpp8wd0cgu1GwNbc")
    assert not high_entropy("/etc/nginx/certs/nginx-proxy")
    assert not high_entropy("aaaaaaaaaaaaaaaaaaaaaaaa1")


@pytest.mark.parametrize(
    ("value", "quoted", "code", "after", "secret"),
    [
        ("tmp_path", False, True, ' / "www-private"', False),
        ("user_password", False, True, "", False),
        ("str", False, True, " | None = None", False),
        ('"hunter2hunter2"', True, True, "", True),
        ("hunter2hunter2", False, False, "", True),
        ("os.environ[", False, True, '"TOKEN"]', False),
        ('"Enter your password"', True, True, "", False),
        ('"{token}"', True, True, "", False),
        ("/home/runner/.ssh/id_rsa", False, False, "", False),
    ],
)
def test_is_secret_value(value: str, quoted: bool, code: bool, after: str, secret: bool) -> None:
    assert is_secret_value(value, name="password", quoted=quoted, code=code, password=True, after=after) is secret
