import pytest

from diagbot.logs.secrets.names import is_credential_name, is_password_name, name_words


@pytest.mark.parametrize(
    "name",
    [
        "AWS_ACCESS_KEY_ID", "AWS_SESSION_TOKEN", "AZURE_CLIENT_SECRET", "NPM_TOKEN", "NUGET_API_KEY",
        "TWINE_PASSWORD", "CODECOV_TOKEN", "SONAR_TOKEN", "x-api-key", "apiKey", "AccountKey", "clientSecret",
        "_authToken", "_auth", "auth", "PGPASSWORD", "MYSQL_PWD", "DB_PASS", "SENTRY_DSN", "X-Hub-Signature-256",
        "SESSION", "SESSION_SECRET", "Cookie", "GOOGLE_CREDENTIALS", "SSH_PRIVATE_KEY", "spring.datasource.password",
        "identitytoken", "sig", "SIGNING_KEY", "passphrase",
    ],
)  # fmt: skip
def test_credential_names(name: str) -> None:
    assert is_credential_name(name)


@pytest.mark.parametrize(
    "name",
    [
        "TOKEN_URL", "SECRET_PATH", "KEY_FILE", "SESSION_TTL", "AUTH_HEADER", "SECRET_NAME", "TOKEN_ENDPOINT",
        "key", "monkey", "cache_key", "cache-key", "primaryKey", "sortKey", "PublicKeyToken", "public_key",
        "max_tokens", "num_tokens", "test_secret_rotation", "tokenizer", "secretary", "PWD", "OLDPWD", "session_id",
        "sessionId", "scriptSig", "token.value", "name_key", "use_auth", "private_tests",
    ],
)  # fmt: skip
def test_names_that_only_describe_a_credential_are_not_credentials(name: str) -> None:
    assert not is_credential_name(name)


def test_name_words_split_every_style() -> None:
    assert name_words("X-Hub-Signature-256") == ("x", "hub", "signature")
    assert name_words("authTokenURL") == ("auth", "token", "url")


def test_password_names_accept_short_plain_values() -> None:
    assert (is_password_name("POSTGRES_PASSWORD"), is_password_name("API_TOKEN")) == (True, False)
