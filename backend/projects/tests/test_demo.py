import pytest
from django.core.management import call_command

from ..models import Project, Task


@pytest.fixture
def demo(db):
    call_command("load_demo")


def test_the_demo_has_two_projects_and_max_has_unread_and_read_tasks(demo, make_client):
    from accounts.models import User

    max_ = User.objects.get(email="mitarbeiter@example.com")
    client = make_client(max_)

    rows = client.get("/api/tasks?mine=true").json()["data"]

    assert list(Project.objects.values_list("name", flat=True)) == ["Umbau Schanigarten", "Weihnachtsmenü"]
    assert Task.objects.count() == 6
    assert [(row["title"], row["isUnread"]) for row in rows] == [
        ("Bodenbelag auswählen", True),
        ("Menükarten drucken", True),
        ("Angebote für Sonnenschirme einholen", False),
    ]
