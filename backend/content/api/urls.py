from django.urls import path
from rest_framework.routers import SimpleRouter

from . import views

router = SimpleRouter(trailing_slash=False)
router.register("form-submissions", views.FormSubmissionViewSet, basename="form-submission")

urlpatterns = [
    path("custom/form/<int:formId>", views.FormSubmitView.as_view(), name="content-form-submit"),
    path("custom/send-signature", views.SignatureMailView.as_view(), name="content-send-signature"),
    *router.urls,
]
