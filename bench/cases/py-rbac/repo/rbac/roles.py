"""The roles, what each grants, and whom each inherits from."""

GRANTS = {
    "guest": {"page:read"},
    "viewer": {"report:read", "user:read"},
    "editor": {"report:write", "page:write"},
    "admin": {"user:write", "settings:write"},
}

# role -> the roles whose permissions it also has
PARENTS = {
    "guest": [],
    "viewer": ["guest"],
    "editor": ["guest"],
    "admin": ["editor"],
}
