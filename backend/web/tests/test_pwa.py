import json

import pytest
from django.test import Client

from accounts.tests.factories import AdminFactory, EmployeeFactory, UserFactory
from media.models import Image
from organisation.tests.factories import ConfigFactory
from web import pwa

from .html import head

ENTRY_MANIFEST = {
    "index.html": {
        "file": "assets/index-abc.js",
        "isEntry": True,
        "imports": ["_shared-def.js"],
        "css": ["assets/index-ghi.css"],
        "dynamicImports": ["src/app/routes/status.tsx"],
    },
    "_shared-def.js": {"file": "assets/shared-def.js", "css": ["assets/shared-jkl.css"]},
    "src/app/routes/status.tsx": {"file": "assets/status-mno.js"},
}


@pytest.fixture
def built(frontend):
    vite = frontend / "storefront" / "dist" / ".vite"
    vite.mkdir()
    (vite / "manifest.json").write_text(json.dumps(ENTRY_MANIFEST), encoding="utf-8")
    return frontend


def test_manifest_is_built_from_the_config_with_the_favicon_when_there_is_no_logo(db):
    # given
    ConfigFactory(
        enable_plugin_pwa=True,
        shop_name="Kornfeld",
        title="Kornfeld – Bäckerei & Wirtshaus",
        description="Frisches Brot",
        theme_colors={"black": "#123456", "white": "#fafafa"},
    )

    # when
    response = Client().get("/manifest.webmanifest")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "application/manifest+json"
    assert json.loads(response.content) == {
        "name": "Kornfeld – Bäckerei & Wirtshaus",
        "short_name": "Kornfeld",
        "description": "Frisches Brot",
        "lang": "de",
        "dir": "ltr",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "theme_color": "#123456",
        "background_color": "#fafafa",
        "icons": [{"src": "/static/storefront/favicon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }


def test_manifest_colours_fall_back_to_the_default_theme(db):
    config = ConfigFactory(enable_plugin_pwa=True, theme_colors={"black": "rot"})

    data = pwa.manifest_data(config)

    assert (data["theme_color"], data["background_color"]) == ("#030201", "#ffffff")


def test_icons_come_from_the_logo_through_the_image_variants(db):
    # given: a 1000 × 1000 PNG as the config's logo
    image = Image.objects.create(
        extension="png", mime_type="image/png", original_name="logo.png", size=1, width=1000, height=1000
    )
    config = ConfigFactory(enable_plugin_pwa=True)
    config.logo = {"id": image.id, "version": image.version, "extension": "png"}

    # then
    assert pwa.icons(config) == [
        {"src": f"/image/tiny/{image.id}-1.png", "sizes": "256x256", "type": "image/png", "purpose": "any"},
        {"src": f"/image/small/{image.id}-1.png", "sizes": "640x640", "type": "image/png", "purpose": "any"},
    ]


def test_service_worker_is_served_from_the_root_uncached_with_the_shell_files(built, db):
    # given
    ConfigFactory(enable_plugin_pwa=True)

    # when
    response = Client().get("/sw.js")

    # then
    assert response.status_code == 200
    assert response["Content-Type"] == "text/javascript; charset=utf-8"
    assert response["Cache-Control"] == "no-cache, no-store, must-revalidate"
    assert response["Service-Worker-Allowed"] == "/"
    source = response.content.decode()
    shell = (
        '["/", "/static/storefront/assets/index-abc.js", "/static/storefront/assets/index-ghi.css", '
        '"/static/storefront/assets/shared-def.js", "/static/storefront/assets/shared-jkl.css"]'
    )
    assert f"const SHELL = {shell};" in source
    assert 'const CACHE = "bw-shell-' in source
    # API answers and the back office are never cached
    assert "url.pathname.startsWith('/api/')" in source
    assert "url.pathname.startsWith('/backend')" in source


@pytest.mark.parametrize("path", ["/manifest.webmanifest", "/sw.js"])
def test_manifest_and_worker_are_404_while_the_plugin_is_off(built, db, path):
    ConfigFactory(enable_plugin_pwa=False)

    assert Client().get(path).status_code == 404


def test_storefront_links_the_manifest_only_with_the_plugin_on(frontend, db):
    config = ConfigFactory(enable_plugin_pwa=True)
    assert '<link rel="manifest" href="/manifest.webmanifest">' in head(Client().get("/"))

    config.enable_plugin_pwa = False
    config.save()
    assert "manifest" not in head(Client().get("/"))


@pytest.mark.parametrize(
    ("user", "marked"),
    [(None, False), (UserFactory, False), (EmployeeFactory, True), (AdminFactory, True)],
)
def test_the_page_carries_the_staff_marker_only_for_a_staff_session(frontend, db, settings, user, marked):
    # given
    settings.APP_VERSION = "1.7.2-dev"
    settings.APP_ENVIRONMENT = "prod"
    ConfigFactory()
    client = Client()
    if user is not None:
        client.force_login(user(), backend="accounts.backends.EmailBackend")

    # when
    response = client.get("/")

    # then
    assert ('<meta name="bw-staff" content="1.7.2-dev" data-environment="prod">' in head(response)) is marked


def test_manifest_lists_the_config_logo_variants(db):
    # given: a 1200 × 600 WebP as the config's logo, stored through the real field
    image = Image.objects.create(
        version=2, extension="webp", mime_type="image/webp", original_name="logo.webp", size=1, width=1200, height=600
    )
    ConfigFactory(enable_plugin_pwa=True, logo={"id": image.id, "version": 2, "extension": "webp"})

    # when
    response = Client().get("/manifest.webmanifest")

    # then
    assert response.status_code == 200
    assert json.loads(response.content)["icons"] == [
        {"src": f"/image/tiny/{image.id}-2.webp", "sizes": "256x128", "type": "image/webp", "purpose": "any"},
        {"src": f"/image/small/{image.id}-2.webp", "sizes": "640x320", "type": "image/webp", "purpose": "any"},
    ]


def test_the_staff_marker_names_the_configured_environment(frontend, db, settings):
    settings.APP_VERSION = "1.7.2-dev"
    settings.APP_ENVIRONMENT = "staging"
    ConfigFactory()
    client = Client()
    client.force_login(AdminFactory(), backend="accounts.backends.EmailBackend")

    assert '<meta name="bw-staff" content="1.7.2-dev" data-environment="staging">' in head(client.get("/"))
