"""Role strings carried in a user's roles list (spec backoffice §6)."""

from django.db import models


class Role(models.TextChoices):
    # full access to every area and branch
    ADMIN = "ROLE_ADMIN", "Administrator"
    # staff member; reaches the branches they are a member of
    EMPLOYEE = "ROLE_EMPLOYEE", "Mitarbeiter"


STAFF_ROLES = frozenset({Role.ADMIN, Role.EMPLOYEE})
