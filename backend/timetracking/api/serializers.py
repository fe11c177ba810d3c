"""Shapes of time tracking: people (with their PIN), terminals, activities, schedules, balances."""

import datetime
import re

from django.contrib.auth.hashers import make_password
from django.utils import timezone
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers
from rest_framework.validators import UniqueValidator

from accounts.models import User
from core.api.dates import BoundedDateField
from core.api.fields import IdRelatedField
from core.api.serializers import CompleteNestedMixin, ModelSerializer, StrictModelSerializer, UTCDateTimeField
from crm.models import ExternalUser
from devices.models import Device, DeviceKind, secret_hash
from devices.services.pairing import new_secret, unique_identifier
from organisation.api.fields import ReachableBranchField
from organisation.models import Department

from .. import calendar, messages, selectors
from ..models import Person, WorkingActivity, WorkingSchedule

PIN = re.compile(r"^[0-9]{4,8}$")
USERNAME = re.compile(r"^[a-z0-9._-]{1,60}$")
LONGEST_SCHEDULE = datetime.timedelta(days=14)


class ReachablePersonField(IdRelatedField):
    """A person the caller reaches (see selectors.people_for); others are reported as unknown."""

    def get_queryset(self):
        request = self.context.get("request")
        if request is None:
            return Person.objects.none()
        return selectors.people_for(request.user)


class PersonSerializer(StrictModelSerializer):
    """Someone who clocks in: a user or an external user, with a username and a PIN for the terminal."""

    user = IdRelatedField(
        queryset=User.objects.all(),
        allow_null=True,
        required=False,
        validators=[UniqueValidator(Person.objects.all(), messages.PERSON_EXISTS)],
    )
    external_user = IdRelatedField(
        queryset=ExternalUser.objects.all(),
        allow_null=True,
        required=False,
        validators=[UniqueValidator(Person.objects.all(), messages.PERSON_EXISTS)],
    )
    full_name = serializers.CharField(read_only=True)
    pin = serializers.CharField(write_only=True, required=False, max_length=8, help_text="4 bis 8 Ziffern")
    is_pin_set = serializers.SerializerMethodField()
    is_pin_locked = serializers.SerializerMethodField()
    tracking_since = BoundedDateField(required=False)

    class Meta:
        model = Person
        fields = [
            "id",
            "user",
            "external_user",
            "username",
            "full_name",
            "pin",
            "is_pin_set",
            "is_pin_locked",
            "pin_locked_until",
            "holiday_entitlement_days",
            "tracking_since",
            "is_active",
            "has_extended_hours_agreement",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["pin_locked_until", "created_at", "updated_at"]

    def get_is_pin_set(self, person) -> bool:
        return bool(person.pin)

    def get_is_pin_locked(self, person) -> bool:
        return bool(person.pin_locked_until and person.pin_locked_until > timezone.now())

    def validate_username(self, value):
        value = value.strip().lower()
        if not USERNAME.match(value):
            raise serializers.ValidationError(messages.USERNAME_FORMAT, code="username")
        return value

    def validate_pin(self, value):
        if not PIN.match(value):
            raise serializers.ValidationError(messages.PIN_FORMAT, code="pin")
        return make_password(value)

    def validate(self, attrs):
        user = attrs.get("user", getattr(self.instance, "user", None))
        external = attrs.get("external_user", getattr(self.instance, "external_user", None))
        if (user is None) == (external is None):
            raise serializers.ValidationError({"user": [messages.USER_OR_EXTERNAL_USER]}, code="person")
        if self.instance is None:
            attrs.setdefault("tracking_since", calendar.local_date(timezone.now()).replace(day=1))
        if "pin" in attrs:
            # a new PIN ends a lockout
            attrs["failed_pin_attempts"] = 0
            attrs["pin_locked_until"] = None
        return attrs


class TerminalSerializer(StrictModelSerializer):
    """A clock-in tablet: a device of kind terminal. Its key (the device's secret, stored as its sha256 only) and the
    address it makes are in the answer that made the key only (the creation, regenerate-key), else null."""

    branch = ReachableBranchField()
    api_key = serializers.SerializerMethodField(
        help_text="Schlüssel des Terminals (nur in der Antwort, die ihn erzeugt)"
    )
    url = serializers.SerializerMethodField(help_text="API-Basis des Terminals (nur mit dem Schlüssel)")

    class Meta:
        model = Device
        fields = ["id", "branch", "name", "identifier", "api_key", "url", "is_active", "last_seen_at", "created_at"]
        read_only_fields = ["identifier", "last_seen_at", "created_at"]

    def get_api_key(self, terminal) -> str | None:
        return getattr(terminal, "new_key", None)

    def get_url(self, terminal) -> str | None:
        key = getattr(terminal, "new_key", None)
        return f"/api/time-tracking/{terminal.branch.identifier}/{key}" if key else None

    def create(self, validated_data):
        key = new_secret()
        terminal = Device.objects.create(
            **validated_data,
            kind=DeviceKind.TERMINAL,
            identifier=unique_identifier(validated_data["branch"], validated_data["name"]),
            secret_hash=secret_hash(key),
            paired_at=timezone.now(),
        )
        terminal.new_key = key
        return terminal


class PauseSerializer(CompleteNestedMixin, serializers.Serializer):
    """A pause; always validated whole (a PUT is partial, a pause in it is not)."""

    start = UTCDateTimeField()
    end = UTCDateTimeField(allow_null=True, required=False, default=None)


def worked_minutes(activity: WorkingActivity) -> int:
    seconds = sum((end - start).total_seconds() for start, end in selectors.worked_intervals(activity, timezone.now()))
    return int(seconds // 60)


class WorkingActivitySerializer(StrictModelSerializer):
    """Worked time of a person at a branch; `end` null while it runs. A change needs a `reason`."""

    person = ReachablePersonField()
    person_name = serializers.CharField(source="person.full_name", read_only=True)
    branch = ReachableBranchField()
    pauses = PauseSerializer(many=True, required=False)
    is_paused = serializers.SerializerMethodField()
    worked_minutes = serializers.SerializerMethodField(help_text="Gearbeitete Minuten ohne Pausen (laufend: bis jetzt)")
    reason = serializers.CharField(
        write_only=True,
        required=False,
        allow_blank=True,
        max_length=500,
        help_text="Grund der Korrektur (bei Änderungen Pflicht)",
    )

    class Meta:
        model = WorkingActivity
        fields = [
            "id",
            "person",
            "person_name",
            "branch",
            "start",
            "end",
            "pauses",
            "is_paused",
            "worked_minutes",
            "note",
            "reason",
            "correction_count",
            "offline_step_count",
            "created_by",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["correction_count", "offline_step_count", "created_by", "created_at", "updated_at"]

    def get_is_paused(self, activity) -> bool:
        return activity.end is None and any(pause.end is None for pause in activity.pauses.all())

    def get_worked_minutes(self, activity) -> int:
        return worked_minutes(activity)

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["pauses"] = PauseSerializer(instance.pauses.all(), many=True).data
        return data

    def validate(self, attrs):
        current = self.instance
        person = attrs.get("person", getattr(current, "person", None))
        branch = attrs.get("branch", getattr(current, "branch", None))
        start = attrs.get("start", getattr(current, "start", None))
        end = attrs["end"] if "end" in attrs else getattr(current, "end", None)
        errors: dict[str, list] = {}
        if current is not None and not (attrs.get("reason") or "").strip():
            errors["reason"] = [messages.REASON_REQUIRED]
        if person is not None and branch is not None and not person.works_in(branch):
            errors["person"] = [messages.PERSON_NOT_IN_BRANCH]
        if start is not None and end is not None and end <= start:
            errors["end"] = [messages.END_BEFORE_START]
        elif person is not None and start is not None:
            others = WorkingActivity.objects.filter(person=person).exclude(pk=getattr(current, "pk", None))
            overlapping = others.filter(end__gt=start) | others.filter(end__isnull=True)
            if end is not None:
                overlapping = overlapping.filter(start__lt=end)
            if overlapping.exists():
                errors["start"] = [messages.OVERLAPS]
        if "pauses" in attrs and start is not None:
            errors.update(self._pause_errors(attrs["pauses"], start, end))
        if errors:
            raise serializers.ValidationError(errors)
        return attrs

    def _pause_errors(self, pauses: list[dict], start, end) -> dict:
        errors = {}
        ordered = sorted(enumerate(pauses), key=lambda item: item[1]["start"])
        previous_end = None
        for position, (index, pause) in enumerate(ordered):
            pause_end = pause.get("end")
            if pause["start"] < start or (end is not None and pause["start"] > end):
                errors[f"pauses.{index}.start"] = [messages.PAUSE_OUTSIDE]
            elif pause_end is None and (end is not None or position != len(ordered) - 1):
                errors[f"pauses.{index}.end"] = [messages.OPEN_PAUSE_NEEDS_OPEN_ACTIVITY]
            elif pause_end is not None and (pause_end < pause["start"] or (end is not None and pause_end > end)):
                errors[f"pauses.{index}.end"] = [messages.PAUSE_OUTSIDE]
            elif previous_end is not None and pause["start"] < previous_end:
                errors[f"pauses.{index}.start"] = [messages.PAUSES_OVERLAP]
            previous_end = pause_end or previous_end
        return errors


class WorkingScheduleSerializer(StrictModelSerializer):
    """A planned shift (kind `shift`) or planned holiday (kind `holiday`), optionally repeated weekly."""

    person = ReachablePersonField()
    person_name = serializers.CharField(source="person.full_name", read_only=True)
    branch = ReachableBranchField()
    department = IdRelatedField(queryset=Department.objects.all(), allow_null=True, required=False)
    exceptions = serializers.ListField(child=BoundedDateField(), required=False, max_length=366)
    repeat_until = BoundedDateField(required=False, allow_null=True)

    class Meta:
        model = WorkingSchedule
        fields = [
            "id",
            "person",
            "person_name",
            "branch",
            "department",
            "kind",
            "start",
            "end",
            "is_repeated_weekly",
            "repeat_until",
            "exceptions",
            "note",
            "created_at",
            "updated_at",
        ]
        read_only_fields = ["created_at", "updated_at"]

    def validate(self, attrs):
        current = self.instance

        def value(name):
            return attrs[name] if name in attrs else getattr(current, name, None)

        person, branch, department = value("person"), value("branch"), value("department")
        start, end = value("start"), value("end")
        errors: dict[str, list] = {}
        if person is not None and branch is not None and not person.works_in(branch):
            errors["person"] = [messages.PERSON_NOT_IN_BRANCH]
        if department is not None and branch is not None and department.branch_id != branch.pk:
            errors["department"] = [messages.DEPARTMENT_OF_OTHER_BRANCH]
        if start is not None and end is not None:
            if end <= start:
                errors["end"] = [messages.END_BEFORE_START]
            elif end - start > LONGEST_SCHEDULE:
                errors["end"] = [messages.SHIFT_TOO_LONG]
        repeat_until = value("repeat_until")
        if repeat_until is not None:
            if not value("is_repeated_weekly"):
                errors["repeatUntil"] = [messages.REPEAT_UNTIL_WITHOUT_REPETITION]
            elif start is not None and repeat_until < calendar.local_date(start):
                errors["repeatUntil"] = [messages.REPEAT_UNTIL_BEFORE_START]
        if errors:
            raise serializers.ValidationError(errors)
        if "exceptions" in attrs:
            attrs["exceptions"] = sorted({day.isoformat() for day in attrs["exceptions"]})
        return attrs


# --- the terminal --------------------------------------------------------------------------------------


class TerminalBranchSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    identifier = serializers.CharField()
    name = serializers.CharField()


class TerminalPersonSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    full_name = serializers.CharField()


class TerminalActivitySerializer(ModelSerializer):
    """An activity as the terminal shows it."""

    pauses = serializers.SerializerMethodField()
    is_paused = serializers.SerializerMethodField()
    worked_minutes = serializers.SerializerMethodField()

    class Meta:
        model = WorkingActivity
        fields = ["id", "branch", "start", "end", "pauses", "is_paused", "worked_minutes"]
        read_only_fields = fields

    @extend_schema_field(PauseSerializer(many=True))
    def get_pauses(self, activity):
        return PauseSerializer(activity.pauses.all(), many=True).data

    def get_is_paused(self, activity) -> bool:
        return activity.end is None and any(pause.end is None for pause in activity.pauses.all())

    def get_worked_minutes(self, activity) -> int:
        return worked_minutes(activity)


class TerminalStepSerializer(TerminalActivitySerializer):
    """The activity after a step, with the legal warnings of the working days from its start to today."""

    warnings = serializers.SerializerMethodField(help_text="Hinweise (Arbeitszeitgesetz)")

    class Meta(TerminalActivitySerializer.Meta):
        fields = [*TerminalActivitySerializer.Meta.fields, "warnings"]
        read_only_fields = fields

    def get_warnings(self, activity) -> list[str]:
        return list(self.context.get("warnings", []))


class TerminalMeSerializer(serializers.Serializer):
    person = TerminalPersonSerializer()
    branch = TerminalBranchSerializer()
    current_working_activity = TerminalActivitySerializer(allow_null=True)
    session_token = serializers.CharField(help_text="Statt der PIN als X-Session-Token (kurzlebig)")


class TerminalPresenceSerializer(serializers.Serializer):
    """Wer ist da: in (eingestempelt), paused (in Pause), out (nicht da)."""

    id = serializers.IntegerField()
    full_name = serializers.CharField()
    username = serializers.CharField(
        help_text="Ein Tippen auf den Namen trägt ihn zur Anmeldung ein (PIN bleibt geheim)"
    )
    state = serializers.ChoiceField(choices=["in", "paused", "out"])
    since = UTCDateTimeField(allow_null=True)


class ShiftSerializer(serializers.Serializer):
    """One shift of a schedule (a repeated schedule gives one per week)."""

    schedule = serializers.IntegerField(help_text="ID der Planung")
    kind = serializers.CharField()
    start = UTCDateTimeField()
    end = UTCDateTimeField()
    branch = serializers.IntegerField()
    department = serializers.IntegerField(allow_null=True)


# --- balances ------------------------------------------------------------------------------------------


class DayBalanceSerializer(serializers.Serializer):
    date = serializers.DateField()
    public_holiday = serializers.CharField(allow_null=True, help_text="Name des Feiertags")
    planned_minutes = serializers.IntegerField()
    worked_minutes = serializers.IntegerField()
    balance_minutes = serializers.IntegerField(
        help_text="gearbeitet − geplant; das Geplante eines Tages nach heute ist noch nicht fällig (0)"
    )


# "from" is a Python keyword: the class is built with type()
WeekBalanceSerializer = type(
    "WeekBalanceSerializer",
    (serializers.Serializer,),
    {
        "__doc__": "Sums of one ISO week, its days limited to the month.",
        "week": serializers.CharField(help_text="ISO-Woche, z. B. 2026-W44"),
        "from": serializers.DateField(),
        "to": serializers.DateField(),
        "planned_minutes": serializers.IntegerField(),
        "worked_minutes": serializers.IntegerField(),
        "balance_minutes": serializers.IntegerField(),
    },
)


class BalancePersonSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    full_name = serializers.CharField()


class MonthBalanceSerializer(serializers.Serializer):
    person = BalancePersonSerializer()
    month = serializers.CharField(help_text="JJJJ-MM")
    carried_over_minutes = serializers.IntegerField(help_text="Saldo der Vormonate")
    planned_minutes = serializers.IntegerField(help_text="geplant im ganzen Monat")
    planned_minutes_until_now = serializers.IntegerField(help_text="geplant bis einschließlich heute")
    worked_minutes = serializers.IntegerField()
    balance_minutes = serializers.IntegerField(help_text="gearbeitet − geplant bis einschließlich heute")
    closing_balance_minutes = serializers.IntegerField(help_text="Übertrag + Saldo des Monats")
    days = DayBalanceSerializer(many=True)
    weeks = WeekBalanceSerializer(many=True)


class PublicHolidaySerializer(serializers.Serializer):
    date = serializers.DateField()
    name = serializers.CharField()


class HolidayBalanceSerializer(serializers.Serializer):
    person = BalancePersonSerializer()
    year = serializers.IntegerField()
    entitlement_days = serializers.IntegerField()
    taken_days = serializers.IntegerField()
    planned_days = serializers.IntegerField()
    remaining_days = serializers.IntegerField()
    holiday_dates = serializers.ListField(child=serializers.DateField())
    public_holidays = PublicHolidaySerializer(many=True)


class MonthQuerySerializer(serializers.Serializer):
    person = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)
    user = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)
    month = serializers.RegexField(
        r"^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$", required=False, error_messages={"invalid": messages.MONTH_FORMAT}
    )


class YearQuerySerializer(serializers.Serializer):
    person = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)
    user = serializers.IntegerField(min_value=1, max_value=2**63 - 1, required=False)
    year = serializers.IntegerField(
        min_value=2000,
        max_value=2100,
        required=False,
        error_messages={
            "invalid": messages.YEAR_FORMAT,
            "min_value": messages.YEAR_FORMAT,
            "max_value": messages.YEAR_FORMAT,
        },
    )
