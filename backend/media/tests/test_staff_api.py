import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from audit.models import LogEntry
from media.models import Upload

from .conftest import stored_files
from .factories import PDF, UploadFactory, data_url, png


def test_staff_lists_uploads_with_previews(employee_client, branch, django_assert_max_num_queries):
    # given: uploads of orders in the employee's branch
    image = UploadFactory(original_name="foto.png", branch_id=branch.id)
    document = UploadFactory(
        content=PDF, extension="pdf", mime_type="application/pdf", width=None, height=None, branch_id=branch.id
    )
    for _ in range(10):
        UploadFactory(branch_id=branch.id)

    # when
    with django_assert_max_num_queries(6):
        response = employee_client.get("/api/uploads?pageSize=100")

    # then
    assert response.status_code == 200
    body = response.json()
    assert body["meta"]["total"] == 12
    rows = {row["id"]: row for row in body["data"]}
    assert rows[image.id] == {
        "id": image.id,
        "version": 1,
        "extension": "png",
        "publicHash": image.public_hash,
        "mimeType": "image/png",
        "originalName": "foto.png",
        "size": len(png()),
        "width": 40,
        "height": 30,
        "purpose": "file",
        "context": "part",
        "createdAt": image.created_at.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
        "url": f"/upload/{image.public_hash}/{image.id}-1.png",
        "previewUrl": f"/upload/{image.public_hash}/preview/{image.id}-1.jpg",
    }
    assert rows[document.id]["previewUrl"] is None


def test_list_queries_do_not_grow_with_rows(employee_client, branch):
    # given
    UploadFactory(branch_id=branch.id)
    with CaptureQueriesContext(connection) as one_row:
        employee_client.get("/api/uploads")
    for _ in range(20):
        UploadFactory(branch_id=branch.id)

    # when
    with CaptureQueriesContext(connection) as many_rows:
        response = employee_client.get("/api/uploads")

    # then
    assert len(response.json()["data"]) == 21
    assert len(many_rows) == len(one_row)


def test_staff_reads_one_upload(employee_client, branch):
    # given
    upload = UploadFactory(branch_id=branch.id)

    # when
    response = employee_client.get(f"/api/uploads/{upload.id}")

    # then
    assert response.status_code == 200
    assert response.json()["data"]["publicHash"] == upload.public_hash


def test_employees_read_only_the_uploads_of_their_branches(employee_client, admin_client, branch, other_branch):
    # given: one upload of an order in the employee's branch, one of another branch, one of no order yet
    own = UploadFactory(branch_id=branch.id)
    foreign = UploadFactory(branch_id=other_branch.id)
    unclaimed = UploadFactory()

    # when
    listed = employee_client.get("/api/uploads").json()["data"]
    reads = [employee_client.get(f"/api/uploads/{upload.id}").status_code for upload in (own, foreign, unclaimed)]
    admin_listed = admin_client.get("/api/uploads").json()["data"]

    # then
    assert [row["id"] for row in listed] == [own.id]
    assert reads == [200, 404, 404]
    assert sorted(row["id"] for row in admin_listed) == sorted([own.id, foreign.id, unclaimed.id])


@pytest.mark.parametrize("url", ["/api/uploads", "/api/uploads/{id}"])
def test_anonymous_may_not_read_uploads(anon_client, url):
    # given
    upload = UploadFactory()

    # when
    response = anon_client.get(url.format(id=upload.id))

    # then
    assert response.status_code == 401
    assert response.json() == {"errors": [{"message": "Bitte melden Sie sich an.", "code": "not_authenticated"}]}


def test_user_without_role_may_not_read_uploads(roleless_client):
    # when
    response = roleless_client.get("/api/uploads")

    # then
    assert response.status_code == 403


def test_admin_deletes_an_upload_and_its_files(
    admin_client, anon_client, media_root, django_capture_on_commit_callbacks
):
    # given
    upload = UploadFactory()
    anon_client.get(f"/upload/{upload.public_hash}/preview/{upload.id}-1.jpg")
    assert len(stored_files(media_root)) == 2

    # when
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        response = admin_client.delete(f"/api/uploads/{upload.id}")
    files_before_commit = len(stored_files(media_root))
    for callback in callbacks:
        callback()

    # then
    assert response.status_code == 204
    assert Upload.objects.count() == 0
    assert LogEntry.objects.filter(action="delete").count() == 1
    assert files_before_commit == 2
    assert stored_files(media_root) == []


@pytest.mark.parametrize(
    ("method", "body"),
    [("delete", None), ("put", {"data": data_url(png(5, 5)), "filename": "neu.png"})],
)
def test_employee_may_not_delete_or_replace(employee_client, media_root, method, body):
    # given
    upload = UploadFactory()
    before = list(Upload.objects.values())
    files = stored_files(media_root)

    # when
    response = getattr(employee_client, method)(f"/api/uploads/{upload.id}", body, format="json")

    # then
    assert response.status_code == 403
    assert list(Upload.objects.values()) == before
    assert stored_files(media_root) == files


def test_anonymous_may_not_delete(anon_client, media_root):
    # given
    upload = UploadFactory()

    # when
    response = anon_client.delete(f"/api/uploads/{upload.id}")

    # then
    assert response.status_code == 401
    assert Upload.objects.count() == 1


def test_unknown_upload_is_404(admin_client):
    # when
    response = admin_client.get("/api/uploads/4711")

    # then
    assert response.status_code == 404


def test_replacing_an_image_upload_keeps_to_images(admin_client, media_root):
    # given
    upload = UploadFactory(purpose="image")

    # when
    response = admin_client.put(
        f"/api/uploads/{upload.id}", {"data": data_url(PDF), "filename": "plan.pdf"}, format="json"
    )

    # then
    assert response.status_code == 400
    assert response.json()["errors"][0]["code"] == "file_type"
    upload.refresh_from_db()
    assert upload.version == 1
    assert stored_files(media_root) == [f"upload/{upload.public_hash}/{upload.id}-1.png"]
