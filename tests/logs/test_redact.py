import pytest

from diagbot.logs.redact import Redactor, redact

GH = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (f"remote: token {GH}", "github-token"),
        ("gho_" + "x" * 36, "github-token"),
        ("ghs_" + "Z9" * 18, "github-token"),
        (
            "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcd",
            "github-token",
        ),
        ("glpat-abcdefghij0123456789", "gitlab-token"),
        ("key id AKIAIOSFODNN7EXAMPLE used", "aws-access-key"),
        ("aws_secret_access_key = wJalrXUtnFI/K7MDENG/bPxRfiCYEXAMPLEKEY12", "aws-secret-key"),
        ("xoxb-123456789012-123456789012-abcdefghijABCDEFGHIJ", "slack-token"),
        ("https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX", "slack-webhook"),
        ("sk-proj-abcdefghijklmnopqrstuvwxyz0123456789", "openai-key"),
        ("sk-ant-api03-" + "a" * 93 + "AA", "anthropic-key"),
        ("AIzaSyA-1234567890abcdefghijklmnopqrstu", "google-api-key"),
        ("sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc", "stripe-key"),
        ("npm_" + "a" * 36, "npm-token"),
        ("pypi-AgEIcHlwaS5vcmc" + "B" * 60, "pypi-token"),
        ("hf_" + "abcdefghijklmnopqrstuvwxyzABCDEFGH", "huggingface-token"),
        ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9", "jwt"),
        ("Authorization: Basic dXNlcjpwYXNzd29yZA==", "auth-header"),
        ("curl -H 'Authorization: Bearer abc123def456ghi789'", "auth-header"),
        ("git clone https://deploy:s3cr3tpass@gitlab.com/x/y.git", "url-password"),
        ("export DEPLOY_TOKEN=abcdef1234567890", "secret-assignment"),
        ("DB_PASSWORD=hunter2hunter2", "secret-assignment"),
        ('{"client_secret": "0123456789abcdef"}', "secret-assignment"),
        ("  api_key: 9f8e7d6c5b4a3210", "secret-assignment"),
        ("curl -H 'x-api-key: 9f8e7d6c5b4a3210'", "secret-assignment"),
        ("DefaultEndpointsProtocol=https;AccountName=shop;AccountKey=bXlhY2NvdW50a2V5MTIz;", "secret-assignment"),
        ('{"apiKey": "a1b2c3d4e5f6a7b8"}', "secret-assignment"),
        ("const authToken = 'f00dfeedcafe1234';", "secret-assignment"),
        ("echo ::add-mask::s3cr3t-v4lue", "masked-value"),
        ("PGPASSWORD=hunter2 psql -h db", "secret-assignment"),
        ("export DB_PASS=correcthorse", "secret-assignment"),
        ("secret_key_base: 9f8e7d6c5b4a39281706f5e4d3c2b1a0", "secret-assignment"),
        ("X_AUTH_PWD='p4ss'", "secret-assignment"),
        ("shpat_" + "4c8e2e2f1d3a4b5c6d7e8f9a0b1c2d3e", "shopify-token"),
        ("dapi" + "0123456789abcdef" * 2, "databricks-token"),
        ("HRKU-" + "0123abcd-4567-89ef-0123-456789abcdef", "heroku-key"),
        ("SK" + "0123456789abcdef" * 2, "twilio-key"),
        ("https://discord.com/api/webhooks/123456789012345678/" + "AbCdEfGhIj" * 6, "discord-webhook"),
        ("7: MIIEpAIBAAKCAQEAwq83kd9xAAAAbbbbccccddddeeeeffffgggghhhhiiiijjkk", "key-material"),  # a read_file page
        ("keys/id_rsa:7:b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdz", "key-material"),  # grep
        ('  "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\\n",', "key-material"),
    ],
)
def test_redact_replaces_secret_with_its_kind(text: str, kind: str) -> None:
    assert f"[REDACTED {kind}]" in redact(text)


def test_redacted_value_is_gone() -> None:
    assert GH not in redact(f"token={GH}")


def test_pem_block_is_redacted_whole_keeping_line_count() -> None:
    pem = "before\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\nq83kd9==\n-----END RSA PRIVATE KEY-----\nafter"
    assert redact(pem) == "before\n[REDACTED private-key]\n\n\n\nafter"


@pytest.mark.parametrize(
    "text",
    [
        "def load(api_key: str) -> None:\n    token = os.environ['API_TOKEN']",
        "commit 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39",
        "request 123e4567-e89b-12d3-a456-426614174000 done",
        "/home/runner/work/shop/shop/src/cart.py:12: AssertionError",
        "key = self._cache_key(name)",
        "git@github.com:org/repo.git",
        "API_KEY=${{ secrets.API_KEY }}",
        "PASSWORD=$DB_PASSWORD",
        "skip-tests: true",
        "monkey = banana_split_42",
        "cacheKey = computeKey(name)",
        "sortKey: item.display_name",
        "def login(password: str) -> None:",
        "  password: string;",
        "password = getpass()",
        "TESTS_PASSED=12345",
        "compass=north123",
        "PASS: t0001-init.sh",  # automake's test driver
        "Pass: 1234 tests",
        "text-objects/lexer  PASS\n=>multiple-cursors/selections-trim  FAIL",  # a name never reaches the next line
        "DEPLOY_TOKEN\n: not set",
        "sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3a94a8fe5ccb19ba61c4c0873d391e987982fbbd3",
        "tests/test_x.py::test_aVeryLongParametrizedTestNameWithNumbers123AndMoreLettersHereABC",
    ],
)
def test_ordinary_text_survives(text: str) -> None:
    assert redact(text) == text


def test_redactor_removes_environment_values_of_secret_names() -> None:
    redactor = Redactor.from_env({"MY_SERVICE_TOKEN": "plainvalue123", "HOME": "/home/someone"})
    assert redactor.redact("got plainvalue123 in /home/someone") == "got [REDACTED env-secret] in /home/someone"


def test_redactor_ignores_short_environment_values() -> None:
    assert Redactor.from_env({"X_KEY": "short"}).values == ()
