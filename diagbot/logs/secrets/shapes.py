"""Token shapes that say what they are wherever they stand, after the gitleaks, detect-secrets and GitHub rules."""

from __future__ import annotations

import re

from diagbot.logs.secrets import PLACEHOLDER

# (kind, pattern, the pattern a match must directly follow, or "" for a word boundary only). Each pattern opens on a
# literal, so the scan is fast; boundaries and variable prefixes are checked on each match, not by the scan.
_SHAPES: tuple[tuple[str, str, str], ...] = (
    ("github-token", r"gh[pousr]_[A-Za-z0-9]{36,255}(?!\w)|github_pat_[A-Za-z0-9_]{22,255}", ""),
    ("gitlab-token", r"gl(?:pat|cbt|rt|ptt|dt|soat|ffct|oas)-[A-Za-z0-9_-]{20,64}", ""),
    ("gitlab-runner-token", r"GR1348941[\w-]{20}", ""),
    ("aws-access-key", r"(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Z0-9])", ""),
    ("slack-webhook", r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,}", ""),
    ("slack-token", r"xox[abposre]-[A-Za-z0-9-]{10,250}|xapp-\d-[A-Za-z0-9-]{10,250}", ""),
    ("discord-webhook", r"discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]{20,}", ""),
    (
        "teams-webhook",
        r"webhook(?:b2)?/[\w@-]{20,}/IncomingWebhook/\w{20,}/[\w-]{20,}",
        r"(?:webhook\.office\.com|outlook\.office(?:365)?\.com)/",
    ),
    ("anthropic-key", r"sk-ant-(?:api|admin|oat)\d\d-[A-Za-z0-9_-]{20,200}", ""),
    (
        "openai-key",
        r"sk-(?:(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,250}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}"
        r"|[A-Za-z0-9]{40,64}(?!\w))",
        "",
    ),
    ("google-api-key", r"AIza[0-9A-Za-z_-]{35}", ""),
    ("google-oauth", r"GOCSPX-[A-Za-z0-9_-]{28}|ya29\.[0-9A-Za-z_-]{30,}", ""),
    ("stripe-key", r"_(?:test|live|prod)_[A-Za-z0-9]{10,99}(?!\w)", r"(?:sk|rk|pk|whsec)"),
    ("npm-token", r"npm_[A-Za-z0-9]{36}(?!\w)", ""),
    ("pypi-token", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}", ""),
    ("huggingface-token", r"hf_[A-Za-z]{34}(?!\w)", ""),
    ("sendgrid-key", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", ""),
    ("digitalocean-token", r"do[por]_v1_[a-f0-9]{64}", ""),
    ("jwt", r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{10,}", ""),
    ("shopify-token", r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}", ""),
    ("databricks-token", r"dapi[a-f0-9]{32}(?:-\d)?(?!\w)", ""),
    ("heroku-key", r"HRKU-[A-Za-z0-9_-]{20,}", ""),
    ("twilio-key", r"(?:SK|AC)[0-9a-f]{32}(?!\w)", ""),
    ("mailgun-key", r"key-[0-9a-f]{32}(?!\w)", ""),
    ("mailchimp-key", r"-us\d{1,2}(?!\w)", r"[0-9a-f]{32}"),
    ("square-token", r"sq0(?:atp|csp)-[0-9A-Za-z_-]{22,43}|EAAA[0-9A-Za-z_-]{60}", ""),
    ("postman-key", r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}", ""),
    ("linear-key", r"lin_api_[A-Za-z0-9]{40}", ""),
    ("doppler-token", r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}", ""),
    ("pulumi-token", r"pul-[a-f0-9]{40}(?!\w)", ""),
    ("age-secret-key", r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}", ""),
    ("grafana-token", r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2}", ""),
    ("newrelic-key", r"NRAK-[A-Z0-9]{27}|NRJS-[a-f0-9]{19}", ""),
    ("sentry-token", r"sntry[su]_[A-Za-z0-9+/=_]{40,}", ""),
    ("vault-token", r"hv[sb]\.[A-Za-z0-9_-]{24,}", ""),
    ("terraform-token", r"\.atlasv1\.[A-Za-z0-9_=-]{60,70}", r"[A-Za-z0-9]{14}"),
    ("dynatrace-token", r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}", ""),
    ("telegram-token", r":AA[0-9A-Za-z_-]{33}(?!\w)", r"(?:bot)?\d{8,10}"),
    ("docker-token", r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{27,}", ""),  # 27 chars today: the whole run, however long
    ("alibaba-key", r"LTAI[A-Za-z0-9]{20}(?!\w)", ""),
    ("atlassian-token", r"ATATT3[A-Za-z0-9_=-]{180,}", ""),
    ("sonar-token", r"sq[pua]_[a-f0-9]{40}(?!\w)", ""),
    ("rubygems-token", r"rubygems_[a-f0-9]{48}", ""),
    ("planetscale-token", r"pscale_(?:tkn|pw|oauth)_[\w.-]{32,64}", ""),
    ("supabase-token", r"sbp_[a-f0-9]{40}", ""),
    ("nuget-key", r"oy2[a-z0-9]{43}(?!\w)", ""),
    ("firebase-key", r"AAAA[A-Za-z0-9_-]{7}:[A-Za-z0-9_-]{140}", ""),
)
_COMPILED = tuple(
    (PLACEHOLDER.format(kind), re.compile(rx), re.compile(f"(?:{before})\\Z") if before else None)
    for kind, rx, before in _SHAPES
)
KINDS = tuple(kind for kind, _, _ in _SHAPES)


def _starts_word(text: str, at: int) -> bool:
    """No letter or digit before `at`: `xghp_…` is no token; an escaped `\\n` before one is a line break; after `_` a
    token starts a name's part (`calc_AKIA….py`, `KEY_ghp_…`): a file or a variable named with a secret."""
    return at == 0 or not text[at - 1].isalnum() or text[at - 2 : at] in ("\\n", "\\r", "\\t")


def _sub(text: str, rx: re.Pattern[str], placeholder: str, before: re.Pattern[str] | None) -> str:
    out: list[str] = []
    pos = 0
    for m in rx.finditer(text):
        start = m.start()
        if before is not None:
            lead = before.search(text, max(pos, start - 64), start)
            if lead is None:
                continue
            start = lead.start()
        if start < pos or not _starts_word(text, start):
            continue
        out += (text[pos:start], placeholder)
        pos = m.end()
    return "".join(out) + text[pos:] if out else text


def redact_shapes(text: str) -> str:
    """Replace every known token shape."""
    # every shape is 20 chars or more with no blank inside: the long words are all a rule must look at first
    long_words = "\n".join(word for word in text.split() if len(word) >= 20)
    for placeholder, rx, before in _COMPILED:
        if rx.search(long_words):
            text = _sub(text, rx, placeholder, before)
    return text
