"""Two shapes of code the question reads in a diff's lines: a definition's first line (`def f(`, `func (r *T) F(`,
`private static function weight(`), and a call of a function of the same file or class (`weight(`, `self::weight(`,
`this.weight(`), not a method of another value (`slots.len()`); and the error a line raises."""

from __future__ import annotations

import re

# a definition's first line, indented at most one level: `def f(`, `func (r *T) F(`, `fn f(`, `int f(...) {`
DEFINITION = re.compile(
    r"^[ \t]{0,4}(?:(?:pub(?:\([\w:]+\))?\s+|export\s+|async\s+)*"
    r"(?:def|fn|func|function|class|struct|impl|trait|interface)\s+(?:\([^)]*\)\s*)?(\w+)"
    r"|(?!(?:if|elif|for|while|switch|return|else|catch|new|delete|not|and|or|in|is|await|yield|raise|throw|assert"
    r"|case|del|lambda|with)\b)[A-Za-z_][\w:<>*&, ]*?[\w>*&][\s*&]+([A-Za-z_]\w*)\s*\()"
)
# `started(`, `self.started(`, `Self::started(`: not `slots.len()`, a method of another value, maybe not this file's
CALL = re.compile(r"(?:(?<![\w$.:>])|(?<![\w$])(?:\$this|self|this|Self|static)\s*(?:\.|::|->)\s*)([A-Za-z_]\w*)\s*\(")
# `raise Expired(`, `throw new errors.E(`, `raise Expired from exc`: the error class a line raises (its last name)
RAISED = re.compile(r"\b(?:raise|throw(?:\s+new)?)\s+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)")
