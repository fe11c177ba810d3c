from django.conf import settings
from rest_framework.throttling import SimpleRateThrottle


class UploadRateThrottle(SimpleRateThrottle):
    """At most UPLOADS_PER_MINUTE uploads per client address and minute (shared cache, so across processes)."""

    scope = "uploads"

    def get_rate(self):
        return f"{getattr(settings, 'UPLOADS_PER_MINUTE', 30)}/min"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}
