"""Making untrusted text safe to show: Markdown fences and code spans, escaping, mentions, shortening.

Everything a log, a tool result or the model wrote is untrusted: it may hold HTML that would close our
`<details>`, backtick runs that would close our fences, `@name` that would ping people on GitHub, or
terminal escape sequences. The three report formats use these helpers so each rule lives in one place.
"""

from __future__ import annotations

import re

_MENTION = re.compile(r"(?<![A-Za-z0-9_])@(?=[A-Za-z0-9])")  # ASCII, as GitHub's own pattern
_ZWJ = "\u200d"
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#|~&!])")
_SPAN = re.compile(r"((?<!`)(`+)(?!`).*?(?<!`)\2(?!`))")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
# C0 controls except tab and newline, DEL, C1 controls: a log must not drive the terminal
_CONTROLS = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def normalise(text: str) -> str:
    """Unify line endings and replace NUL, so every format sees the same lines."""
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", "\ufffd")


def neutralise_mentions(text: str) -> str:
    """Put a zero-width joiner after `@` in `@name`, so GitHub does not notify anyone."""
    return _MENTION.sub("@" + _ZWJ, text)


def one_line(text: str) -> str:
    """Collapse all whitespace runs to single spaces."""
    return " ".join(text.split())


def md_text(text: str) -> str:
    """Untrusted text as inert inline Markdown: one line, punctuation escaped, mentions neutralised."""
    return neutralise_mentions(_MD_SPECIAL.sub(r"\\\1", one_line(normalise(text))))


def code_span(text: str) -> str:
    """Untrusted text as an inline code span whose delimiter is longer than any backtick run inside."""
    body = neutralise_mentions(one_line(normalise(text)))
    if not body:
        return "` `"
    ticks = "`" * (_longest_run(body, "`") + 1)
    pad = " " if body[0] in "` " or body[-1] in "` " else ""
    return f"{ticks}{pad}{body}{pad}{ticks}"


def fence(text: str, info: str = "text") -> str:
    """Untrusted text as a fenced code block that nothing inside can close."""
    body = neutralise_mentions(normalise(text))
    ticks = "`" * max(3, _longest_run(body, "`") + 1)
    if not body.endswith("\n"):
        body += "\n"
    return f"{ticks}{info}\n{body}{ticks}"


def shorten(text: str, limit: int, *, head_ratio: float = 0.6) -> str:
    """Keep both ends of `text` within about `limit` chars, saying in the middle how much was left out."""
    if len(text) <= limit:
        return text
    head = int(limit * head_ratio)
    tail = max(limit - head, 0)
    cut = len(text) - head - tail
    return f"{text[:head]}\n… {cut:,} chars not shown …\n{text[len(text) - tail :] if tail else ''}"


def strip_controls(text: str) -> str:
    """Remove ANSI sequences and control characters (keeping tab and newline) for terminal output."""
    return _CONTROLS.sub("", normalise(text))


def safe_markdown(text: str) -> str:
    """Model-written Markdown made inert: `&` and `<` escaped outside code, mentions neutralised, fences closed."""
    out: list[str] = []
    opener = None
    for line in normalise(text).split("\n"):
        opener, is_code = _fence_step(opener, line)
        out.append(line if is_code else _escape_outside_spans(line))
    if opener is not None:
        out.append(opener[0] * len(opener))
    return neutralise_mentions("\n".join(out))


def cut_markdown(text: str, keep: int) -> str:
    """Cut Markdown from the middle to about `keep` chars at line boundaries, keeping fences balanced."""
    lines = _split_long(normalise(text).split("\n"), max(keep // 4, 1))
    head_n = _lines_within(lines, int(keep * 0.6))
    tail_n = _lines_within(lines[head_n:][::-1], keep - sum(len(x) + 1 for x in lines[:head_n]))
    head, tail = lines[:head_n], lines[len(lines) - tail_n :]
    cut = sum(len(x) + 1 for x in lines[head_n : len(lines) - tail_n])
    opener = None
    for line in head:
        opener, _ = _fence_step(opener, line)
    note = f"*[… {cut:,} chars of the conclusion cut here to fit the size limit …]*"
    if opener is None:
        return "\n".join([*head, "", note, "", *tail])
    closer = opener[0] * len(opener)
    return "\n".join([*head, closer, "", note, "", opener, *tail])


def _split_long(lines: list[str], width: int) -> list[str]:
    """Break lines longer than `width` so one huge line can still be cut from its middle."""
    return [line[i : i + width] for line in lines for i in range(0, max(len(line), 1), width)]


def _lines_within(lines: list[str], budget: int) -> int:
    total = 0
    for n, line in enumerate(lines):
        total += len(line) + 1
        if total > budget:
            return n
    return len(lines)


def _fence_step(opener: str | None, line: str) -> tuple[str | None, bool]:
    """Advance the fence state over one line; returns (open fence marker or None, line is code)."""
    match = _FENCE.match(line)
    if opener is None:
        if match and not (match.group(1)[0] == "`" and "`" in match.group(2)):
            return match.group(1), True
        return None, False
    if match and match.group(1)[0] == opener[0] and len(match.group(1)) >= len(opener) and not match.group(2).strip():
        return None, True
    return opener, True


def _escape_outside_spans(line: str) -> str:
    parts = _SPAN.split(line)  # [text, span, ticks, text, span, ticks, ..., text]
    # `&` too: an entity such as `&#64;name` would decode to a mention
    return "".join(_escape_html(p) if i % 3 == 0 else p for i, p in enumerate(parts) if i % 3 != 2)


def _escape_html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")


def _longest_run(text: str, char: str) -> int:
    runs = re.findall(re.escape(char) + "+", text)
    return max((len(r) for r in runs), default=0)
