import json

import pytest

from organisation.models import Branch, DeliveryArea
from organisation.tests.factories import BranchFactory, DeliveryAreaFactory
from rules.tests.helpers import rule

FORBIDDEN = {"errors": [{"message": "Sie haben keine Berechtigung für diese Aktion.", "code": "permission_denied"}]}
NOT_FOUND = {"errors": [{"message": "Der Eintrag wurde nicht gefunden.", "code": "not_found"}]}
BRANCH_KEYS = """id division identifier name description street zipCode city country phone email website keywords
tags images logo isPublic openingHours deliveryHours isDeliveryHoursEnabled isTakeawayEnabled isDeliveryEnabled isDineInEnabled
isPreorderEnabled orderableFrom closedMessage isAppointmentRequired isTableSelectionEnabled isQuotationRequired
isDeliveryEmailRequired isDineInEmailRequired isTakeawayEmailRequired isDeliveryPhoneRequired isDineInPhoneRequired
isTakeawayPhoneRequired isDeliveryAddressRequired isDineInAddressRequired isTakeawayAddressRequired isCashEnabled
isATMCardEnabled isHydroAGVoucherEnabled isMollieEnabled isDatatransEnabled deliveryAreas""".split()
STAFF_ONLY_KEYS = ["holidayRegion", "isPatronDayOff", "apiKey"]


def send(client, method, url, data=None):
    return getattr(client, method)(url, json.dumps(data) if data is not None else "", content_type="application/json")


def branch_rows():
    return list(Branch.objects.order_by("id").values())


def area_rows():
    return list(DeliveryArea.objects.order_by("id").values())


def test_branch_shape(admin_client, branch, division):
    # given
    area = DeliveryAreaFactory(
        branch=branch, area="1010", postcodes=["1010"], price="2.9", tax="20", free_from_order_value="35"
    )

    # when
    response = admin_client.get(f"/api/branches/{branch.id}")

    # then
    body = response.json()["data"]
    assert sorted(body) == sorted([*BRANCH_KEYS, *STAFF_ONLY_KEYS])
    assert (body["holidayRegion"], body["isPatronDayOff"]) == ("", False)
    assert body["division"] == division.id
    assert body["openingHours"] == [{"type": "daily", "date": None, "isClosed": False, "from": "08:00", "to": "18:00"}]
    assert body["deliveryAreas"] == [
        {
            "id": area.id,
            "area": "1010",
            "postcodes": ["1010"],
            "price": "2.90",
            "tax": "20.00",
            "free": False,
            "freeFromOrderValue": "35.00",
            "minimumOrderValue": None,
        }
    ]
    assert body["apiKey"] == branch.api_key
    assert len(body["apiKey"]) >= 40


def test_employee_lists_only_their_branches(employee_client, branch, other_branch):
    # when
    response = employee_client.get("/api/branches")

    # then
    assert [item["identifier"] for item in response.json()["data"]] == ["mariahilf"]
    assert response.json()["meta"]["total"] == 1


@pytest.mark.parametrize(
    ("method", "body", "status", "errors"),
    [
        ("get", None, 404, NOT_FOUND),
        ("put", {"name": "Übernommen"}, 404, NOT_FOUND),
        # deleting is for administrators only, whichever branch
        ("delete", None, 403, FORBIDDEN),
    ],
)
def test_other_branch_is_out_of_reach_for_employee(employee_client, other_branch, method, body, status, errors):
    # given
    before = branch_rows()

    # when
    response = send(employee_client, method, f"/api/branches/{other_branch.id}", body)

    # then
    assert response.status_code == status
    assert response.json() == errors
    assert branch_rows() == before


def test_employee_updates_opening_hours_of_own_branch(employee_client, branch):
    # given
    hours = [
        {"type": "daily", "from": "09:00", "to": "17:00"},
        {"type": "sunday", "isClosed": True},
        {"type": "once", "date": "2026-12-24", "from": "09:00", "to": "12:00"},
    ]

    # when
    response = send(employee_client, "put", f"/api/branches/{branch.id}", {"openingHours": hours})

    # then
    assert response.status_code == 200
    stored = [
        {"type": "daily", "date": None, "isClosed": False, "from": "09:00", "to": "17:00"},
        {"type": "sunday", "date": None, "isClosed": True, "from": None, "to": None},
        {"type": "once", "date": "2026-12-24", "isClosed": False, "from": "09:00", "to": "12:00"},
    ]
    assert response.json()["data"]["openingHours"] == stored
    branch.refresh_from_db()
    assert branch.opening_hours == stored


@pytest.mark.parametrize(
    ("method", "url"),
    [("post", "/api/branches"), ("delete", "/api/branches/{id}")],
)
def test_employee_may_not_create_or_delete_branches(employee_client, branch, division, method, url):
    # given
    before = branch_rows()

    # when
    response = send(
        employee_client,
        method,
        url.format(id=branch.id),
        {"division": division.id, "identifier": "neu", "name": "Neu"} if method == "post" else None,
    )

    # then
    assert response.status_code == 403
    assert response.json() == FORBIDDEN
    assert branch_rows() == before


def test_employee_may_not_move_branch_to_another_division(employee_client, branch):
    # given
    from organisation.tests.factories import DivisionFactory

    elsewhere = DivisionFactory()

    # when
    response = send(employee_client, "put", f"/api/branches/{branch.id}", {"division": elsewhere.id})

    # then
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {"message": "Nur Administratoren können die Organisation ändern.", "code": "forbidden", "field": "division"}
        ]
    }
    branch.refresh_from_db()
    assert branch.division_id != elsewhere.id


def test_admin_creates_and_deletes_a_branch(admin_client, division):
    # when
    created = send(
        admin_client,
        "post",
        "/api/branches",
        {
            "division": division.id,
            "identifier": "linz",
            "name": "Linz",
            "deliveryAreas": [{"area": "4020", "price": "3.5", "tax": "10"}],
        },
    )
    branch_id = created.json()["data"]["id"]
    deleted = send(admin_client, "delete", f"/api/branches/{branch_id}")

    # then
    assert created.status_code == 201
    assert created.json()["data"]["deliveryAreas"][0]["price"] == "3.50"
    assert created.json()["data"]["deliveryAreas"][0]["tax"] == "10.00"
    assert deleted.status_code == 204
    assert branch_rows() == []
    assert area_rows() == []


@pytest.mark.parametrize(
    ("rule_body", "field", "message"),
    [
        ({"type": "daily", "from": "8:00", "to": "12:00"}, "from", "Bitte geben Sie eine Uhrzeit im Format HH:MM an."),
        ({"type": "daily", "from": "08:00", "to": "24:30"}, "to", "Bitte geben Sie eine Uhrzeit im Format HH:MM an."),
        ({"type": "daily", "from": "12:00", "to": "12:00"}, "to", "Die Endzeit muss nach der Startzeit liegen."),
        ({"type": "daily", "from": "22:00", "to": "02:00"}, "to", "Die Endzeit muss nach der Startzeit liegen."),
        ({"type": "once", "from": "08:00", "to": "12:00"}, "date", "Bitte geben Sie ein Datum an."),
        ({"type": "daily", "from": "08:00"}, "to", "Bitte geben Sie eine Uhrzeit an."),
        ({"from": "08:00", "to": "12:00"}, "type", "Dieses Feld ist erforderlich."),
    ],
)
def test_invalid_opening_hour_rule(admin_client, branch, rule_body, field, message):
    # given
    before = branch_rows()

    # when
    response = send(
        admin_client,
        "put",
        f"/api/branches/{branch.id}",
        {"openingHours": [rule("daily", "08:00", "18:00"), rule_body]},
    )

    # then
    assert response.status_code == 400
    assert [(error["field"], error["message"]) for error in response.json()["errors"]] == [
        (f"openingHours.1.{field}", message)
    ]
    assert branch_rows() == before


def test_closed_rule_needs_no_times_and_24_00_is_an_end(admin_client, branch):
    # when
    response = send(
        admin_client,
        "put",
        f"/api/branches/{branch.id}",
        {"deliveryHours": [{"type": "daily", "from": "00:00", "to": "24:00"}, {"type": "monday", "isClosed": True}]},
    )

    # then
    assert response.status_code == 200
    assert response.json()["data"]["deliveryHours"] == [
        {"type": "daily", "date": None, "isClosed": False, "from": "00:00", "to": "24:00"},
        {"type": "monday", "date": None, "isClosed": True, "from": None, "to": None},
    ]


def test_delivery_areas_are_kept_by_id_and_replaced_otherwise(admin_client, branch):
    # given
    kept = DeliveryAreaFactory(branch=branch, area="1060", price="2.90")
    dropped = DeliveryAreaFactory(branch=branch, area="1070", price="2.90")

    # when
    response = send(
        admin_client,
        "put",
        f"/api/branches/{branch.id}",
        {
            "deliveryAreas": [
                {"area": "1010", "price": "4.50", "tax": "20.00", "minimumOrderValue": "25"},
                {"id": kept.id, "area": "1060 Mariahilf", "price": "3"},
            ]
        },
    )

    # then
    assert response.status_code == 200
    areas = response.json()["data"]["deliveryAreas"]
    assert [(a["area"], a["price"], a["minimumOrderValue"]) for a in areas] == [
        ("1010", "4.50", "25.00"),
        ("1060 Mariahilf", "3.00", None),
    ]
    assert areas[1]["id"] == kept.id
    assert not DeliveryArea.objects.filter(pk=dropped.pk).exists()
    assert list(branch.delivery_areas.values_list("area", "position")) == [("1010", 0), ("1060 Mariahilf", 1)]


def test_put_without_delivery_areas_keeps_them(admin_client, branch):
    # given
    DeliveryAreaFactory(branch=branch, area="1060")

    # when
    send(admin_client, "put", f"/api/branches/{branch.id}", {"name": "Neu"})

    # then
    assert list(branch.delivery_areas.values_list("area", flat=True)) == ["1060"]


@pytest.mark.parametrize(
    ("area", "field", "message"),
    [
        ({"price": "2.90"}, "area", "Dieses Feld ist erforderlich."),
        ({"area": "1010", "price": "-1"}, "price", "Bitte geben Sie einen Wert größer oder gleich 0 an."),
        ({"area": "1010", "price": "abc"}, "price", "Eine gültige Zahl ist erforderlich."),
    ],
)
def test_invalid_delivery_area(admin_client, branch, area, field, message):
    # when
    response = send(admin_client, "put", f"/api/branches/{branch.id}", {"deliveryAreas": [area]})

    # then
    assert response.status_code == 400
    assert [(error["field"], error["message"]) for error in response.json()["errors"]] == [
        (f"deliveryAreas.0.{field}", message)
    ]
    assert area_rows() == []


def test_delivery_areas_carry_their_postcodes(admin_client, branch):
    # given
    kept = DeliveryAreaFactory(branch=branch, area="1060 Mariahilf", postcodes=["1060"])

    # when
    response = send(
        admin_client,
        "put",
        f"/api/branches/{branch.id}",
        {
            "deliveryAreas": [
                {"id": kept.id, "area": "1060 Mariahilf", "price": "2.90"},
                {"area": "1070 und 1080", "postcodes": [" 1070", "10 80", "1070"], "price": "3.50"},
            ]
        },
    )

    # then: a kept area sent without postcodes keeps them; typed postcodes are trimmed, each listed once
    assert response.status_code == 200
    assert [a["postcodes"] for a in response.json()["data"]["deliveryAreas"]] == [["1060"], ["1070", "1080"]]
    assert list(branch.delivery_areas.values_list("area", "postcodes")) == [
        ("1060 Mariahilf", ["1060"]),
        ("1070 und 1080", ["1070", "1080"]),
    ]


def test_invalid_and_repeated_postcodes_are_refused_at_once_and_nothing_changes(admin_client, branch):
    # given
    DeliveryAreaFactory(branch=branch, area="1060 Mariahilf", postcodes=["1060"])
    before = area_rows()

    # when
    response = send(
        admin_client,
        "put",
        f"/api/branches/{branch.id}",
        {
            "name": "Umbenannt",
            "deliveryAreas": [
                {"area": "1060 Mariahilf", "postcodes": ["1060", "A-1070", "106"], "price": "2.90"},
                {"area": "Innere Stadt", "postcodes": ["1010"], "price": "4.50"},
                {"area": "Wieden", "postcodes": ["1040", "1010"], "price": "3.00"},
            ],
        },
    )

    # then
    assert response.status_code == 400
    assert [(error["field"], error["message"]) for error in response.json()["errors"]] == [
        (
            "deliveryAreas.0.postcodes",
            "„A-1070“ ist keine gültige PLZ (4 oder 5 Ziffern). „106“ ist keine gültige PLZ (4 oder 5 Ziffern).",
        ),
    ]
    assert area_rows() == before
    branch.refresh_from_db()
    assert branch.name != "Umbenannt"

    # when: valid postcodes, one of them in two areas
    response = send(
        admin_client,
        "put",
        f"/api/branches/{branch.id}",
        {
            "deliveryAreas": [
                {"area": "Innere Stadt", "postcodes": ["1010"], "price": "4.50"},
                {"area": "Wieden", "postcodes": ["1040", "1010"], "price": "3.00"},
            ],
        },
    )

    # then
    assert response.status_code == 400
    assert [(error["field"], error["message"]) for error in response.json()["errors"]] == [
        ("deliveryAreas.1.postcodes", "Die PLZ 1010 gehört bereits zum Liefergebiet „Innere Stadt“."),
    ]
    assert area_rows() == before


def test_api_key_is_read_only(admin_client, branch):
    # given
    key = branch.api_key

    # when
    response = send(admin_client, "put", f"/api/branches/{branch.id}", {"apiKey": "selbst-gewaehlt"})

    # then
    assert response.status_code == 200
    branch.refresh_from_db()
    assert branch.api_key == key
    assert response.json()["data"]["apiKey"] == key


def test_admin_regenerates_the_api_key(admin_client, branch):
    # given
    old_key = branch.api_key

    # when
    response = send(admin_client, "post", f"/api/branches/{branch.id}/regenerate-api-key")

    # then
    assert response.status_code == 200
    branch.refresh_from_db()
    assert branch.api_key != old_key
    assert response.json()["data"]["apiKey"] == branch.api_key


def test_employee_may_not_regenerate_the_api_key(employee_client, branch):
    # given
    key = branch.api_key

    # when
    response = send(employee_client, "post", f"/api/branches/{branch.id}/regenerate-api-key")

    # then
    assert response.status_code == 403
    assert response.json() == FORBIDDEN
    branch.refresh_from_db()
    assert branch.api_key == key


@pytest.mark.parametrize(
    ("query", "expected"), [("isPublic=false", ["geheim"]), ("isPublic=true", ["graz", "mariahilf"])]
)
def test_branch_filter_is_public(admin_client, branch, other_branch, query, expected):
    # given
    BranchFactory(division=branch.division, identifier="geheim", is_public=False)

    # when
    response = admin_client.get(f"/api/branches?{query}&ordering=identifier")

    # then
    assert [item["identifier"] for item in response.json()["data"]] == expected


def test_branch_filter_by_division(admin_client, branch):
    # given
    elsewhere = BranchFactory(identifier="anderswo")

    # when
    response = admin_client.get(f"/api/branches?division={elsewhere.division_id}")

    # then
    assert [item["identifier"] for item in response.json()["data"]] == ["anderswo"]


def test_holiday_region_and_patron_day(admin_client, branch):
    # when
    response = send(admin_client, "put", f"/api/branches/{branch.id}", {"holidayRegion": "9", "isPatronDayOff": True})

    # then
    assert response.status_code == 200, response.json()
    assert (response.json()["data"]["holidayRegion"], response.json()["data"]["isPatronDayOff"]) == ("9", True)
    branch.refresh_from_db()
    assert (branch.holiday_region, branch.is_patron_day_off) == ("9", True)


@pytest.mark.parametrize(
    ("body", "error"),
    [
        (
            {"holidayRegion": "10"},
            {
                "message": "„10“ ist kein österreichisches Bundesland (1 bis 9, leer: nur bundesweite Feiertage).",
                "field": "holidayRegion",
                "code": "invalid_choice",
            },
        ),
        (
            {"holidayRegion": "", "isPatronDayOff": True},
            {
                "message": "Bitte zuerst das Bundesland der Filiale wählen, dessen Landespatron arbeitsfrei ist.",
                "field": "isPatronDayOff",
                "code": "invalid",
            },
        ),
    ],
)
def test_holiday_region_is_validated_in_german(admin_client, branch, body, error):
    # given
    before = branch_rows()

    # when
    response = send(admin_client, "put", f"/api/branches/{branch.id}", body)

    # then
    assert response.status_code == 400
    assert response.json()["errors"] == [error]
    assert branch_rows() == before
