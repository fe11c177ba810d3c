"""POST /api/content-ai/generate/image (stored in the library with its alt text), the status, the AI switched off,
the per-person rate limit and the monthly cap (counted in the business time zone), all before the provider."""

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
import time_machine

from cms.models import Site
from contentai import selectors
from contentai.models import AiRequest
from core.models import Job
from media.models import Image
from media.tests.factories import png

VIENNA = ZoneInfo("Europe/Vienna")
IMAGE = {"prompt": "Marillenknödel auf einem Holzbrett, Sommerlicht", "alt": "Marillenknödel", "size": "1536x1024"}


def generate(client, **changes):
    return client.post("/api/content-ai/generate/image", {**IMAGE, **changes}, format="json")


def test_an_image_is_generated_and_stored_in_the_library_with_its_alt_text(
    admin_client, admin_user, fake_provider, run_jobs
):
    fake_provider.answer_image(png(96, 64))
    with run_jobs():
        response = generate(admin_client)
    assert response.status_code == 202
    job = Job.objects.get(pk=response.json()["data"]["id"])
    assert (job.status, job.error) == ("done", "")
    image = Image.objects.get(pk=job.result["image"])
    assert (image.alt, image.extension, image.width, image.height) == ("Marillenknödel", "png", 96, 64)
    _path, _headers, body = fake_provider.received[0]
    assert body == {
        "model": "test-image",
        "prompt": IMAGE["prompt"],
        "n": 1,
        "size": "1536x1024",
        "response_format": "b64_json",
    }
    row = AiRequest.objects.get()
    assert (row.kind, row.status, row.user, row.job_id) == ("image", "done", admin_user, job.pk)


def test_an_answer_that_is_no_image_fails_the_job_in_german_and_stores_nothing(admin_client, fake_provider, run_jobs):
    fake_provider.answer_image(b"<html>kein Bild</html>")
    fake_provider.images.append((200, {"data": [{"url": "https://example.com/bild.png"}]}))
    with run_jobs():
        refused = Job.objects.get(pk=generate(admin_client).json()["data"]["id"])
        missing = Job.objects.get(pk=generate(admin_client).json()["data"]["id"])
    refused.refresh_from_db()
    missing.refresh_from_db()
    assert refused.status == "failed"
    assert refused.error.startswith("Das erzeugte Bild konnte nicht in der Mediathek gespeichert werden (")
    assert (missing.status, missing.error) == ("failed", "Der KI-Dienst hat kein Bild geliefert.")
    assert not Image.objects.exists()


@pytest.mark.parametrize(("field", "value"), [("size", "1792x1024"), ("alt", ""), ("prompt", "")])
def test_the_image_input_is_checked(admin_client, fake_provider, field, value):
    response = generate(admin_client, **{field: value})
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == field
    assert not Job.objects.exists()


def test_employees_may_not_generate_images(employee_client, fake_provider):
    assert generate(employee_client).status_code == 403
    assert fake_provider.received == [] and not AiRequest.objects.exists()


def test_switched_off_every_endpoint_answers_in_german_and_the_status_says_so(admin_client, employee_client, settings):
    settings.AI_BASE_URL = ""
    site = Site.objects.create(path="x", name="X")
    assert employee_client.get("/api/content-ai/status").json()["data"] == {
        "enabled": False,
        "imageSizes": ["1024x1024", "1536x1024", "1024x1536"],
    }
    for response in (
        admin_client.post(f"/api/content-ai/generate/site/{site.pk}", {"brief": "Sommer"}, format="json"),
        generate(admin_client),
    ):
        assert response.status_code == 409
        assert response.json()["errors"] == [
            {"message": "Die KI-Funktionen sind nicht eingerichtet.", "code": "ai_disabled"}
        ]
    assert not Job.objects.exists() and not AiRequest.objects.exists()


def test_the_status_tells_staff_when_the_functions_are_on(employee_client, fake_provider):
    assert employee_client.get("/api/content-ai/status").json()["data"]["enabled"] is True


def test_a_person_is_limited_per_minute_before_the_provider_is_asked(
    admin_client, make_client, fake_provider, run_jobs, settings
):
    from accounts.tests.factories import AdminFactory

    settings.AI_REQUESTS_PER_MINUTE = 2
    for _ in range(2):
        fake_provider.answer_image()
    with run_jobs():
        assert generate(admin_client).status_code == 202
        assert generate(admin_client).status_code == 202
    refused = generate(admin_client)
    assert refused.status_code == 429
    assert refused.json()["errors"][0] == {
        "message": "Zu viele KI-Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
        "code": "ai_rate_limited",
    }
    assert 1 <= int(refused["Retry-After"]) <= 60
    assert len(fake_provider.received) == 2 and AiRequest.objects.count() == 2
    # another administrator still has their own minute
    fake_provider.answer_image()
    with run_jobs():
        assert generate(make_client(AdminFactory())).status_code == 202


def test_the_monthly_cap_counts_the_logged_requests_of_the_calendar_month_in_vienna(
    admin_client, admin_user, fake_provider, settings
):
    settings.AI_MONTHLY_LIMIT = 2
    # 30 November 23:30 UTC is already 1 December in Vienna: a row of the next month
    last_month = datetime(2026, 10, 31, 22, 59, tzinfo=ZoneInfo("UTC"))  # 23:59 on 31 October in Vienna
    AiRequest.objects.create(user=admin_user, kind="site", prompt="alt", created_at=last_month)
    AiRequest.objects.create(
        user=admin_user, kind="site", prompt="Nov", created_at=datetime(2026, 11, 1, 0, 0, tzinfo=VIENNA)
    )
    assert selectors.used_this_month() == 1
    with time_machine.travel(datetime(2026, 11, 30, 23, 30, tzinfo=ZoneInfo("UTC")), tick=False):
        assert selectors.used_this_month() == 0
    AiRequest.objects.create(user=admin_user, kind="image", prompt="Nov 2")
    refused = generate(admin_client)
    assert refused.status_code == 429
    assert refused.json()["errors"][0] == {
        "message": "Das monatliche Kontingent von 2 KI-Anfragen ist aufgebraucht. "
        "Im nächsten Monat stehen wieder Anfragen zur Verfügung.",
        "code": "ai_monthly_cap",
    }
    assert fake_provider.received == [] and not Job.objects.exists()
    settings.AI_MONTHLY_LIMIT = 0  # off
    assert generate(admin_client).status_code == 202


def test_a_canceled_job_leaves_its_log_row_canceled(admin_client, fake_provider, run_jobs):
    fake_provider.answer_image()
    job_id = generate(admin_client).json()["data"]["id"]  # not yet committed: still waiting
    assert admin_client.post(f"/api/jobs/{job_id}/cancel").json()["data"]["status"] == "canceled"
    from contentai import tasks

    tasks.generate_image(job_id)
    assert AiRequest.objects.get().status == "canceled" and fake_provider.received == []
