import datetime
import json

import pytest

from accounts.models import User
from audit.models import LogEntry
from audit.tests.factories import LogEntryFactory
from organisation.tests.factories import DeliveryAreaFactory


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def entries():
    return list(LogEntry.objects.order_by("id").values("user_id", "action", "entity", "entity_id", "changes"))


def test_create_update_delete_are_logged_with_exact_changes(admin_client, admin_user):
    # when
    created = send(admin_client, "post", "/api/divisions", {"name": "Bäckerei", "identifier": "baeckerei"})
    division_id = created.json()["data"]["id"]
    send(admin_client, "put", f"/api/divisions/{division_id}", {"name": "Backstube", "description": "Brot"})
    send(admin_client, "delete", f"/api/divisions/{division_id}")

    # then
    key = str(division_id)
    assert entries() == [
        {
            "user_id": admin_user.id,
            "action": "create",
            "entity": "division",
            "entity_id": key,
            "changes": {
                "description": {"old": None, "new": ""},
                "id": {"old": None, "new": division_id},
                "identifier": {"old": None, "new": "baeckerei"},
                "name": {"old": None, "new": "Bäckerei"},
            },
        },
        {
            "user_id": admin_user.id,
            "action": "update",
            "entity": "division",
            "entity_id": key,
            "changes": {"description": {"old": "", "new": "Brot"}, "name": {"old": "Bäckerei", "new": "Backstube"}},
        },
        {
            "user_id": admin_user.id,
            "action": "delete",
            "entity": "division",
            "entity_id": key,
            "changes": {
                "description": {"old": "Brot", "new": None},
                "id": {"old": division_id, "new": None},
                "identifier": {"old": "baeckerei", "new": None},
                "name": {"old": "Backstube", "new": None},
            },
        },
    ]


def test_update_without_change_writes_nothing(admin_client, division):
    # when
    response = send(admin_client, "put", f"/api/divisions/{division.id}", {"name": "Wirtshaus"})

    # then
    assert response.status_code == 200
    assert entries() == []


def test_password_is_masked(admin_client, admin_user, employee_user):
    # when
    send(admin_client, "put", f"/api/users/{employee_user.id}", {"password": "ganz-neues-pw", "firstName": "Moritz"})

    # then
    assert entries() == [
        {
            "user_id": admin_user.id,
            "action": "update",
            "entity": "user",
            "entity_id": str(employee_user.id),
            "changes": {"first_name": {"old": "Max", "new": "Moritz"}, "password": {"old": "***", "new": "***"}},
        }
    ]
    assert employee_user.password not in json.dumps(entries())


def test_user_update_without_password_logs_no_password_change(admin_client, employee_user):
    # when
    send(admin_client, "put", f"/api/users/{employee_user.id}", {"firstName": "Moritz"})

    # then
    assert LogEntry.objects.get().changes == {"first_name": {"old": "Max", "new": "Moritz"}}


def test_created_user_password_and_branch_api_key_are_masked(admin_client, division):
    # when
    send(admin_client, "post", "/api/users", {"email": "neu@example.com", "password": "sicheres-passwort"})
    send(admin_client, "post", "/api/branches", {"division": division.id, "identifier": "neu", "name": "Neu"})

    # then
    user_changes, branch_changes = (entry.changes for entry in LogEntry.objects.order_by("id"))
    assert user_changes["password"] == {"old": None, "new": "***"}
    assert branch_changes["api_key"] == {"old": None, "new": "***"}
    assert "sicheres-passwort" not in json.dumps(user_changes)


def test_api_key_regeneration_is_logged_masked(admin_client, admin_user, branch):
    # when
    send(admin_client, "post", f"/api/branches/{branch.id}/regenerate-api-key")

    # then
    assert entries() == [
        {
            "user_id": admin_user.id,
            "action": "state",
            "entity": "branch",
            "entity_id": str(branch.id),
            "changes": {"api_key": {"old": "***", "new": "***"}},
        }
    ]


def test_branch_log_shows_delivery_areas_inline_and_masks_api_key(admin_client, branch):
    # given
    area = DeliveryAreaFactory(branch=branch, area="1060", price="2.90", tax="20.00", position=0)

    # when
    send(
        admin_client,
        "put",
        f"/api/branches/{branch.id}",
        {"deliveryAreas": [{"id": area.id, "area": "1060", "price": "3.00"}]},
    )

    # then
    changes = LogEntry.objects.get().changes
    assert list(changes) == ["delivery_areas"]
    assert changes["delivery_areas"]["old"][0]["price"] == "2.90"
    assert changes["delivery_areas"]["new"][0]["price"] == "3.00"
    assert "api_key" not in changes


def test_config_update_is_logged(admin_client, admin_user):
    # when
    send(admin_client, "post", "/api/config", {"shopName": "Kornfeld"})

    # then
    entry = LogEntry.objects.get(action="update")
    assert (entry.entity, entry.entity_id, entry.user_id) == ("config", "1", admin_user.id)
    assert entry.changes["shop_name"] == {"old": "", "new": "Kornfeld"}


# --- GET /api/logs --------------------------------------------------------------------------


def at(day, hour, minute=0):
    return datetime.datetime(2026, 11, day, hour, minute, tzinfo=datetime.UTC)


@pytest.fixture
def logged(admin_user, employee_user):
    rows = [
        LogEntryFactory(user=admin_user, entity="division", entity_id="1"),
        LogEntryFactory(user=employee_user, entity="table", entity_id="7"),
        LogEntryFactory(user=admin_user, entity="branch", entity_id="2"),
        LogEntryFactory(user=None, entity="division", entity_id="3"),
    ]
    # 20.11. 22:30 UTC is 20.11. 23:30 in Vienna; 20.11. 23:30 UTC is already 21.11. in Vienna
    for row, moment in zip(rows, [at(20, 10), at(20, 22, 30), at(20, 23, 30), at(22, 8)], strict=True):
        LogEntry.objects.filter(pk=row.pk).update(created_at=moment)
    return rows


def ids(response):
    return [item["id"] for item in response.json()["data"]]


def test_logs_list_newest_first(admin_client, logged):
    # when
    response = admin_client.get("/api/logs")

    # then
    assert response.status_code == 200
    assert ids(response) == [logged[3].id, logged[2].id, logged[1].id, logged[0].id]
    assert response.json()["meta"] == {"total": 4, "page": 1, "pageSize": 25}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("entity=division", [3, 0]),
        ("from=2026-11-21", [3, 2]),
        ("to=2026-11-20", [1, 0]),
        ("from=2026-11-21&to=2026-11-21", [2]),
        ("from=2026-11-20&to=2026-11-20&entity=table", [1]),
    ],
)
def test_logs_filters(admin_client, logged, query, expected):
    # when
    response = admin_client.get(f"/api/logs?{query}")

    # then
    assert ids(response) == [logged[index].id for index in expected]


def test_logs_filter_by_user(admin_client, logged, employee_user):
    # when
    response = admin_client.get(f"/api/logs?user={employee_user.id}")

    # then
    assert ids(response) == [logged[1].id]


def test_log_detail(admin_client, logged, employee_user):
    # when
    response = admin_client.get(f"/api/logs/{logged[1].id}")

    # then
    assert response.status_code == 200
    assert response.json() == {
        "data": {
            "id": logged[1].id,
            "user": {"id": employee_user.id, "email": "mitarbeiter@example.com", "fullName": "Max Mitarbeiter"},
            "action": "update",
            "entity": "table",
            "entityType": "Tisch",
            "entityId": "7",
            "entityLabel": "Organisation",
            "changes": {"name": {"old": "A", "new": "B"}},
            # a table's name has no German name of its own (the back office names it by the tables' form)
            "fieldLabels": {},
            "createdAt": "2026-11-20T22:30:00Z",
        }
    }


def test_log_of_a_deleted_user_keeps_the_label(admin_client, employee_user, logged):
    # given
    User.objects.filter(pk=employee_user.pk).delete()

    # when
    response = admin_client.get(f"/api/logs/{logged[1].id}")

    # then
    assert response.json()["data"]["user"] == {
        "id": None,
        "email": "mitarbeiter@example.com",
        "fullName": "mitarbeiter@example.com",
    }


@pytest.mark.parametrize("url", ["/api/logs", "/api/logs/{id}"])
def test_logs_are_for_admins_only(employee_client, logged, url):
    # when
    response = employee_client.get(url.format(id=logged[0].id))

    # then
    assert response.status_code == 403


def test_logs_are_read_only(admin_client, logged):
    # when
    response = send(admin_client, "delete", f"/api/logs/{logged[0].id}")

    # then
    assert response.status_code == 405
    assert LogEntry.objects.count() == 4


def test_a_person_reads_the_object_type_and_label_in_german_with_units_and_vienna_time(
    admin_client, admin_user, employee_user, branch
):
    """'Aufgabe', not 'task'; '2 Stk. Mohnflesserl', not '2.000000 piece …'; an 08:00 shift, not 07:00 (UTC)."""
    from decimal import Decimal

    from audit.models import Action
    from audit.services import record_change
    from ordering.tests.factories import OrderFactory, OrderItemFactory
    from timetracking.tests.conftest import vienna
    from timetracking.tests.factories import PersonFactory, ScheduleFactory

    order = OrderFactory(branch=branch)
    item = OrderItemFactory(
        order=order,
        position=5,
        product={"name": "Mohnflesserl", "unit": "piece", "price": "0.90", "tax": "10.00"},
        amount=Decimal(2),
    )
    shift = ScheduleFactory(
        person=PersonFactory(user=employee_user),
        branch=branch,
        start=vienna(2026, 11, 25, 8),
        end=vienna(2026, 11, 25, 16),
    )
    for instance in (item, shift):
        record_change(admin_user, Action.UPDATE, instance, {}, {}, force=True)
    LogEntryFactory(entity="task", entity_id="4", entity_label="Regal auffüllen")

    rows = admin_client.get("/api/logs", {"ordering": "id"}).json()["data"]

    assert [(row["entity"], row["entityType"], row["entityLabel"]) for row in rows] == [
        ("orderitem", "Bestellposition", "2 Stk. Mohnflesserl"),
        ("workingschedule", "Planung", f"{employee_user}: 25.11.2026 08:00"),
        ("task", "Aufgabe", "Regal auffüllen"),
    ]


def test_a_person_reads_the_changed_fields_by_their_german_names(admin_client, admin_user, branch):
    """A kitchen's tick on an order item names 'Erledigt', not 'isDone'; a listed relation its plural; a field
    without a German name of its own and a field the model no longer has are left to the back office."""
    from audit.models import Action
    from audit.services import record_change
    from ordering.tests.factories import OrderFactory, OrderItemFactory

    item = OrderItemFactory(order=OrderFactory(branch=branch), position=5)
    changes = {
        "is_done": {"old": False, "new": True},
        "amount": {"old": "1.000000", "new": "2.000000"},
        "unit": {"old": "piece", "new": "kilogram"},
        "gone_field": {"old": 1, "new": 2},
    }
    record_change(
        admin_user,
        Action.UPDATE,
        item,
        {k: v["old"] for k, v in changes.items()},
        {k: v["new"] for k, v in changes.items()},
    )
    record_change(
        admin_user,
        Action.UPDATE,
        branch,
        {"delivery_areas": [], "name": "Alt"},
        {"delivery_areas": [{"area": "1060"}], "name": "Neu"},
    )

    rows = admin_client.get("/api/logs", {"ordering": "id"}).json()["data"]

    assert [row["fieldLabels"] for row in rows] == [
        {"amount": "Menge", "isDone": "Erledigt", "unit": "Einheit"},
        {"deliveryAreas": "Liefergebiete", "name": "Name"},
    ]
