"""Which names hold credentials: `API_TOKEN`, `x-api-key`, `_authToken`, not `TOKEN_URL`, `cache_key`."""

from __future__ import annotations

import re
from functools import lru_cache

_SPLIT = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
# words that make a name a credential's wherever they stand
_WORDS = frozenset(
    "secret secrets token tokens password passwords passwd pwd passphrase credential credentials creds auth"
    " cookie cookies dsn signature apikey pat jwt".split()
)
# one word that ends like this is a credential's name too: authToken written as one word, `clientsecret`, `dbpassword`
_ENDINGS = ("token", "secret", "password", "passwd", "apikey", "accesskey", "secretkey", "privatekey")
# a `key` after these words is a lookup key, not a credential (`cache_key`, `primaryKey`, `PublicKeyToken`)
_KEY_QUALIFIERS = frozenset(
    "cache sort primary foreign partition hash lookup map dict index unique shard routing group row public pub object"
    " column field translation i18n registry idempotency dedup hot short composite natural surrogate cluster node item"
    " entry record table secondary label meta query state cursor redis s3 bucket json yaml config setting keyboard"
    " request response name message locale lang text title package module".split()
)
# a last word that says the name describes a credential's setting, not the credential (`TOKEN_URL`, `SESSION_TTL`)
_SETTINGS = frozenset(
    "url urls uri path paths file filename files dir directory ttl header headers name names endpoint type types method"
    " methods mode timeout expiry expires expiration expire lifetime age length len size count domain algorithm alg"
    " algo version enabled disabled enable disable required region format prefix suffix host hostname port env var"
    " variable field param parameter location source provider scope scopes store user username login email owner"
    " issuer audience label policy rotation interval strategy validation validator helper class command cmd script min"
    " max minimum maximum limit reset changed change expired valid invalid check checks test tests spec specs error"
    " errors message msg text hint prompt placeholder input strength pattern regex rule rules network ip ips subnet"
    " address kind id_type encoding usage manager factory store service backend engine cls option options"
    " flag flags".split()
)
# a first word that makes the name a switch or a number about credentials (`use_auth`, `max_tokens`, `num_tokens`)
_SWITCHES = frozenset("is has use uses enable disable allow require requires skip no show num max min n".split())
_NOT_CREDENTIALS = frozenset({"pwd", "oldpwd"})  # the shell's working directory


def name_words(name: str) -> tuple[str, ...]:
    """`X-Hub-Signature-256` -> ('x', 'hub', 'signature'); `authToken` -> ('auth', 'token'), digits dropped."""
    return tuple(w.lower() for w in _SPLIT.findall(name) if not w.isdigit())


@lru_cache(maxsize=4096)
def is_credential_name(name: str) -> bool:
    """Does a variable, key, flag or header of this name hold a credential?"""
    words = name_words(name.rsplit(".", 1)[-1])  # `spring.datasource.password`, not `token.value`
    if not words or name.lower() in _NOT_CREDENTIALS or words[0] in _SWITCHES or words[-1] in _SETTINGS:
        return False
    if "public" in words and "key" in words:  # a public key, or .NET's PublicKeyToken: nothing secret
        return False
    if any(w in _WORDS or w.endswith(_ENDINGS) for w in words) or words[-1] in ("session", "private"):
        return True  # `SESSION=…`, `GITLAB_PRIVATE=…`; but `session_id` names an id, `private_tests` a folder
    if words == ("sig",):
        return True  # an Azure SAS URL's `&sig=…`; `scriptSig` is a Bitcoin script
    # `key` alone names a dict entry; after a qualifier it names a credential unless the qualifier says lookup
    return any(w == "key" and i > 0 and words[i - 1] not in _KEY_QUALIFIERS for i, w in enumerate(words)) or (
        len(words) > 1 and words[-1] == "pass"  # DB_PASS, SMTP_PASS
    )


@lru_cache(maxsize=4096)
def is_password_name(name: str) -> bool:
    """A password's name: its values may be short and plain words (`POSTGRES_PASSWORD=postgres`)."""
    words = name_words(name)
    return any(w in ("password", "passwd", "pwd", "passphrase", "pass") or w.endswith("password") for w in words)
