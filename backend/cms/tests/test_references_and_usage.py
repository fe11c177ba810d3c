"""The ids content refers to (cms.references: checked in one query per kind, image and file references
completed) and who uses a row (cms.usage: the 409s' lists, the files media must keep)."""

import base64

import pytest

from catalogue.tests.factories import CategoryFactory, ProductFactory
from cms import references, services, usage
from cms.models import Block, Navigation, Node, Site
from cms.schema import Ref
from media.tests.factories import UploadFactory, png
from organisation.tests.factories import BranchFactory

from .conftest import errors, send

pytestmark = pytest.mark.django_db

MISSING = 2**40


def check(*refs):
    return [(path, code, message) for path, code, message in references.check(list(refs))]


def test_every_kind_of_missing_row_is_named_in_german_on_its_path():
    found = check(*(Ref(target, MISSING, f"x.{target}") for target in references.MODELS), Ref("scene", 3, "x.scene"))

    assert found == [
        ("x.block", "content_not_found", f"Block {MISSING} gibt es nicht."),
        ("x.site", "content_not_found", f"Seite {MISSING} gibt es nicht."),
        ("x.category", "content_not_found", f"Kategorie {MISSING} gibt es nicht."),
        ("x.product", "content_not_found", f"Produkt {MISSING} gibt es nicht."),
        ("x.node", "content_not_found", f"Inhalt {MISSING} gibt es nicht."),
        ("x.branch", "content_not_found", f"Filiale {MISSING} gibt es nicht."),
        ("x.image", "content_not_found", f"Bild {MISSING} gibt es nicht."),
        ("x.file", "content_not_found", f"Datei {MISSING} gibt es nicht."),
        # scenes do not exist yet: every scene id is unknown
        ("x.scene", "content_not_found", "Szene 3 gibt es nicht."),
    ]


def test_existing_rows_pass_and_each_kind_is_read_once(django_assert_num_queries):
    category, product, branch = CategoryFactory(), ProductFactory(), BranchFactory()
    sites = [Site.objects.create(path=f"s{n}", name=f"S{n}") for n in range(3)]
    refs = [Ref("site", site.pk, f"body.{n}.site") for n, site in enumerate(sites)]
    refs += [Ref("category", category.pk, "a"), Ref("product", product.pk, "b"), Ref("branch", branch.pk, "c")]
    refs += [Ref("site", sites[0].pk, "again")]

    with django_assert_num_queries(4):
        assert check(*refs) == []


def test_a_node_of_another_type_is_refused_with_the_type_wanted():
    tag = Node.objects.create(type="tag", identifier="regional", content={"name": "Regional"})
    form = Node.objects.create(type="form", identifier="kontakt", content={"name": "Kontakt"})

    assert check(
        Ref("node", tag.pk, "links.0.form", node_type="form"),
        Ref("node", form.pk, "tags.0", node_type="tag"),
        Ref("node", tag.pk, "assets.0", node_type="socialAsset"),
        Ref("node", tag.pk, "tags.1", node_type="tag"),
    ) == [
        ("links.0.form", "content_wrong_node", f"Inhalt {tag.pk} ist kein Formular."),
        ("tags.0", "content_wrong_node", f"Inhalt {form.pk} ist kein Schlagwort."),
        ("assets.0", "content_wrong_node", f"Inhalt {tag.pk} ist kein Social-Media-Inhalt."),
    ]


def test_image_and_file_references_are_completed_with_their_current_version(image):
    upload = UploadFactory()
    picture, attachment = {"id": image.pk}, {"id": upload.pk}

    assert (
        check(Ref("image", image.pk, "image", holder=picture), Ref("file", upload.pk, "file", holder=attachment)) == []
    )
    assert picture == {"id": image.pk, "version": 1, "extension": "png"}
    assert attachment == {"id": upload.pk, "version": 1, "extension": "png", "public_hash": upload.public_hash}


def test_a_file_link_is_stored_with_its_public_hash(admin_client):
    upload = UploadFactory()

    response = send(
        admin_client,
        "post",
        "/api/sites",
        {
            "name": "Downloads",
            "content": {"body": [{"type": "mashup", "links": [{"type": "file", "label": "Karte", "file": upload.pk}]}]},
        },
    )

    assert response.status_code == 201, response.json()
    assert response.json()["data"]["content"]["body"][0]["links"] == [
        {
            "type": "file",
            "label": "Karte",
            "file": {"id": upload.pk, "version": 1, "extension": "png", "publicHash": upload.public_hash},
        }
    ]


# --- who uses a row ----------------------------------------------------------------------------------------
def mashup(*links):
    return {"body": [{"type": "mashup", "links": list(links)}]}


def test_the_users_are_named_once_each_and_the_row_itself_is_not_one():
    target = Site.objects.create(path="ziel", name="Ziel", content=mashup({"type": "site", "site": 0}))
    target.content = mashup({"type": "site", "site": target.pk})  # a page linking to itself
    target.save()
    Site.objects.create(
        path="start",
        name="Start",
        content=mashup({"type": "site", "site": target.pk}, {"type": "site", "site": target.pk}),
    )
    Node.objects.create(
        type="tag", identifier="regional", content={"name": "Regional", **mashup({"type": "site", "site": target.pk})}
    )
    Block.objects.create(name="Fuß", content=mashup({"type": "site", "site": target.pk}))
    Navigation.objects.create(identifier="footer", items=[{"type": "site", "label": "Ziel", "site": target.pk}])

    assert usage.users_of("site", target.pk) == [
        "Seite „Start“",
        "Inhalt „Regional“",
        "Block „Fuß“",
        "Navigation „footer“",
    ]
    assert usage.users_of("site", MISSING) == []


def test_a_page_that_only_links_to_itself_is_deleted(admin_client):
    site = Site.objects.create(path="selbst", name="Selbst")
    site.content = mashup({"type": "site", "site": site.pk})
    site.save()

    assert admin_client.delete(f"/api/sites/{site.pk}").status_code == 204
    assert not Site.objects.exists()


def test_more_than_five_users_are_cut_short(admin_client, admin_user):
    target = Site.objects.create(path="ziel", name="Ziel")
    for number in range(7):
        Site.objects.create(
            path=f"s{number}", name=f"Seite {number}", content=mashup({"type": "site", "site": target.pk})
        )

    response = admin_client.delete(f"/api/sites/{target.pk}")

    names = ", ".join(f"Seite „Seite {number}“" for number in range(5))
    assert (response.status_code, errors(response)) == (
        409,
        [(None, f"Die Seite wird noch verwendet ({names} …) und kann daher nicht gelöscht werden.")],
    )
    with pytest.raises(services.InUse) as refused:
        services.delete(admin_user, target)
    assert refused.value.message == response.json()["errors"][0]["message"]


def test_a_category_product_or_branch_is_used_by_the_content_that_names_it():
    branch, category, product = BranchFactory(), CategoryFactory(), ProductFactory()
    Navigation.objects.create(identifier="main", items=[{"type": "branch", "label": "Filiale", "branch": branch.pk}])

    assert usage.row_users(branch) == ["Navigation „main“"]
    assert (usage.row_users(category), usage.row_users(product)) == ([], [])
    assert usage.row_users(Site.objects.create(path="x", name="X")) == []


def test_the_files_of_pages_contents_and_drafts_are_kept():
    video, card, drafted, unused = UploadFactory(), UploadFactory(), UploadFactory(), UploadFactory()
    Site.objects.create(
        path="start",
        name="Start",
        content={"body": [{"type": "mashup", "media": {"type": "video", "video": {"id": video.pk}}}]},
    )
    Node.objects.create(
        type="other",
        content={"name": "Karte", **mashup({"type": "file", "file": {"id": card.pk}})},
        draft={"type": "other", "content": {"name": "Karte", **mashup({"type": "file", "file": {"id": drafted.pk}})}},
    )

    assert usage.upload_ids() == {video.pk, card.pk, drafted.pk}
    assert unused.pk not in usage.upload_ids()


def test_an_image_used_only_by_a_blocks_draft_is_named():
    block = Block.objects.create(
        name="Hinweis", content={"body": []}, draft={"content": {"body": [{"type": "gallery", "images": [7]}]}}
    )

    assert usage.image_users(7) == [f"Block „{block}“"]
    assert usage.image_users(8) == []


def test_a_replaced_image_moves_the_drafts_that_show_it_too(admin_client, image):
    """The library serves only an image's current version: a draft left at the old one showed a broken image
    in the preview and the editor until it was saved."""
    site = send(admin_client, "post", "/api/sites", {"name": "Galerie", "content": {"body": []}}).json()["data"]
    send(
        admin_client,
        "put",
        f"/api/sites/{site['id']}/draft",
        {"content": {"body": [{"type": "gallery", "images": [image.pk]}]}},
    )
    block = Block.objects.create(
        name="Logos",
        draft={
            "content": {"body": [{"type": "gallery", "images": [{"id": image.pk, "version": 1, "extension": "png"}]}]}
        },
    )
    replaced = "data:image/png;base64," + base64.b64encode(png(color=(0, 90, 0))).decode("ascii")

    assert send(admin_client, "put", f"/api/images/{image.pk}", {"data": replaced}).status_code == 200

    moved = {"id": image.pk, "version": 2, "extension": "png"}
    assert Site.objects.get(pk=site["id"]).draft["content"]["body"][0]["images"] == [moved]
    assert Block.objects.get(pk=block.pk).draft["content"]["body"][0]["images"] == [moved]
    preview = admin_client.get("/api/public/sites/lookup", {"path": site["path"], "preview": "1"}).json()["data"]
    assert preview["content"]["body"][0]["images"] == [{**moved, "alt": "Bild"}]
