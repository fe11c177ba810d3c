from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from core.api.fields import IdRelatedField
from core.api.serializers import ModelSerializer, StrictModelSerializer
from core.roles import Role
from organisation.models import Branch

from ..models import User


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

    def validate_password(self, value):
        try:
            validate_password(value)
        except DjangoValidationError as error:
            raise serializers.ValidationError(list(error.messages), code="password_invalid") from None
        return value

    def validate(self, attrs):
        if self.instance is None and not attrs.get("password"):
            raise serializers.ValidationError({"password": ["Dieses Feld ist erforderlich."]}, code="required")
        return attrs
