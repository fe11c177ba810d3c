"""Base viewset for the standard CRUD resources (GET list/{id}, POST, PUT {id}, DELETE {id}), each change audited."""

from rest_framework import viewsets

from audit.services import audited_create, audited_delete, audited_update


class AuditedModelViewSet(viewsets.ModelViewSet):
    http_method_names = ["get", "post", "put", "delete", "head", "options"]

    def update(self, request, *args, **kwargs):
        # PUT may carry only the changed fields; unknown fields are still refused.
        kwargs["partial"] = True
        return super().update(request, *args, **kwargs)

    def perform_create(self, serializer):
        audited_create(self.request.user, serializer.save)

    def perform_update(self, serializer):
        audited_update(self.request.user, serializer.instance, serializer.save)

    def perform_destroy(self, instance):
        audited_delete(self.request.user, instance)
