"""Customers (built from orders), external users and analytics leads.

A customer is who placed orders, identified by the e-mail address (lower case) or, for orders without
one, by the normalised phone number (rules.phone). The orders stay ordering's; CustomerOrder links
each order to its customer (kept by crm.services.customers after every order placed or edited).
"""

from django.db import models

from organisation.models import Branch


class Customer(models.Model):
    # lower case; empty for a customer known by phone only
    email = models.EmailField("E-Mail", blank=True)
    # normalised (rules.phone): digits and a leading +
    phone = models.CharField("Telefon", max_length=50, blank=True)
    # from the latest order
    name = models.CharField("Name", max_length=250, blank=True)
    company_name = models.CharField("Firma", max_length=200, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Kunde"
        verbose_name_plural = "Kunden"
        ordering = ["name", "id"]
        constraints = [
            models.UniqueConstraint(fields=["email"], condition=~models.Q(email=""), name="customer_unique_email"),
            models.UniqueConstraint(
                fields=["phone"], condition=models.Q(email=""), name="customer_unique_phone_without_email"
            ),
        ]
        indexes = [models.Index(fields=["phone"], name="customer_phone")]

    def __str__(self):
        return self.name or self.email or self.phone or f"Kunde {self.pk}"


class CustomerOrder(models.Model):
    """An order of a customer: one customer per order."""

    customer = models.ForeignKey(Customer, on_delete=models.CASCADE, related_name="links", verbose_name="Kunde")
    order = models.OneToOneField(
        "ordering.Order", on_delete=models.CASCADE, related_name="customer_link", verbose_name="Bestellung"
    )

    class Meta:
        verbose_name = "Bestellung eines Kunden"
        verbose_name_plural = "Bestellungen der Kunden"

    def __str__(self):
        return f"{self.customer_id}: {self.order_id}"


class ExternalUser(models.Model):
    """A person outside the staff the business works with (supplier, agency, partner), optionally of one branch."""

    first_name = models.CharField("Vorname", max_length=120)
    last_name = models.CharField("Nachname", max_length=120)
    email = models.EmailField(
        "E-Mail", unique=True, error_messages={"unique": "Diese E-Mail-Adresse wird bereits verwendet."}
    )
    phone = models.CharField("Telefon", max_length=50, blank=True)
    company_name = models.CharField("Firma", max_length=200, blank=True)
    # no branch: the whole business (only administrators see it)
    branch = models.ForeignKey(
        Branch, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name="Filiale"
    )
    is_active = models.BooleanField("Aktiv", default=True)
    comment = models.TextField("Kommentar", blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Externer Benutzer"
        verbose_name_plural = "Externe Benutzer"
        ordering = ["last_name", "first_name", "id"]

    def __str__(self):
        return f"{self.first_name} {self.last_name}".strip()


class LeadSource(models.TextChoices):
    FORM = "form", "Formular"
    NEWSLETTER = "newsletter", "Newsletter"
    QR_CODE = "qr-code", "QR-Code"
    MANUAL = "manual", "Manuell"


class AnalyticsLead(models.Model):
    """Someone who left their contact (a form, a newsletter opt-in) with the proof of their consent."""

    email = models.EmailField("E-Mail")
    first_name = models.CharField("Vorname", max_length=120, blank=True)
    last_name = models.CharField("Nachname", max_length=120, blank=True)
    phone = models.CharField("Telefon", max_length=50, blank=True)
    company_name = models.CharField("Firma", max_length=200, blank=True)
    source = models.CharField("Quelle", max_length=20, choices=LeadSource.choices, default=LeadSource.MANUAL)
    # where it came from: a form's or page's path, a QR code's path, a campaign
    origin = models.CharField("Herkunft", max_length=250, blank=True)
    message = models.TextField("Nachricht", blank=True)
    branch = models.ForeignKey(
        Branch, on_delete=models.PROTECT, null=True, blank=True, related_name="+", verbose_name="Filiale"
    )
    # consent proof: what the person agreed to, when, to which version of the text, and how it was confirmed
    consent_text = models.TextField("Einwilligungstext")
    consent_version = models.CharField("Version der Einwilligung", max_length=64, blank=True)
    consent_given_at = models.DateTimeField("Einwilligung erteilt am")
    # double opt-in (newsletter): when the link in the confirmation mail was opened
    consent_confirmed_at = models.DateTimeField("Einwilligung bestätigt am", null=True, blank=True)
    # salted hash of the client address (never stored in clear), like the consent records
    consent_ip_hash = models.CharField("Adresse (Hash)", max_length=64, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Lead"
        verbose_name_plural = "Leads"
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["email"], name="lead_email")]

    def __str__(self):
        name = f"{self.first_name} {self.last_name}".strip()
        return name or self.email
