"""Resolving a role's permissions through its parents."""

from functools import cache

from rbac.roles import GRANTS, PARENTS


class UnknownRole(KeyError):
    """A role that is not defined."""


@cache
def permissions_of(role: str) -> frozenset[str]:
    """Everything the role may do, inherited permissions included."""
    if role not in GRANTS:
        raise UnknownRole(role)
    granted = set(GRANTS[role])
    for parent in PARENTS.get(role, []):
        granted |= permissions_of(parent)
    return frozenset(granted)


def can(role: str, permission: str) -> bool:
    """Whether the role has the permission; `x:write` implies `x:read`."""
    have = permissions_of(role)
    if permission in have:
        return True
    resource, _, action = permission.partition(":")
    return action == "read" and f"{resource}:write" in have
