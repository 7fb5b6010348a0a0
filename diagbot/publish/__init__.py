"""Publishing a report: GitHub PR comment, job summary and annotations; GitLab MR note."""

from __future__ import annotations

from collections.abc import Mapping


def resolve_post(post: str, env: Mapping[str, str]) -> str:
    """--post auto: github inside GitHub Actions, gitlab inside GitLab CI, else nowhere."""
    if post != "auto":
        return post
    found = [name for var, name in (("GITHUB_ACTIONS", "github"), ("GITLAB_CI", "gitlab")) if env.get(var) == "true"]
    return found[0] if found else "none"
