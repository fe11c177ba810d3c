"""Base viewset for the standard CRUD resources (GET list/{id}, POST, PUT {id}, DELETE {id})."""

from rest_framework import viewsets

from core import crud


class AuditedModelViewSet(viewsets.ModelViewSet):
    http_method_names = ["get", "post", "put", "delete", "head", "options"]

    def update(self, request, *args, **kwargs):
        # PUT may carry only the changed fields; unknown fields are still refused.
        kwargs["partial"] = True
        return super().update(request, *args, **kwargs)

    def perform_create(self, serializer):
        crud.create(serializer, self.request.user)

    def perform_update(self, serializer):
        crud.update(serializer, self.request.user)

    def perform_destroy(self, instance):
        crud.delete(instance, self.request.user)
