"""Is a value bound to a credential's name the credential itself, or code, a reference, a placeholder, a path?"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter

# a value that stands for a secret without being one: references, templates, masks, placeholders, types and words
_STAND_IN = re.compile(
    r"(?i)^(?:\$\{\{.*|\$\{?[A-Za-z_][\w.:-]*\}?|%\(?\w*\)?s|%[sdr]|\{\{.*\}\}|\{[\w.\[\]'\"]*\}|<[^<>]*>|\*+|x{3,}"
    r"|\.{3}|…|\[REDACTED [a-z-]+\]|\[(?:filtered|hidden|masked|secure|redacted)\]|null|nil|none|true|false|yes|no"
    r"|on|off|undefined|empty|unset|required|optional|str|string|bytes|int|integer|number|bool|boolean|any|text"
    r"|secret|password|passwd|pass|pwd|pw|user|username|token|secretstr|secretbytes|dict|list|object|function|self|this|env|environ|\$[1-9])$"
)
_IDENTIFIER = re.compile(r"^[A-Za-z_$][\w$]*(?:(?:\.|::|->|\?\.)[A-Za-z_$][\w$]*)*$")
_CODE_CHARS = re.compile(r"[()\[\]{}]|^[!&*@]|=>|->|\?\.")  # a call, subscript, literal, lambda, pointer: code
_PATH = re.compile(  # a path or a file name: /etc/nginx/certs, ./id_rsa, gizmo.mp4-6-seek9.js
    r"^(?:~|\.{1,2}|[A-Za-z]:)?[/\\][\w.@+-]{0,40}(?:[/\\][\w.@+-]{0,40})*$|^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,5}$"
)
_NUMBER = re.compile(r"^[+-]?\d[\d_.,:]*[a-z]{0,2}$")  # counts, versions, durations: 3600, 1.2.3, 30s
_OPERATOR_AFTER = re.compile(r"^[ \t]*(?:[-+*/%|&^]=?[ \t]|\(|\[|\.\w|::|if\b|or\b|and\b|else\b|\?[ \t])")
_CONNECTION = re.compile(r"^[a-z][\w+.-]*:(?://|[a-z]+=)")  # `mysql:host=db;dbname=x`: its password is a pair
_TEMPLATE = re.compile(r"\$\{|\{\{|#\{|%\(\w*\)[sd]|%[sd]\b")  # interpolation: the value is built, not written
# a word or words, nothing random: `migrating`, `alex_action_0`, `SomeClass`, `jsonError`, `cdx:npm:private`
_WORD = r"(?:[A-Z]?[a-z]+|[A-Z]+(?![a-z]))"
_WORDY = re.compile(rf"^_*{_WORD}(?:[_\-.:/]*{_WORD})*(?:[_\-.:/]*\d{{1,3}})?_*$")


_RANDOM_ALPHABET = re.compile(r"[A-Za-z0-9+/=_-]+")


def is_stand_in(value: str) -> bool:
    """A reference, template, mask or placeholder word standing where a secret would be: `${X}`, `:****`, `<token>`."""
    return bool(_STAND_IN.match(value)) or not any(c.isalnum() for c in value)


def is_path(value: str) -> bool:
    """A file path or file name: `/etc/nginx/certs`, `./id_rsa`, `gizmo.mp4-6-seek9.js`."""
    return bool(_PATH.match(value))


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values()) if n else 0.0


def ordered(value: str) -> bool:
    """Half or more of its neighbouring characters run in order (`abcdef…XYZ1234567890`): an alphabet or a table of
    digits written out, whatever its entropy; a random key's do once in 64."""
    steps = sum(1 for a, b in itertools.pairwise(value) if ord(b) - ord(a) == 1)
    return len(value) > 1 and steps * 2 >= len(value) - 1


def high_entropy(value: str) -> bool:
    """A random-looking run: ≥ 20 chars of a base64 or hex alphabet at ≥ 3.5 bits per char, with digits (and with
    both cases when it holds a `/`: a path is no base64), not an alphabet written out in order."""
    if len(value) < 20 or not _RANDOM_ALPHABET.fullmatch(value) or not any(c.isdigit() for c in value):
        return False
    if ordered(value):
        return False
    if "/" in value and (value.islower() or value.isupper() or value.startswith("/")):
        return False
    return entropy(value) >= 3.5


def is_secret_value(value: str, *, name: str, quoted: bool, code: bool, password: bool, after: str = "") -> bool:
    """Decide for one `name = value`; `after` is the rest of the line (an operator there makes it an expression)."""
    if quoted:
        value = value[1:-1] if len(value) > 1 and value[-1] == value[0] else value[1:]
    value = value.removesuffix("...").removesuffix("…")
    if len(value) < (4 if password else 8) or is_stand_in(value) or any(c.isspace() for c in value):
        return False
    if "://" in value or _TEMPLATE.search(value) or _CONNECTION.match(value) or _PATH.match(value):
        return False  # a URL's credentials are the URL rules' business; a template is built, not written
    if not password and _NUMBER.match(value):
        return False
    variable = not quoted and _IDENTIFIER.match(value) is not None
    if (not quoted and _CODE_CHARS.search(value)) or (variable and _names_a_variable(value)):
        return False
    if high_entropy(value):
        return True
    if (not quoted and _OPERATOR_AFTER.match(after)) or (variable and code and _code_variable(value)):
        return False
    return password or not _WORDY.match(value)  # a key or a token is never a plain word: `entityKey = 'repository'`


def _names_a_variable(value: str) -> bool:
    """`password = user_password`, `token=self.token`, `PrivateKey: testRSA2048PrivateKey`, `key = index_info`."""
    lowered = value.lower()
    if any(w in lowered for w in ("pass", "secret", "token", "key", "auth", "cred")):
        return True
    return "." in value or "::" in value or "->" in value or ("_" in value and bool(_WORDY.match(value)))


def _code_variable(value: str) -> bool:
    """In code an unquoted identifier is a variable; one mixing letters and digits at random is a YAML value."""
    return bool(_WORDY.match(value)) or "_" in value or bool(re.match(r"^[a-z]+[A-Z]\w*$", value))
