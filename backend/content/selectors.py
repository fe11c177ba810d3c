from .models import FormSubmission


def submissions():
    return FormSubmission.objects.all()
