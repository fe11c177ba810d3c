"""POST /api/content-ai/generate/site/{id}: a proposal per block from a fake OpenAI-compatible server over real HTTP,
checked by the website builder's own content checks; the page never changes."""

import json
import logging

import pytest

from cms.models import Site
from contentai.models import AiRequest
from core.models import Job

from .conftest import API_KEY

TOO_LONG_TITLE = "Ein viel zu langer Titel für eine Geschichte, der weit über fünfzig Zeichen hinausgeht"


@pytest.fixture
def site(db):
    return Site.objects.create(
        path="sommer",
        name="Sommerkarte",
        title="Sommer im Wirtshaus",
        content={
            "body": [
                {"type": "accordion", "items": [{"title": "Alt", "content": "<p>Alter Text</p>"}]},
                {"type": "spacer", "size": 2},
            ]
        },
    )


def start(client, site, brief="Zwei Zeilen: Sommerkarte mit Marillenknödeln.\nFreundlich und kurz."):
    return client.post(f"/api/content-ai/generate/site/{site.pk}", {"brief": brief}, format="json")


def job_of(response) -> Job:
    assert response.status_code == 202, response.content
    return Job.objects.get(pk=response.json()["data"]["id"])


def test_a_valid_answer_becomes_a_checked_proposal_per_block_and_the_page_stays(
    admin_client, site, fake_provider, run_jobs
):
    before = dict(site.content)
    fake_provider.answer_json(
        {
            "blocks": [
                {
                    "index": 0,
                    "type": "accordion",
                    "content": {"items": [{"title": "Marillenknödel", "content": "<p>Frisch <script>x</script></p>"}]},
                },
                {
                    "index": None,
                    "type": "leadArticlesOverview",
                    "content": {
                        "stories": [{"shortTitle": "Sommer", "title": "Unsere Sommerkarte", "introduction": "Leicht."}]
                    },
                },
            ]
        }
    )
    with run_jobs():
        job = job_of(start(admin_client, site))
    job.refresh_from_db()
    assert (job.status, job.done, job.total, job.error) == ("done", 3, 3, "")
    blocks = job.result["blocks"]
    assert [(b["index"], b["type"], b["label"], b["errors"]) for b in blocks] == [
        (0, "accordion", "Akkordeon", []),
        (2, "leadArticlesOverview", "Leitartikel", []),
    ]
    # cleaned as a manual save cleans it: the script is gone, defaults filled in
    assert blocks[0]["content"]["items"][0]["content"] == "<p>Frisch </p>"
    assert blocks[1]["content"]["stories"][0]["media"] == []
    site.refresh_from_db()
    assert site.content == before
    # the prompt followed the schema: the field's limits, hints and the field types' AI hints
    path, headers, body = fake_provider.received[0]
    assert path == "/v1/chat/completions"
    assert headers["Authorization"] == f"Bearer {API_KEY}"
    assert (body["model"], body["response_format"], body["max_tokens"]) == ("test-chat", {"type": "json_object"}, 2000)
    prompt = body["messages"][1]["content"]
    assert "Marillenknödeln" in prompt and '"maxLength":50' in prompt and "Etwa 20 bis 40 Zeichen" in prompt
    assert "Zeichenlimit (maxLength) einhalten" in prompt
    # the job's answer through the API is camelCased like the content of a site
    answer = admin_client.get(f"/api/jobs/{job.pk}").json()["data"]
    assert answer["result"]["blocks"][1]["content"]["stories"][0]["shortTitle"] == "Sommer"


def test_invalid_block_content_is_flagged_with_the_website_builders_german_message(
    admin_client, site, fake_provider, run_jobs
):
    fake_provider.answer_json(
        {
            "blocks": [
                {"index": None, "type": "leadArticlesOverview", "content": {"stories": [{"title": TOO_LONG_TITLE}]}},
                {"index": None, "type": "spacer", "content": {"size": 9}},
                {"index": None, "type": "marquee", "content": {}},
            ]
        }
    )
    with run_jobs():
        job = job_of(start(admin_client, site))
    job.refresh_from_db()
    assert job.status == "done"
    errors = [[(e["path"], e["message"]) for e in block["errors"]] for block in job.result["blocks"]]
    assert errors == [
        [("stories.0.title", "stories.0.title: Bitte geben Sie höchstens 50 Zeichen ein.")],
        [("size", "size: Bitte geben Sie eine Zahl bis 4 ein.")],
        [("", "Unbekannter Blocktyp „marquee“.")],
    ]
    # the proposal shows what the model wrote, so the editor sees why it is refused
    assert job.result["blocks"][0]["content"]["stories"][0]["title"] == TOO_LONG_TITLE


def test_a_storys_fields_are_proposed_apart_from_its_blocks(admin_client, fake_provider, run_jobs):
    story = Site.objects.create(path="strudel", name="Strudel", type="story")
    fake_provider.answer_json({"fields": {"shortTitle": "Strudel", "title": "Omas Apfelstrudel"}, "blocks": []})
    with run_jobs():
        job = job_of(start(admin_client, story))
    job.refresh_from_db()
    (fields,) = job.result["blocks"]
    assert (fields["index"], fields["type"], fields["label"], fields["errors"]) == (None, "page", "Seitenangaben", [])
    assert fields["content"]["title"] == "Omas Apfelstrudel"


@pytest.mark.parametrize(
    "content",
    [
        "Hier ist Ihr Entwurf: {nicht json",
        "[1, 2, 3]",
        json.dumps({"blocks": "keine Liste"}),
        json.dumps({"blocks": [{"index": -1, "type": "hr"}]}),
        json.dumps({"blocks": [{"type": "hr", "content": "Text"}]}),
        "[" * 100_000,
    ],
)
def test_malformed_model_output_fails_the_job_in_german_and_changes_nothing(
    admin_client, site, fake_provider, run_jobs, content
):
    before = dict(site.content)
    fake_provider.answer_chat(content)
    with run_jobs():
        job = job_of(start(admin_client, site))
    job.refresh_from_db()
    assert (job.status, job.error) == (
        "failed",
        "Die Antwort des KI-Dienstes konnte nicht gelesen werden. Es wurde nichts geändert.",
    )
    site.refresh_from_db()
    assert site.content == before
    assert AiRequest.objects.get().status == "failed"


def test_a_provider_that_answers_too_late_fails_the_job_in_german(
    admin_client, site, fake_provider, run_jobs, settings
):
    settings.AI_TIMEOUT = 0.3
    fake_provider.delay = 1.0
    fake_provider.answer_json({"blocks": []})
    with run_jobs():
        job = job_of(start(admin_client, site))
    job.refresh_from_db()
    assert (job.status, job.error) == (
        "failed",
        "Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.",
    )


@pytest.mark.parametrize(
    ("status", "message"),
    [
        (429, "Der KI-Dienst ist gerade ausgelastet (zu viele Anfragen). Bitte versuchen Sie es später erneut."),
        (503, "Der KI-Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut."),
        (401, "Der KI-Dienst hat die Anfrage abgelehnt (HTTP 401). Bitte prüfen Sie die Einstellungen."),
    ],
)
def test_provider_refusals_fail_the_job_in_german(admin_client, site, fake_provider, run_jobs, status, message):
    fake_provider.fail("chat", status)
    with run_jobs():
        job = job_of(start(admin_client, site))
    job.refresh_from_db()
    assert (job.status, job.error) == ("failed", message)
    row = AiRequest.objects.get()
    assert (row.status, row.error) == ("failed", message)


def test_the_request_is_logged_for_administrators_without_the_api_key(
    admin_client, employee_client, site, fake_provider, run_jobs, caplog
):
    fake_provider.answer_json({"blocks": [{"index": 1, "type": "spacer", "content": {"size": 3}}]})
    caplog.set_level(logging.DEBUG)
    with run_jobs():
        job_of(start(admin_client, site))
    fake_provider.fail("chat", 500)
    with run_jobs():
        job_of(start(admin_client, site))
    rows = admin_client.get("/api/content-ai/requests").json()["data"]
    assert [(r["kind"], r["status"], r["user"]) for r in rows] == [
        ("site", "failed", "admin@example.com"),
        ("site", "done", "admin@example.com"),
    ]
    done = rows[1]
    assert (done["promptTokens"], done["completionTokens"], done["model"]) == (321, 123, "test-chat")
    assert "Marillenknödeln" in done["prompt"] and '"size": 3' in done["answer"]
    for row in AiRequest.objects.values():
        assert API_KEY not in json.dumps(row, default=str)
    assert API_KEY not in caplog.text
    assert employee_client.get("/api/content-ai/requests").status_code == 403
    one = admin_client.get(f"/api/content-ai/requests/{done['id']}").json()["data"]
    assert one == done
    assert employee_client.get(f"/api/content-ai/requests/{done['id']}").status_code == 403
    assert admin_client.get("/api/content-ai/requests/999999999999999999").status_code == 404


def test_only_administrators_draft_and_only_existing_pages(employee_client, admin_client, site, fake_provider):
    refused = start(employee_client, site)
    assert refused.status_code == 403
    assert not Job.objects.exists() and not AiRequest.objects.exists()
    assert admin_client.post("/api/content-ai/generate/site/999999", {"brief": "x"}, format="json").status_code == 404
    assert fake_provider.received == []


@pytest.mark.parametrize("brief", ["", "   ", "x" * 1001])
def test_the_brief_is_checked(admin_client, site, fake_provider, brief):
    response = start(admin_client, site, brief)
    assert response.status_code == 400
    assert response.json()["errors"][0]["field"] == "brief"
    assert not Job.objects.exists()
