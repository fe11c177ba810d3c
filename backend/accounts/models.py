from django.contrib.auth.models import AbstractBaseUser, BaseUserManager, PermissionsMixin
from django.db import models
from django.utils import timezone

from core.roles import STAFF_ROLES, Role


class UserManager(BaseUserManager):
    use_in_migrations = True

    def get_by_natural_key(self, username):
        return self.get(email__iexact=username)

    def create_user(self, email, password=None, **fields):
        user = self.model(email=self.normalize_email(email).lower(), **fields)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email, password=None, **fields):
        fields.setdefault("roles", [Role.ADMIN])
        fields.setdefault("is_superuser", True)
        return self.create_user(email, password, **fields)


class User(AbstractBaseUser, PermissionsMixin):
    """A member of staff. People log in with their e-mail address."""

    email = models.EmailField("E-Mail", unique=True)
    first_name = models.CharField("Vorname", max_length=150, blank=True)
    last_name = models.CharField("Nachname", max_length=150, blank=True)
    roles = models.JSONField("Rollen", default=list, blank=True)
    branches = models.ManyToManyField(
        "organisation.Branch", related_name="members", blank=True, verbose_name="Filialen"
    )
    # disabled: may not log in at all (Django's is_active)
    is_active = models.BooleanField("Aktiv", default=True)
    # locked by an administrator, e.g. after a security incident
    is_locked = models.BooleanField("Gesperrt", default=False)
    # the account stops working at this moment (temporary staff)
    expires_at = models.DateTimeField("Läuft ab am", null=True, blank=True)
    date_joined = models.DateTimeField("Erstellt am", default=timezone.now)

    objects = UserManager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS: list[str] = []

    class Meta:
        verbose_name = "Benutzer"
        verbose_name_plural = "Benutzer"
        ordering = ["email"]

    def __str__(self):
        return self.full_name

    @property
    def full_name(self) -> str:
        name = f"{self.first_name} {self.last_name}".strip()
        return name or self.email

    @property
    def is_admin(self) -> bool:
        return Role.ADMIN in self.roles

    @property
    def is_staff_member(self) -> bool:
        return bool(STAFF_ROLES.intersection(self.roles))

    @property
    def is_expired(self) -> bool:
        return self.expires_at is not None and self.expires_at <= timezone.now()

    def branch_ids(self) -> set[int]:
        """Ids of the branches this user reaches (cached per instance, i.e. per request)."""
        if not hasattr(self, "_branch_ids"):
            self._branch_ids = set(self.branches.values_list("id", flat=True))
        return self._branch_ids
