from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from core.api.fields import IdRelatedField
from core.api.serializers import ModelSerializer, StrictModelSerializer
from core.roles import Role
from organisation.models import Branch

from ..models import User

PERSONAL_FIELDS = ("email", "first_name", "last_name")
CURRENT_PASSWORD_REQUIRED = "Bitte geben Sie Ihr aktuelles Passwort ein."
CURRENT_PASSWORD_WRONG = "Das aktuelle Passwort ist nicht richtig."


class BranchRefSerializer(ModelSerializer):
    class Meta:
        model = Branch
        fields = ["id", "name", "identifier"]


class CurrentUserSerializer(ModelSerializer):
    full_name = serializers.CharField(read_only=True)
    roles = serializers.ListField(child=serializers.CharField(), read_only=True)
    branches = BranchRefSerializer(many=True, read_only=True)

    class Meta:
        model = User
        fields = ["id", "email", "first_name", "last_name", "full_name", "roles", "branches"]
        read_only_fields = fields


class UserSerializer(StrictModelSerializer):
    """A member of staff as administrators manage them."""

    full_name = serializers.CharField(read_only=True)
    roles = serializers.ListField(child=serializers.ChoiceField(choices=Role.choices), allow_empty=True, required=False)
    branches = IdRelatedField(many=True, queryset=Branch.objects.all(), required=False)
    password = serializers.CharField(
        write_only=True, required=False, allow_blank=False, max_length=128, style={"input_type": "password"}
    )
    current_password = serializers.CharField(
        write_only=True,
        required=False,
        allow_blank=True,
        max_length=128,
        trim_whitespace=False,
        style={"input_type": "password"},
        help_text="Das eigene aktuelle Passwort: nötig, wenn man das eigene Passwort oder die eigene E-Mail-Adresse ändert",
    )

    class Meta:
        model = User
        fields = [
            "id",
            "email",
            "first_name",
            "last_name",
            "full_name",
            "roles",
            "branches",
            "is_active",
            "is_locked",
            "expires_at",
            "last_login",
            "password",
            "current_password",
        ]
        read_only_fields = ["id", "full_name", "last_login"]
        # uniqueness is checked case-insensitively, with the spec's message, in validate_email
        extra_kwargs = {"email": {"validators": []}}

    def validate_email(self, value):
        value = value.strip().lower()
        clash = User.objects.filter(email__iexact=value)
        if self.instance is not None:
            clash = clash.exclude(pk=self.instance.pk)
        if clash.exists():
            raise serializers.ValidationError("Diese E-Mail-Adresse wird bereits verwendet.", code="unique")
        return value

    def validate_roles(self, value):
        return sorted(set(value))

    def validate(self, attrs):
        password = attrs.get("password")
        if self.instance is None and not password:
            raise serializers.ValidationError({"password": ["Dieses Feld ist erforderlich."]}, code="required")
        self._check_current_password(attrs)
        attrs.pop("current_password", None)
        if password:
            # compared with the e-mail address and names as they will be after this change
            person = User(**{name: attrs.get(name, getattr(self.instance, name, "")) for name in PERSONAL_FIELDS})
            try:
                validate_password(password, user=person)
            except DjangoValidationError as error:
                raise serializers.ValidationError({"password": list(error.messages)}, code="password_invalid") from None
        return attrs

    def _check_current_password(self, attrs):
        """Changing one's own password or e-mail address needs the current password (a left-open session)."""
        request = self.context.get("request")
        if self.instance is None or request is None or request.user.pk != self.instance.pk:
            return
        changes_email = "email" in attrs and attrs["email"] != self.instance.email
        if not attrs.get("password") and not changes_email:
            return
        current = attrs.get("current_password") or ""
        if not current:
            raise serializers.ValidationError(
                {"current_password": [CURRENT_PASSWORD_REQUIRED]}, code="current_password_required"
            )
        if not self.instance.check_password(current):
            raise serializers.ValidationError({"current_password": [CURRENT_PASSWORD_WRONG]}, code="wrong_password")
