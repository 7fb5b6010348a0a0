"""The docs' worked example: a reporting team's roles (copy and adapt for your deployment)."""

GRANTS = {
    "guest": {"page:read"},
    "viewer": {"report:read", "user:read"},
    "editor": {"report:write", "page:write"},
    "admin": {"user:write", "settings:write"},
}

PARENTS = {
    "guest": [],
    "viewer": ["guest"],
    "editor": ["viewer"],
    "admin": ["editor"],
}
