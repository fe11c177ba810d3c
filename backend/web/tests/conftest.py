import pytest

from organisation.tests.factories import BranchFactory, ConfigFactory

INDEX = '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>'


@pytest.fixture
def frontend(settings, tmp_path):
    """A built storefront and back office in a temporary FRONTEND_DIR."""
    settings.FRONTEND_DIR = tmp_path
    settings.STATIC_ROOT = tmp_path / "static"
    settings.PUBLIC_BASE_URL = "https://shop.example.com"
    for app, html in (("storefront", INDEX), ("backoffice", "<!doctype html><title>Backoffice</title>")):
        (tmp_path / app / "dist").mkdir(parents=True)
        (tmp_path / app / "dist" / "index.html").write_text(html, encoding="utf-8")
    return tmp_path


@pytest.fixture
def shop(db):
    config = ConfigFactory(
        shop_name="Kornfeld",
        title="Kornfeld – Bäckerei & Wirtshaus",
        seo_title="",
        description="Frisches Brot",
        seo_description="",
        imprint_text="## Impressum",
        privacy_policy_text="",
    )
    BranchFactory(name="Kornfeld Linz", identifier="linz", description="<p>Gebäck ab 6 Uhr</p>")
    return config
