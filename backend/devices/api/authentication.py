"""How a device agent (a device page, the printer agent, a signage player) authenticates:
`Authorization: Device <secret>` (never in the URL, so no log holds it), looked up by the secret's sha256.

Refusals, in German: no such header 401 'Das Gerät hat sich nicht angemeldet.' (device_not_authenticated), an unknown
secret 401 'Unbekanntes Gerät. Bitte koppeln Sie das Gerät neu.' (device_unknown), a deactivated device 403 'Dieses
Gerät ist deaktiviert.' (device_inactive). A known secret is answered from the cache (devices/stamps.py), so a poll
authenticates without a database read.

Other areas' agent endpoints (signage's player) use `AgentMixin`; `request.auth` is then an `AgentDevice`
(`.id`, `.branch_id`, `.kind` from the cache, and `.device`, the row, read on first use by its id and secret's hash
together). Anything beyond answering "nothing new" reads `.device` first: only the row proves that the cached
identity still names this device (a database restored or rolled back is not heard of by the cache).
"""

from functools import cached_property

from django.contrib.auth.models import AnonymousUser
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication
from rest_framework.permissions import BasePermission

from .. import messages, selectors, stamps
from ..models import Device, secret_hash

KEYWORD = "Device"
AUTH_HEADER = 'Device realm="api"'


class AgentRefused(exceptions.APIException):
    """A refused agent call with its own German text (401 with WWW-Authenticate, or 403)."""

    def __init__(self, message: str, code: str, status: int):
        super().__init__(detail=message, code=code)
        self.status_code = status
        if status == 401:
            self.auth_header = AUTH_HEADER


class AgentDevice:
    """The calling device as its secret names it: no row read until `.device` is used."""

    def __init__(self, identity: stamps.Identity, hashed_secret: str):
        self.identity = identity
        self.hashed_secret = hashed_secret
        self.id = self.pk = identity.device_id
        self.branch_id = identity.branch_id
        self.kind = identity.kind

    @cached_property
    def device(self) -> Device:
        """The device's row, read by its id and its secret's hash together: an identity the cache kept past a change
        it did not hear of (a database restored or rolled back) never names another device."""
        device = (
            Device.objects.select_related("branch", "department")
            .filter(pk=self.id, secret_hash=self.hashed_secret)
            .first()
        )
        if device is None:
            stamps.forget_identity(self.hashed_secret)
            raise AgentRefused(messages.AGENT_UNKNOWN, "device_unknown", 401)
        if not device.is_active:
            stamps.forget_identity(self.hashed_secret)
            raise AgentRefused(messages.AGENT_INACTIVE, "device_inactive", 403)
        return device

    def __repr__(self):
        return f"<AgentDevice {self.id}>"


def agent_secret(request) -> str | None:
    """The secret of `Authorization: Device <secret>`, "" for a malformed one, None without such a header."""
    header = request.META.get("HTTP_AUTHORIZATION", "")
    parts = header.split()
    if not parts or parts[0].lower() != KEYWORD.lower():
        return None
    return parts[1] if len(parts) == 2 else ""


class DeviceAuthentication(BaseAuthentication):
    def authenticate(self, request):
        secret = agent_secret(request)
        if secret is None:
            return None
        identity = selectors.identity_for_secret(secret)
        if identity is None:
            raise AgentRefused(messages.AGENT_UNKNOWN, "device_unknown", 401)
        if not identity.is_active:
            raise AgentRefused(messages.AGENT_INACTIVE, "device_inactive", 403)
        return AnonymousUser(), AgentDevice(identity, secret_hash(secret))

    def authenticate_header(self, request):
        return AUTH_HEADER


class IsDevice(BasePermission):
    """Called by a paired, active device (DeviceAuthentication)."""

    def has_permission(self, request, view):
        return isinstance(request.auth, AgentDevice)


class AgentMixin:
    """An endpoint of device agents: device authentication only (no session, so no CSRF), German refusals."""

    authentication_classes = [DeviceAuthentication]
    permission_classes = [IsDevice]

    def permission_denied(self, request, message=None, code=None):
        if not isinstance(request.auth, AgentDevice):
            raise AgentRefused(messages.AGENT_NOT_AUTHENTICATED, "device_not_authenticated", 401)
        super().permission_denied(request, message, code)


class DeviceAuthenticationSchema(OpenApiAuthenticationExtension):
    target_class = DeviceAuthentication
    name = "deviceAuth"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": "`Device <secret>`: the secret handed out once when the device was paired",
        }
