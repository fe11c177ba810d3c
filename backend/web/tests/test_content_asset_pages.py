import pytest
from django.test import Client

from cms.models import Node, NodeType

from .html import head

BASE = "Kornfeld – Bäckerei &amp; Wirtshaus"


@pytest.fixture
def asset(db):
    return Node.objects.create(
        type=NodeType.SOCIAL_ASSET,
        identifier="herbst",
        is_public=True,
        content={"name": "Herbst-Aktion", "description": "Beitragsbild für den Herbst."},
    )


def test_the_signatures_page_is_served_but_not_indexed(frontend, shop):
    response = Client().get("/signatures")

    assert response.status_code == 200
    tags = head(response)
    assert f"<title>E-Mail-Signaturen - {BASE}</title>" in tags
    assert '<meta name="robots" content="noindex">' in tags


def test_social_assets_have_their_name_and_description(frontend, shop, asset):
    listed = Client().get("/social-assets")
    one = Client().get(f"/social-assets/{asset.pk}")

    assert listed.status_code == 200
    assert f"<title>Social-Media-Inhalte - {BASE}</title>" in head(listed)
    assert one.status_code == 200
    assert f"<title>Herbst-Aktion - {BASE}</title>" in head(one)
    assert '<meta name="description" content="Beitragsbild für den Herbst.">' in head(one)


@pytest.mark.parametrize("public,kind", [(False, NodeType.SOCIAL_ASSET), (True, NodeType.FORM)])
def test_a_private_asset_or_another_node_is_a_404(frontend, shop, asset, public, kind):
    asset.is_public = public
    asset.type = kind
    asset.save()

    response = Client().get(f"/social-assets/{asset.pk}")

    assert response.status_code == 404
    assert f"<title>404 Not Found - {BASE}</title>" in head(response)
