"""DeviceError (devices/errors.py) as the API answers it: on its field (400), else with its status, German text and
code in the error list."""

from rest_framework import serializers
from rest_framework.exceptions import APIException, ValidationError

from ..errors import DeviceError


class Refused(APIException):
    def __init__(self, error: DeviceError):
        super().__init__(detail=error.message, code=error.code)
        self.status_code = error.status


def refusal(error: DeviceError) -> APIException:
    if error.field:
        return ValidationError({error.field: [serializers.ErrorDetail(error.message, code=error.code)]})
    return Refused(error)


class DeviceErrorsMixin:
    def handle_exception(self, exc):
        if isinstance(exc, DeviceError):
            exc = refusal(exc)
        return super().handle_exception(exc)
