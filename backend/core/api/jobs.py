"""GET /api/jobs/{id} and POST /api/jobs/{id}/cancel: a background job's progress, result and cancel (core.jobs).

A person sees their own jobs, an administrator every one; another's job answers 404.
"""

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from core import jobs
from core.api.permissions import IsStaff
from core.models import Job


class JobSerializer(serializers.ModelSerializer):
    status_label = serializers.CharField(source="get_status_display", read_only=True)

    class Meta:
        model = Job
        fields = [
            "id",
            "kind",
            "label",
            "status",
            "status_label",
            "total",
            "done",
            "result",
            "error",
            "cancel_requested",
            "created_at",
            "finished_at",
        ]
        read_only_fields = fields


class JobDetail(APIView):
    permission_classes = [IsStaff]

    @extend_schema(operation_id="jobs_retrieve", responses=JobSerializer)
    def get(self, request, pk: str):
        job = get_object_or_404(jobs.visible_to(request.user), pk=pk)
        return Response(JobSerializer(job).data)


class JobCancel(APIView):
    permission_classes = [IsStaff]

    @extend_schema(operation_id="jobs_cancel", request=None, responses=JobSerializer)
    def post(self, request, pk: str):
        job = get_object_or_404(jobs.visible_to(request.user), pk=pk)
        try:
            job = jobs.cancel(job)
        except jobs.JobFailed as failure:
            raise ValidationError({"status": [failure.message]}, code="finished") from failure
        return Response(JobSerializer(job).data)
