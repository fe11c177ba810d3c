"""Shapes of customers (from orders; administrators may also write their contact), external users and leads."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.permissions import is_admin
from core.api.serializers import ModelSerializer, StrictModelSerializer, UTCDateTimeField
from ordering.models import Order
from organisation.api.fields import ReachableBranchField
from rules.phone import HINT, display_phone, stored_phone

from ..models import AnalyticsLead, Customer, ExternalUser

BRANCH_REQUIRED = "Bitte wählen Sie eine Filiale."
PHONE_EXAMPLE = "+43 1 2345678"


class CustomerSerializer(ModelSerializer):
    """A customer with the figures of the orders the caller reaches (total: gross, without canceled,
    rejected and failed orders)."""

    orders_count = serializers.IntegerField(read_only=True)
    total_gross = serializers.DecimalField(max_digits=14, decimal_places=2, read_only=True)
    last_order_at = UTCDateTimeField(read_only=True, allow_null=True)
    phone_display = serializers.SerializerMethodField(help_text="Die Nummer gegliedert, z. B. '+43 664 1234567'")

    class Meta:
        model = Customer
        fields = [
            "id",
            "name",
            "company_name",
            "email",
            "phone",
            "phone_display",
            "orders_count",
            "total_gross",
            "last_order_at",
        ]
        read_only_fields = fields

    def get_phone_display(self, customer) -> str:
        """The stored E.164 number as staff read it, as on the order ('+436641234567' → '+43 664 1234567')."""
        return display_phone(customer.phone)


class CustomerOrderSerializer(ModelSerializer):
    """An order in a customer's detail."""

    # empty only inside the transaction that places the order (drawn last): never in an answer
    ticket_number = serializers.IntegerField(read_only=True, label="Ticketnummer")
    branch_name = serializers.CharField(source="branch.name", read_only=True)
    status_label = serializers.CharField(read_only=True)
    items_count = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = [
            "id",
            "ticket_number",
            "created_at",
            "branch",
            "branch_name",
            "status",
            "status_label",
            "total_gross",
            "items_count",
        ]
        read_only_fields = fields

    def get_items_count(self, order) -> int:
        return len(order.items.all())


class CustomerDetailSerializer(CustomerSerializer):
    orders = serializers.SerializerMethodField()

    class Meta(CustomerSerializer.Meta):
        fields = [*CustomerSerializer.Meta.fields, "orders"]
        read_only_fields = fields

    @extend_schema_field(CustomerOrderSerializer(many=True))
    def get_orders(self, customer):
        return CustomerOrderSerializer(self.context["orders"], many=True).data


class ErasedSerializer(serializers.Serializer):
    erased_orders = serializers.IntegerField()


class _PhoneMixin:
    """A phone as the checkout takes it: international, or national in Austria ('0664 1234567'), stored in
    E.164 ('+436641234567') so that orders with that number find the record."""

    def validate_phone(self, value):
        number = stored_phone(value)
        if (value or "").strip() and not number.startswith("+"):
            raise serializers.ValidationError(HINT.format(phone=PHONE_EXAMPLE), code="phone")
        return number


CONTACT_REQUIRED = "Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an."
EMAIL_TAKEN = "Ein Kunde mit dieser E-Mail-Adresse existiert bereits."
PHONE_TAKEN = "Ein Kunde mit dieser Telefonnummer (ohne E-Mail-Adresse) existiert bereits."


class CustomerWriteSerializer(_PhoneMixin, StrictModelSerializer):
    """A customer written by an administrator: name, company and contact (e-mail in lower case, the phone
    normalised). E-mail or phone is its identity: later orders with that e-mail (else phone) join it."""

    class Meta:
        model = Customer
        fields = ["id", "name", "company_name", "email", "phone"]
        read_only_fields = ["id"]
        # the model's conditional unique constraints are checked in validate() with German texts
        validators = []

    def validate_email(self, value):
        return (value or "").strip().lower()

    def validate(self, attrs):
        email = attrs.get("email", getattr(self.instance, "email", ""))
        phone = attrs.get("phone", getattr(self.instance, "phone", ""))
        if not email and not phone:
            raise serializers.ValidationError({"email": [CONTACT_REQUIRED]}, code="contact_required")
        others = Customer.objects.exclude(pk=getattr(self.instance, "pk", None))
        if email and others.filter(email=email).exists():
            raise serializers.ValidationError({"email": [EMAIL_TAKEN]}, code="unique")
        if not email and others.filter(email="", phone=phone).exists():
            raise serializers.ValidationError({"phone": [PHONE_TAKEN]}, code="unique")
        return attrs


class _BranchReachMixin(_PhoneMixin):
    """Employees keep what they write in their branches; only administrators may leave the branch empty."""

    def validate_branch(self, value):
        request = self.context.get("request")
        if value is None and not is_admin(getattr(request, "user", None)):
            raise serializers.ValidationError(BRANCH_REQUIRED, code="branch_required")
        return value

    def _check_branch_given(self, attrs):
        request = self.context.get("request")
        if self.instance is None and "branch" not in attrs and not is_admin(getattr(request, "user", None)):
            raise serializers.ValidationError({"branch": [BRANCH_REQUIRED]}, code="branch_required")


class ExternalUserSerializer(_BranchReachMixin, StrictModelSerializer):
    """A person outside the staff (supplier, agency, partner); no branch: the whole business."""

    branch = ReachableBranchField(allow_null=True, required=False)

    class Meta:
        model = ExternalUser
        fields = [
            "id",
            "first_name",
            "last_name",
            "email",
            "phone",
            "company_name",
            "branch",
            "is_active",
            "comment",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    def validate(self, attrs):
        self._check_branch_given(attrs)
        return attrs


class AnalyticsLeadSerializer(_BranchReachMixin, StrictModelSerializer):
    """A lead with the proof of its consent: the text agreed to, its version, when, and the double opt-in."""

    branch = ReachableBranchField(allow_null=True, required=False)

    class Meta:
        model = AnalyticsLead
        fields = [
            "id",
            "email",
            "first_name",
            "last_name",
            "phone",
            "company_name",
            "source",
            "origin",
            "message",
            "branch",
            "consent_text",
            "consent_version",
            "consent_given_at",
            "consent_confirmed_at",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    def validate(self, attrs):
        self._check_branch_given(attrs)
        given = attrs.get("consent_given_at", getattr(self.instance, "consent_given_at", None))
        confirmed = attrs.get("consent_confirmed_at", getattr(self.instance, "consent_confirmed_at", None))
        if given and confirmed and confirmed < given:
            raise serializers.ValidationError(
                {"consent_confirmed_at": ["Die Bestätigung kann nicht vor der Einwilligung liegen."]}, code="invalid"
            )
        return attrs
