"""Is a value bound to a credential's name the credential itself, or code, a reference, a placeholder, a path?"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter

from diagbot.logs.secrets.names import name_words

# a value that stands for a secret without being one: references, templates, masks, placeholders, types and words
_STAND_IN = re.compile(
    r"(?i)^(?:\$\{\{.*|\$\{?[A-Za-z_][\w.:-]*\}?|%\(?\w*\)?s|%[sdr]|\{\{.*\}\}|\{[\w.\[\]'\"]*\}|<[^<>]*>|\*+|x{3,}"
    r"|\.{3}|…|\[REDACTED [a-z-]+\]|\[(?:filtered|hidden|masked|secure|redacted)\]|null|nil|none|true|false|yes|no"
    r"|on|off|undefined|empty|unset|required|optional|str|string|bytes|int|integer|number|bool|boolean|any|text"
    r"|secret|password|passwd|pass|pwd|pw|user|username|token|secretstr|secretbytes|dict|list|object|function|self|this|env|environ|\$[1-9]"
    r"|change[_-]?(?:me|it)|replace[_-]?me|your[_-]?(?:password|passwd|secret|token|key|api[_-]?key)|dummy|placeholder"
    r"|passwort|kennwort|contrase[ñn]a|senha|wachtwoord|mot de passe|has[łl]o|пароль|密码|密碼|パスワード|비밀번호)$"
)  # the last line: the word "password" in other languages, an i18n file's value
_IDENTIFIER = re.compile(r"^[A-Za-z_$][\w$]*(?:(?:\.|::|->|\?\.)[A-Za-z_$][\w$]*)*$")
_CODE_CHARS = re.compile(r"[()\[\]{}]|^[!&*@]|=>|->|\?\.")  # a call, subscript, literal, lambda, pointer: code
_GENERIC = re.compile(r"^[A-Za-z_][\w.:]*<[\w\s,.:&'<>]*$")  # a field's generic type: `tokens: VecDeque<Token>`
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
_CREDENTIAL_WORDS = ("pass", "pwd", "secret", "token", "key", "auth", "cred")
_CREDENTIAL_NOUNS = frozenset(
    "credential credentials creds cred session sessions secrets tokens keys passwords cookie cookies auth".split()
)
# a message's words: a quoted value with one of these says something about a password, it is not one
_MESSAGE_WORDS = frozenset(
    "a an the is are be been must should can cannot not no to of for at in on by your you please enter field"
    " required invalid too least most characters chars match matches do does did don't doesn't and or with this that"
    " new old confirm user username wrong incorrect missing empty short long weak strong reset change forgot type"
    " password passwords passwd passphrase pwd here value example placeholder".split()
)


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


def is_secret_value(
    value: str, *, name: str, quoted: bool, code: bool, password: bool, after: str = "", literal: bool = False
) -> bool:
    """Decide for one `name = value`; `after` is the rest of the line (an operator there makes it an expression).

    `literal`: the line's shape says the value is a string as written, never a variable (an env file's or a shell's
    `NAME=value`, a flag's `--password=value`, a .netrc's `password value`, YAML's `password: value`): there
    `supersecretpgpass` and `rootpw_9f8e7d` are passwords, where in code they would name variables."""
    if quoted:
        value = value[1:-1] if len(value) > 1 and value[-1] == value[0] else value[1:]
    value = value.removesuffix("...").removesuffix("…")
    if len(value) < (4 if password else 8) or is_stand_in(value):
        return False
    if any(c.isspace() for c in value):  # a passphrase, or a quoted value holding a random run among others
        return quoted and ((password and _passphrase(value)) or any(map(high_entropy, value.split())))
    if "://" in value or _TEMPLATE.search(value) or _CONNECTION.match(value) or _PATH.match(value):
        return False  # a URL's credentials are the URL rules' business; a template is built, not written
    if not password and _NUMBER.match(value):
        return False
    variable = not quoted and _IDENTIFIER.match(value) is not None
    if not quoted and (_CODE_CHARS.search(value) or (not literal and _GENERIC.match(value))):
        return False
    if variable and names_a_variable(value, literal):
        return False
    if high_entropy(value):
        return True
    if not literal and ((not quoted and _OPERATOR_AFTER.match(after)) or (variable and code and _code_variable(value))):
        return False
    return password or not _WORDY.match(value)  # a key or a token is never a plain word: `entityKey = 'repository'`


def names_a_variable(value: str, literal: bool = False) -> bool:
    """`password = user_password`, `token=self.token`, `PrivateKey: testRSA2048PrivateKey`, `key = index_info`,
    `password: credentials`.

    A credential word counts only as a word of a name made of words (`userPassword`, `db_secret`), not inside one
    word (`mypassword123`, `supersecretpgpass`) nor in a capitalised one with digits (`FlagPass321`). In a
    `literal` shape only a reference counts: `self.password`, a constant's `DEFAULT_PASSWORD`."""
    if "." in value or "::" in value or "->" in value:
        return True
    if literal:
        return "_" in value and value.isupper()
    words = name_words(value)
    if value.lower() in _CREDENTIAL_NOUNS:
        return True
    pascal_digits = value[:2].istitle() and any(c.isdigit() for c in value)  # `FlagPass321`, no `PasswordStr`
    if len(words) > 1 and not pascal_digits and any(w.startswith(_CREDENTIAL_WORDS) for w in words):
        return True
    return "_" in value and bool(_WORDY.match(value))


def _passphrase(value: str) -> bool:
    """Words written as a password (`correct horse battery staple`), not a message about one (`Enter your password`,
    `must be at least 8 characters`): 2 to 8 plain words, none a message's word, no sentence's end."""
    words = value.split(" ")
    if not 2 <= len(words) <= 8 or value.rstrip()[-1:] in ".:?!" or len(value) > 80:
        return False
    lowered = {w.lower() for w in words}
    return all(w and not w.startswith(("%", "{", "$")) for w in words) and not lowered & _MESSAGE_WORDS


def _code_variable(value: str) -> bool:
    """In code an unquoted identifier is a variable; one mixing letters and digits at random is a YAML value."""
    return bool(_WORDY.match(value)) or "_" in value or bool(re.match(r"^[a-z]+[A-Z]\w*$", value))
