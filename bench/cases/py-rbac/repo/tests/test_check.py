import unittest

from rbac import can, permissions_of
from rbac.check import UnknownRole


class PermissionTest(unittest.TestCase):
    def test_guest_reads_pages_only(self):
        self.assertEqual(permissions_of("guest"), {"page:read"})

    def test_write_implies_read(self):
        self.assertTrue(can("editor", "page:read"))

    def test_unknown_role(self):
        with self.assertRaises(UnknownRole):
            permissions_of("root")


class HierarchyTest(unittest.TestCase):
    def test_each_role_has_everything_its_parents_have(self):
        chain = ["guest", "viewer", "editor", "admin"]
        for lower, higher in zip(chain, chain[1:]):
            with self.subTest(lower=lower, higher=higher):
                self.assertLessEqual(permissions_of(lower), permissions_of(higher))

    def test_admin_can_do_everything(self):
        for permission in ("page:read", "report:read", "user:read", "report:write", "settings:write"):
            with self.subTest(permission=permission):
                self.assertTrue(can("admin", permission))

    def test_editor_sees_users(self):
        self.assertTrue(can("editor", "user:read"))
