"""Staff time tracking: the people who clock in, their planned shifts (working schedules), what they
worked (working activities with pauses). The terminals they clock in at are devices of kind `terminal`
(devices.models.Device, since migration 0004).

Times are stored in UTC; days, weeks and months are evaluated in the business time zone
(settings.TIME_ZONE, Europe/Vienna). One open activity per person is a database rule
(partial unique index), so two taps on two terminals at the same moment start one activity.
"""

import secrets

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils import timezone

from organisation.models import Branch, Department


def new_terminal_key() -> str:
    """The key of a terminal before terminals became devices (named by migration 0001; devices.Device since 0004)."""
    return secrets.token_urlsafe(24)


def _local(moment) -> str:
    """'25.11.2026 08:00' in the business time zone (names in the audit log and lists; stored in UTC)."""
    return f"{timezone.localtime(moment):%d.%m.%Y %H:%M}" if moment else ""


class Person(models.Model):
    """Someone who tracks time: a staff user or an external user (no back office login), with a PIN."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="time_tracking",
        verbose_name="Benutzer",
    )
    external_user = models.OneToOneField(
        "crm.ExternalUser",
        on_delete=models.CASCADE,
        null=True,
        blank=True,
        related_name="time_tracking",
        verbose_name="Externer Benutzer",
    )
    # typed on the terminal together with the PIN (lower case)
    username = models.CharField(
        "Benutzername",
        max_length=60,
        unique=True,
        error_messages={"unique": "Dieser Benutzername wird bereits verwendet."},
    )
    # hashed like a password (django.contrib.auth.hashers); empty: no PIN set, the terminal refuses
    pin = models.CharField("PIN", max_length=200, blank=True)
    failed_pin_attempts = models.PositiveIntegerField("Fehlversuche", default=0)
    pin_locked_until = models.DateTimeField("PIN gesperrt bis", null=True, blank=True)
    # paid holiday per calendar year in working days (Austria: 5 weeks = 25 days Monday to Friday)
    holiday_entitlement_days = models.PositiveSmallIntegerField("Urlaubsanspruch (Tage)", default=25)
    # balances carry over from this day on (earlier entries are not counted)
    tracking_since = models.DateField("Zeiterfassung seit")
    is_active = models.BooleanField("Aktiv", default=True)
    # Arbeitszeitgesetz: up to 12 instead of 10 hours a day with an agreement (Betriebsvereinbarung)
    has_extended_hours_agreement = models.BooleanField("Vereinbarung bis 12 Stunden", default=False)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Person (Zeiterfassung)"
        verbose_name_plural = "Personen (Zeiterfassung)"
        ordering = ["username"]
        constraints = [
            models.CheckConstraint(
                condition=(Q(user__isnull=False, external_user__isnull=True))
                | (Q(user__isnull=True, external_user__isnull=False)),
                name="person_user_or_external_user",
            )
        ]

    def __str__(self):
        return self.full_name

    @property
    def full_name(self) -> str:
        who = self.user or self.external_user
        return str(who) if who else self.username

    def branch_ids(self) -> set[int]:
        """The branches the person works in (a user's branches, an external user's branch; none: all)."""
        if self.user_id:
            return set(self.user.branches.values_list("id", flat=True))
        if self.external_user and self.external_user.branch_id:
            return {self.external_user.branch_id}
        return set()

    def works_in(self, branch: Branch) -> bool:
        if self.user_id and self.user.is_admin:
            return True
        if self.external_user_id and self.external_user.branch_id is None:
            return True
        return branch.pk in self.branch_ids()


class ScheduleKind(models.TextChoices):
    SHIFT = "shift", "Schicht"
    HOLIDAY = "holiday", "Urlaub"


class WorkingSchedule(models.Model):
    """A planned shift (or planned holiday), optionally repeated weekly until a day, with exception days.

    Repetition keeps the wall-clock time in the business time zone (08:00–16:00 stays so across a
    daylight saving change). Repeated shifts skip the exception days and Austrian public holidays;
    a single (not repeated) shift on a public holiday is planned as entered.
    """

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="schedules", verbose_name="Person")
    branch = models.ForeignKey(Branch, on_delete=models.PROTECT, related_name="+", verbose_name="Filiale")
    department = models.ForeignKey(
        Department, on_delete=models.SET_NULL, null=True, blank=True, related_name="+", verbose_name="Abteilung"
    )
    kind = models.CharField("Art", max_length=10, choices=ScheduleKind.choices, default=ScheduleKind.SHIFT)
    start = models.DateTimeField("Beginn")
    end = models.DateTimeField("Ende")
    is_repeated_weekly = models.BooleanField("Wöchentlich wiederholen", default=False)
    # last day (business time zone) on which a repetition may start; null: no end
    repeat_until = models.DateField("Wiederholen bis", null=True, blank=True)
    # ["YYYY-MM-DD", ...]: days (business time zone) on which a repetition does not take place
    exceptions = models.JSONField("Ausnahmen", default=list, blank=True)
    note = models.TextField("Notiz", blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Planung"
        verbose_name_plural = "Planungen"
        ordering = ["start", "id"]
        indexes = [models.Index(fields=["person", "start"], name="schedule_person_start")]
        constraints = [models.CheckConstraint(condition=Q(end__gt=F("start")), name="schedule_end_after_start")]

    def __str__(self):
        return f"{self.person}: {_local(self.start)}"


class WorkingActivity(models.Model):
    """Worked time of a person at a branch; `end` is null while it runs (at most one such per person)."""

    # worked time is payroll data: a person with activities is not deleted (409), only set inactive
    person = models.ForeignKey(Person, on_delete=models.PROTECT, related_name="activities", verbose_name="Person")
    branch = models.ForeignKey(Branch, on_delete=models.PROTECT, related_name="+", verbose_name="Filiale")
    start = models.DateTimeField("Beginn")
    end = models.DateTimeField("Ende", null=True, blank=True)
    note = models.TextField("Notiz", blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        verbose_name="Erstellt von",
    )
    # how often an administrator corrected it (each correction is in the audit log with its reason)
    correction_count = models.PositiveIntegerField("Korrekturen", default=0)
    # terminal steps that reached the server later than they happened (the terminal's offline queue sent them
    # with their original time): payroll sees which times rest on the tablet's clock
    offline_step_count = models.PositiveIntegerField("Offline gestempelt", default=0)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    # the pauses are shown inline in audit log entries
    audit_related = ("pauses",)

    class Meta:
        verbose_name = "Aktivität"
        verbose_name_plural = "Aktivitäten"
        ordering = ["-start", "-id"]
        indexes = [models.Index(fields=["person", "start"], name="activity_person_start")]
        constraints = [
            models.UniqueConstraint(
                fields=["person"], condition=Q(end__isnull=True), name="activity_one_open_per_person"
            ),
            models.CheckConstraint(
                condition=Q(end__isnull=True) | Q(end__gte=F("start")), name="activity_end_after_start"
            ),
        ]

    def __str__(self):
        return f"{self.person}: {_local(self.start)}"

    @property
    def is_paused(self) -> bool:
        return any(pause.end is None for pause in self.pauses.all())


class WorkingActivityPause(models.Model):
    """A break within an activity; `end` is null while it lasts (at most one such per activity)."""

    activity = models.ForeignKey(WorkingActivity, on_delete=models.CASCADE, related_name="pauses")
    start = models.DateTimeField("Beginn")
    end = models.DateTimeField("Ende", null=True, blank=True)

    class Meta:
        verbose_name = "Pause"
        verbose_name_plural = "Pausen"
        ordering = ["start", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["activity"], condition=Q(end__isnull=True), name="pause_one_open_per_activity"
            ),
            models.CheckConstraint(
                condition=Q(end__isnull=True) | Q(end__gte=F("start")), name="pause_end_after_start"
            ),
        ]

    def __str__(self):
        return f"Pause {_local(self.start)}"


class LegalRules(models.Model):
    """The business's rules of the Arbeitszeitgesetz (one row, id 1; defaults: Austria's)."""

    break_after_minutes = models.PositiveIntegerField("Pause ab (Minuten Arbeit)", default=360)
    min_break_minutes = models.PositiveIntegerField("Mindestpause (Minuten)", default=30)
    max_daily_minutes = models.PositiveIntegerField("Höchstarbeitszeit pro Tag (Minuten)", default=600)
    max_daily_minutes_extended = models.PositiveIntegerField(
        "Höchstarbeitszeit mit Vereinbarung (Minuten)", default=720
    )
    min_rest_minutes = models.PositiveIntegerField("Mindestruhezeit (Minuten)", default=660)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Arbeitszeitregeln"
        verbose_name_plural = "Arbeitszeitregeln"

    def __str__(self):
        return "Arbeitszeitregeln"

    @classmethod
    def current(cls) -> "LegalRules":
        return cls.objects.get_or_create(pk=1)[0]


class MonthApproval(models.Model):
    """A person's approved month (first day of the month): its activities and schedules are locked."""

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="approvals", verbose_name="Person")
    month = models.DateField("Monat")
    approved_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+", verbose_name="Freigegeben von"
    )
    approved_at = models.DateTimeField("Freigegeben am", auto_now_add=True)

    class Meta:
        verbose_name = "Monatsfreigabe"
        verbose_name_plural = "Monatsfreigaben"
        ordering = ["person", "month"]
        constraints = [models.UniqueConstraint(fields=["person", "month"], name="approval_one_per_person_month")]

    def __str__(self):
        return f"{self.person}: {self.month:%m/%Y}"


class TerminalAction(models.Model):
    """A terminal step sent with a client key (the offline queue): the same key is applied once."""

    person = models.ForeignKey(Person, on_delete=models.CASCADE, related_name="+")
    client_key = models.CharField(max_length=64)
    step = models.CharField(max_length=10)
    activity = models.ForeignKey(WorkingActivity, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["person", "client_key"], name="terminal_action_once")]

    def __str__(self):
        return f"{self.step} {self.client_key}"
