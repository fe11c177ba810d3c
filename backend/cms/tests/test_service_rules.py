"""The website builder's services without HTTP: page paths, the redirect rules one by one, when a save
clears a draft, revisions and the staff preview."""

import pytest
from django.contrib.auth.models import AnonymousUser

from cms import registry, selectors, services
from cms.models import Redirect, Revision, Site

REDIRECT_PATH = "Bitte geben Sie einen Pfad an, der mit / beginnt (ohne Leerzeichen, ? und #)."
RESERVED = "Dieser Pfad gehört zur Anwendung und kann nicht weitergeleitet werden."
TARGET = "Bitte geben Sie als Ziel einen Pfad (/…) oder eine Adresse mit http:// oder https:// an."
TARGET_WILDCARD = "Ein * im Ziel ist nur am Ende und nur bei einem Pfad mit * erlaubt."


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Über uns", ("ueber-uns", None)),
        ("Geschichten/Apfelstrudel/", ("geschichten/apfelstrudel", None)),
        ("", ("", None)),
        ("x" * 250, ("x" * 200, None)),
        ("store/linz", ("store/linz", "Dieser Pfad ist für die Anwendung reserviert.")),
        ("API", ("api", "Dieser Pfad ist für die Anwendung reserviert.")),
        ("social-assets", ("social-assets", "Dieser Pfad ist für die Anwendung reserviert.")),
        ("stores", ("stores", None)),
    ],
)
def test_a_page_path_is_a_slug_outside_the_applications_segments(value, expected):
    assert services.site_path(value) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("  /alte-seite/  ", ("/alte-seite", None)),
        ("/", ("/", None)),
        ("/aktionen/*", ("/aktionen/*", None)),
        ("/apis", ("/apis", None)),
        ("//evil.example", ("//evil.example", REDIRECT_PATH)),
        ("/a b", ("/a b", REDIRECT_PATH)),
        ("/a#b", ("/a#b", REDIRECT_PATH)),
        ("/a\\b", ("/a\\b", REDIRECT_PATH)),
        ("", ("", REDIRECT_PATH)),
        ("/api*", ("/api*", RESERVED)),
        ("/media/bild.png", ("/media/bild.png", RESERVED)),
        ("/sitemap.xml", ("/sitemap.xml", RESERVED)),
    ],
)
def test_a_redirect_source(value, expected):
    assert services.clean_redirect_path(value) == expected


@pytest.mark.parametrize(
    ("value", "wildcard", "expected"),
    [
        (" /neu ", False, ("/neu", None)),
        ("https://example.com/neu?x=1#y", False, ("https://example.com/neu?x=1#y", None)),
        ("/neu/*", True, ("/neu/*", None)),
        ("/neu", True, ("/neu", None)),
        ("https://", False, ("https://", TARGET)),
        ("https://example.com/a b", False, ("https://example.com/a b", TARGET)),
        ("mailto:kueche@example.com", False, ("mailto:kueche@example.com", TARGET)),
        ("https://example.com/*", True, ("https://example.com/*", TARGET_WILDCARD)),
        ("/a*/b*", True, ("/a*/b*", TARGET_WILDCARD)),
    ],
)
def test_a_redirect_target(value, wildcard, expected):
    assert services.clean_redirect_target(value, wildcard) == expected


@pytest.fixture
def missing_paths(monkeypatch):
    """The storefront's route table as cms.registry lends it: here only /weihnachten has no page."""
    asked = []
    monkeypatch.setattr(registry, "_path_missing", [])

    def check(path):
        asked.append(path)
        return path == "/weihnachten"

    registry.on_path_missing(check)
    return asked


def test_a_target_without_a_page_warns_and_only_its_path_is_asked(missing_paths):
    warning = "Das Ziel /weihnachten?x=1#a gibt es nicht: Besucher landen dort auf der Seite „404 Not Found“."

    assert services.redirect_warnings("/weihnachten?x=1#a") == [warning]
    assert services.redirect_warnings("/ueber-uns") == []
    # external, wildcard and the server's own addresses are never asked
    for target in ("https://example.com/weihnachten", "/neu/*", "/api/sites", "/media/x.png"):
        assert services.redirect_warnings(target) == []
    assert missing_paths == ["/weihnachten", "/ueber-uns"]


def test_one_route_check_is_kept_and_none_means_not_known(monkeypatch):
    monkeypatch.setattr(registry, "_path_missing", [])
    assert registry.path_missing("/irgendwo") is False

    registry.on_path_missing(lambda path: True)
    registry.on_path_missing(lambda path: False)

    assert registry.path_missing("/irgendwo") is False


@pytest.mark.django_db
def test_what_a_redirect_from_a_path_would_take_over():
    Site.objects.create(path="geschichten/strudel", name="Strudel")

    assert services.redirect_takes_over("/geschichten/strudel") == "Seite „Strudel“"
    assert services.redirect_takes_over("/geschichten/*") == "Seite „Strudel“"
    assert services.redirect_takes_over("/geschichten") is None
    assert services.redirect_takes_over("/tags") == "Schlagwort-Seiten"
    assert services.redirect_takes_over("/aktionen/*") is None


@pytest.mark.django_db
def test_a_redirect_to_another_host_never_loops():
    assert services.redirect_conflicts("/a", "https://example.com/a", None) == []


def test_the_root_and_trailing_slashes_of_a_path():
    assert [selectors.normalize_path(path) for path in ("/", "/alt/", "/alt//", "///")] == ["/", "/alt", "/alt", "/"]


# --- drafts and revisions ---------------------------------------------------------------------------------
def site(**fields):
    return Site(path="ueber-uns", name="Über uns", title="Alt", content={"body": []}, **fields)


@pytest.mark.parametrize(
    ("draft", "saved", "clears"),
    [
        # no draft: clearing it changes nothing
        (None, ["title"], True),
        ({"title": "Neu"}, ["title"], True),
        ({"title": "Neu"}, ["isPublic"], False),
        ({"title": "Neu"}, ["is_public", "title"], True),
        # a draft that changes nothing is obsolete whatever is saved
        ({"title": "Alt", "content": {"body": []}}, ["is_public"], True),
        # a draft in an unknown shape goes with any save
        (["x"], ["is_public"], True),
    ],
)
def test_when_a_save_clears_the_draft(draft, saved, clears):
    assert services.save_clears_draft(site(draft=draft), saved) is clears


def test_rows_without_drafts_have_none_to_clear():
    assert services.save_clears_draft(Redirect(path="/a", target="/b"), ["target"]) is False


@pytest.mark.django_db
def test_a_save_without_changes_adds_no_revision_and_anonymous_saves_name_nobody():
    page = site()
    page.save()

    first = services.record_revision(AnonymousUser(), page)
    again = services.record_revision(AnonymousUser(), page)
    page.title = "Neu"
    third = services.record_revision(None, page)

    assert again is None
    assert (first.user, first.user_label, first.entity, first.data["title"]) == (None, "", "site", "Alt")
    assert third.data["title"] == "Neu"
    assert set(first.data) == {"id", "path", "name", "title", "description", "type", "is_public", "content"}
    assert Revision.objects.count() == 2


@pytest.mark.django_db
def test_the_preview_applies_only_the_fields_a_draft_may_change():
    page = site(draft={"title": "Entwurf", "path": "wir", "id": 99, "created_at": "x"})
    page.save()

    previewed = selectors.preview_site("wir")

    assert (previewed.pk, previewed.title, previewed.path, previewed.is_preview) == (page.pk, "Entwurf", "wir", True)
    assert selectors.preview_site("ueber-uns").title == "Entwurf"
    assert selectors.preview_site("nirgends") is None
    assert Site.objects.get().title == "Alt"
