"""Image templates ('Bildvorlagen', spec backoffice §3): a size, a background and ordered layers (docs/imaging.md)."""

from django.db import models


class ImageFormat(models.TextChoices):
    PNG = "png", "PNG"
    JPEG = "jpeg", "JPEG"
    WEBP = "webp", "WebP"


class ImageTemplate(models.Model):
    identifier = models.SlugField("Kennung", max_length=100, unique=True)
    name = models.CharField("Name", max_length=200)
    width = models.PositiveIntegerField("Breite (px)", default=1080)
    height = models.PositiveIntegerField("Höhe (px)", default=1080)
    background = models.CharField("Hintergrundfarbe", max_length=7, default="#ffffff")
    format = models.CharField("Dateiformat", max_length=10, choices=ImageFormat.choices, default=ImageFormat.PNG)
    # bottom first; each layer's shape is checked by imaging.layers (docs/imaging.md 'The template')
    layers = models.JSONField("Ebenen", default=list, blank=True)
    created_at = models.DateTimeField("Erstellt", auto_now_add=True)
    updated_at = models.DateTimeField("Geändert", auto_now=True)

    class Meta:
        verbose_name = "Bildvorlage"
        verbose_name_plural = "Bildvorlagen"
        ordering = ["name", "id"]

    def __str__(self):
        return self.name
