"""The redactor's rule sets: token shapes, credential names, values, assignments, URLs and PEM material.

`diagbot.logs.redact` is the one entry point; these modules each own one family of rules.
"""

PLACEHOLDER = "[REDACTED {}]"
