import pytest
from django.test import Client

from organisation.tests.factories import BranchFactory, ConfigFactory

from .html import head


@pytest.mark.parametrize(
    ("path", "status", "title", "description"),
    [
        ("/", 200, "Kornfeld – Bäckerei &amp; Wirtshaus", "Frisches Brot"),
        ("/store/linz", 200, "Kornfeld Linz - Kornfeld – Bäckerei &amp; Wirtshaus", "Gebäck ab 6 Uhr"),
        (
            "/store/linz/checkout",
            200,
            "Bestellvorgang - Kornfeld Linz - Kornfeld – Bäckerei &amp; Wirtshaus",
            "Gebäck ab 6 Uhr",
        ),
        ("/status/abc/def", 200, "Bestellstatus - Kornfeld – Bäckerei &amp; Wirtshaus", "Frisches Brot"),
        ("/site/imprint", 200, "Impressum - Kornfeld – Bäckerei &amp; Wirtshaus", "Frisches Brot"),
        ("/site/privacy", 404, "404 Not Found - Kornfeld – Bäckerei &amp; Wirtshaus", "Frisches Brot"),
        ("/gibt/es/nicht", 404, "404 Not Found - Kornfeld – Bäckerei &amp; Wirtshaus", "Frisches Brot"),
        ("/store/unbekannt", 404, "404 Not Found - Kornfeld – Bäckerei &amp; Wirtshaus", "Frisches Brot"),
    ],
)
def test_route_meta_is_injected(frontend, shop, path, status, title, description):
    # when
    response = Client().get(path)

    # then
    assert response.status_code == status
    tags = head(response)
    assert f"<title>{title}</title>" in tags
    assert f'<meta name="description" content="{description}">' in tags
    assert f'<link rel="canonical" href="https://shop.example.com{path}">' in tags
    assert f'<meta property="og:title" content="{title}">' in tags
    assert f'<meta property="og:description" content="{description}">' in tags
    assert f'<meta property="og:url" content="https://shop.example.com{path}">' in tags
    assert f'<meta name="twitter:title" content="{title}">' in tags
    assert f'<meta name="twitter:description" content="{description}">' in tags
    assert "<!--app-head-->" not in response.content.decode()


@pytest.mark.parametrize(
    ("fields", "title"),
    [
        ({"seo_title": "SEO", "title": "Titel", "shop_name": "Shop"}, "SEO"),
        ({"seo_title": "", "title": "Titel", "shop_name": "Shop"}, "Titel"),
        ({"seo_title": "", "title": "", "shop_name": "Shop"}, "Shop"),
    ],
)
def test_title_falls_back_from_seo_title_to_title_to_shop_name(frontend, db, fields, title):
    # given
    ConfigFactory(**fields)

    # when
    response = Client().get("/")

    # then
    assert f"<title>{title}</title>" in head(response)


def test_seo_description_and_social_overrides(frontend, db):
    # given
    ConfigFactory(
        shop_name="Kornfeld",
        seo_description="Für Suchmaschinen",
        og_title="OG-Titel",
        og_image="https://cdn.example.com/og.png",
        twitter_title="Tweet-Titel",
        twitter_url="https://x.example.com/kornfeld",
    )

    # when
    tags = head(Client().get("/"))

    # then
    assert '<meta name="description" content="Für Suchmaschinen">' in tags
    assert '<meta property="og:title" content="OG-Titel">' in tags
    assert '<meta property="og:image" content="https://cdn.example.com/og.png">' in tags
    assert '<meta name="twitter:title" content="Tweet-Titel">' in tags
    assert '<meta name="twitter:image" content="https://cdn.example.com/og.png">' in tags
    assert '<meta name="twitter:url" content="https://x.example.com/kornfeld">' in tags


def test_storefront_not_built_answers_503(settings, tmp_path, db):
    # given
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"

    # when
    response = Client().get("/")

    # then
    assert response.status_code == 503
    assert "Die Oberfläche ist noch nicht gebaut." in response.content.decode()


def test_backoffice_is_served_to_staff(frontend, employee_user):
    # given
    client = Client()
    client.force_login(employee_user, backend="accounts.backends.EmailBackend")

    # when
    response = client.get("/backend")

    # then
    assert response.status_code == 200
    assert response.content.decode() == "<!doctype html><title>Backoffice</title>"


def test_backoffice_redirects_users_without_role(frontend, roleless_user):
    # given
    client = Client()
    client.force_login(roleless_user, backend="accounts.backends.EmailBackend")

    # when
    response = client.get("/backend")

    # then
    assert response.status_code == 302
    assert response["Location"] == "/backend/login?next=/backend"


def test_meta_escapes_branch_names(frontend, shop):
    # given
    BranchFactory(name='<script>alert("x")</script>', identifier="boese")

    # when
    tags = head(Client().get("/store/boese"))

    # then
    assert '<script>alert("x")' not in tags
    assert "&lt;script&gt;" in tags


def test_storefront_only_answers_get(frontend, shop):
    # when
    response = Client().post("/")

    # then
    assert response.status_code == 405


def test_without_a_public_address_canonical_urls_follow_the_served_one(frontend, shop, settings):
    # given: PUBLIC_BASE_URL unset, the server answering on port 8123
    settings.PUBLIC_BASE_URL = ""

    # when
    response = Client(HTTP_HOST="127.0.0.1:8123").get("/store/linz")

    # then
    tags = head(response)
    assert '<link rel="canonical" href="http://127.0.0.1:8123/store/linz">' in tags
    assert '<meta property="og:url" content="http://127.0.0.1:8123/store/linz">' in tags
