"""Passwords in shapes that make a value a string as written (env files, shell, flags, .netrc, YAML, MySQL's `-p`),
passphrases in quotes, and the code around them that must stay as it is (QA 36)."""

from __future__ import annotations

import pytest

from diagbot.logs.redact import redact

D27 = "dckr_pat_" + "aB3dE5fG7hI9jK1lM3nO5pQ7rS9"


@pytest.mark.parametrize(
    ("line", "secret"),
    [
        ("DB_PASSWORD=mypassword123", "mypassword123"),
        ("DB_PASSWORD=FlagPass321", "FlagPass321"),
        ("MY_PASSWORD=supersecretpgpass", "supersecretpgpass"),
        ("+ PGPASSWORD=supersecretpgpass psql -h db -U app", "supersecretpgpass"),
        ("run --password=FlagPass321", "FlagPass321"),
        ("$ ./deploy --password FlagPass321 --host x", "FlagPass321"),
        ("machine github.com login bot password NetrcPassw0rd77", "NetrcPassw0rd77"),
        ("mysql -u root -pRootPassw0rd9", "RootPassw0rd9"),
        ("+ mysql -h db -uroot -phunter22 -e 'select 1'", "hunter22"),
        ("mysqladmin -uroot -psecretroot ping", "secretroot"),
        ("rotate key and PGPASSWORD=supersecretpgpass", "supersecretpgpass"),  # a commit's subject
        ("  POSTGRES_PASSWORD: postgres_secret", "postgres_secret"),
        ("2024-01-01 INFO connecting user=app password=FlagPass321 host=db", "FlagPass321"),
    ],
)
def test_a_password_with_a_credential_word_in_it_is_redacted_in_a_log(line: str, secret: str) -> None:
    out = redact(line)
    assert secret not in out
    assert "[REDACTED secret-assignment]" in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("export MY_PASSWORD=correcthorsebatterystaple", "correcthorsebatterystaple"),
        ("PGPASSWORD=supersecretpgpass", "supersecretpgpass"),
        ("MYSQL_ROOT_PASSWORD=rootpw_9f8e7d", "rootpw_9f8e7d"),
        ("3: PGPASSWORD=supersecretpgpass", "supersecretpgpass"),  # read_file
        (".env.production:7:PGPASSWORD=supersecretpgpass", "supersecretpgpass"),  # grep
        ("    1 +export MY_PASSWORD=correcthorsebatterystaple", "correcthorsebatterystaple"),  # the question's hunk
        ("12:     8 +MYSQL_ROOT_PASSWORD=rootpw_9f8e7d", "rootpw_9f8e7d"),  # the diff tool
        ("      - POSTGRES_PASSWORD=pgpass_2024", "pgpass_2024"),  # docker-compose
        ("  password: supersecretpgpass", "supersecretpgpass"),  # YAML
        ("spring.datasource.password=S3cretPass", "S3cretPass"),  # properties
        ('password = "correct horse battery staple"', "horse battery"),
        ('{"password": "correct horse battery staple"}', "horse battery"),
        ("passphrase = 'my secret phrase 42'", "phrase 42"),
    ],
)
def test_an_env_file_value_and_a_quoted_passphrase_are_redacted_in_repository_content(text: str, secret: str) -> None:
    out = redact(text, code=True)
    assert secret not in out
    assert "[REDACTED secret-assignment]" in out


@pytest.mark.parametrize("code", [False, True], ids=("log", "code"))
@pytest.mark.parametrize("token", [D27, D27 + "tU1vW"])
def test_a_docker_token_after_login_p_is_one_clean_placeholder(token: str, code: bool) -> None:
    assert redact(f"docker login -u bot -p {token}", code=code) == "docker login -u bot -p [REDACTED docker-token]"


@pytest.mark.parametrize(
    "line",
    [
        'headers2 = {"Authorization": "Bearer " + get_token()}',
        "headers['Authorization'] = 'Token ' + api_token",
        "password = get_password()",
        "password_field = 'password'",
        "if password == confirm:",
        "PASSWORD_MIN_LENGTH = 8",
        "    password: str",
        "token_count = len(tokens)",
        'data = {"password": password, "user": user}',
        'assert check("pass")',
        'password = os.environ["DB_PASSWORD"]',
        "DB_PASSWORD=${DB_PASSWORD}",
        "PGPASSWORD=$PGPASSWORD psql -h db",
        "DB_PASSWORD=changeme",
        "DB_PASSWORD=<password>",
        "DB_PASSWORD=xxx",
        "DB_PASSWORD=***",
        "DB_PASSWORD=DEFAULT_PASSWORD",
        'password = "Enter your password"',
        '"password": "The password of the user",',
        'form_errors = {"password": "too short"}',
        '    "password": "Passwort",',
        "    password=user_password",
        "    password: credentials",
        "  password: userPassword",
        "    password: PasswordStr",
        "mysql -u root -p shop < dump.sql",
        "mysql -uroot -p$MYSQL_ROOT_PASSWORD",
        'docker login -u "$U" -p "$DOCKER_TOKEN" ghcr.io',
        "docker login -u $USER -p $TOKEN",
        "PASSWORD=`cat /run/secrets/db pw`",
        "    tokens: VecDeque<Token>,",  # a field's generic type
        "pub struct Lexer { tokens: Vec<Token>, secret_key: Option<String> }",
        "    token: Arc<Mutex<HashMap<String, u8>>>,",
        '      "integrity": "sha512-J8oTL/6CPvkS4l1JzIXmsoA1lkNnc/LiEWhZG4g2vtCOY0VCDeY6ZkhYCCmp9RQS47fHvj/'
        'JzP5IJsFJ6L/Dmw==",',  # npm's lock file: a digest
    ],
)
@pytest.mark.parametrize("code", [False, True], ids=("log", "code"))
def test_code_and_references_around_passwords_stay_as_they_are(line: str, code: bool) -> None:
    assert redact(line, code=code) == line


@pytest.mark.parametrize("end", ['"', ""], ids=("closed", "cut"))
def test_a_quoted_value_holding_random_runs_among_blanks_is_replaced_whole_and_once(end: str) -> None:
    run = "Qm4xK8pL2vN7wR3tY6uJ9hB5cD1fG0sA4eZ8iO2k"
    once = redact(f'password="{run} {run}{end}')
    assert run not in once  # the second run had been left, and a second pass then took the rest
    assert redact(once) == once == f'password="[REDACTED secret-assignment]{end}'
