"""Role-based access control for the admin console."""

from rbac.check import can, permissions_of

__all__ = ["can", "permissions_of"]
