from rest_framework import authentication, exceptions
from rest_framework.authentication import CSRFCheck


class SessionAuthentication(authentication.SessionAuthentication):
    """Django session login with CSRF checks, German CSRF error, and 401 for anonymous calls."""

    def authenticate_header(self, request):
        return 'Session realm="api"'

    def enforce_csrf(self, request):
        def dummy_get_response(request):  # pragma: no cover - never called by the check
            return None

        check = CSRFCheck(dummy_get_response)
        check.process_request(request)
        reason = check.process_view(request, None, (), {})
        if reason:
            raise exceptions.PermissionDenied("Ungültiges CSRF-Token.", code="csrf_failed")
