from django.db import models


class RateLimitCounter(models.Model):
    """Requests counted in the current window of one rate limit and client (core.ratelimit).

    The database store is the embedded default: every process sees the same counters. With
    REDIS_URL set the counters live in Redis instead and this table stays empty.
    """

    # sha256 of scope and identity: no e-mail address or IP address is stored in clear
    bucket = models.CharField("Zähler", max_length=64, primary_key=True)
    # start of the counted window, seconds since the epoch
    window_start = models.BigIntegerField("Fensterbeginn")
    count = models.PositiveIntegerField("Anzahl")

    class Meta:
        verbose_name = "Zähler der Anfragebegrenzung"
        verbose_name_plural = "Zähler der Anfragebegrenzung"
        indexes = [models.Index(fields=["window_start"], name="ratelimit_window_start")]

    def __str__(self):
        return f"{self.bucket}: {self.count}"
