"""Who may call what. Branch reach is applied separately, by scoping querysets (organisation.selectors)."""

from rest_framework import permissions

from core.permissions import is_admin, is_staff

__all__ = ["IsAdmin", "IsStaff", "StaffReadAdminWrite", "StaffReadUpdateAdminCreateDelete", "is_admin", "is_staff"]


class IsStaff(permissions.BasePermission):
    """Logged in with ROLE_ADMIN or ROLE_EMPLOYEE (anonymous: 401, other users: 403)."""

    def has_permission(self, request, view):
        return is_staff(request.user)


class IsAdmin(permissions.BasePermission):
    def has_permission(self, request, view):
        return is_admin(request.user)


class StaffReadAdminWrite(permissions.BasePermission):
    def has_permission(self, request, view):
        if request.method in permissions.SAFE_METHODS:
            return is_staff(request.user)
        return is_admin(request.user)


class StaffReadUpdateAdminCreateDelete(permissions.BasePermission):
    """Staff may read and change what they reach; only admins create or delete."""

    def has_permission(self, request, view):
        if request.method in ("POST", "DELETE") and getattr(view, "action", None) in ("create", "destroy"):
            return is_admin(request.user)
        return is_staff(request.user)
