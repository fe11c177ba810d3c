"""Segments ('Filmsequenz') and streams: ordered scenes with durations and transitions, slots by weekday and time of
day; German errors on every failing nested field at once, parts of one branch only, audited with their lists, and
never deleted while a stream plays the segment or a TV the stream."""

from audit.models import LogEntry

from ..models import Segment, Stream
from .factories import SceneFactory, SegmentFactory, SignageDeviceFactory, StreamFactory


def errors(response) -> list[tuple[str, str]]:
    return [(error.get("field", ""), error["message"]) for error in response.json()["errors"]]


def test_a_segment_lists_its_scenes_in_order_with_seconds_and_transition(admin_client, scenes):
    response = admin_client.post(
        "/api/digital-signage-segments",
        {
            "name": "Morgen",
            "scenes": [
                {"scene": scenes["welcome"].pk, "durationSeconds": 8, "transition": "none"},
                {"scene": scenes["breakfast"].pk},
            ],
        },
        format="json",
    )

    assert response.status_code == 201, response.content
    data = response.json()["data"]
    assert (data["name"], data["branch"]) == ("Morgen", None)
    assert data["scenes"] == [
        {"scene": scenes["welcome"].pk, "sceneName": "Willkommen", "durationSeconds": 8, "transition": "none"},
        {"scene": scenes["breakfast"].pk, "sceneName": "Frühstück", "durationSeconds": 10, "transition": "fade"},
    ]
    entry = LogEntry.objects.get(entity="segment", action="create")
    assert entry.changes["scenes"] == {
        "old": None,
        "new": [
            {"scene": scenes["welcome"].pk, "duration_seconds": 8, "transition": "none"},
            {"scene": scenes["breakfast"].pk, "duration_seconds": 10, "transition": "fade"},
        ],
    }


def test_segment_errors_name_each_scene_entry(admin_client, scenes):
    response = admin_client.post(
        "/api/digital-signage-segments",
        {
            "name": "",
            "scenes": [
                {"scene": 999, "durationSeconds": 0, "transition": "wischen"},
                {"durationSeconds": 3601},
                {"scene": scenes["welcome"].pk, "duration": 5},
            ],
        },
        format="json",
    )
    empty = admin_client.post("/api/digital-signage-segments", {"name": "Leer", "scenes": []}, format="json")
    missing = admin_client.post("/api/digital-signage-segments", {"name": "Ohne"}, format="json")

    assert response.status_code == 400
    assert errors(response) == [
        ("name", "Dieses Feld darf nicht leer sein."),
        ("scenes.0.scene", 'Der Eintrag "999" existiert nicht.'),
        ("scenes.0.durationSeconds", "Bitte geben Sie einen Wert größer oder gleich 1 an."),
        ("scenes.0.transition", '"wischen" ist keine gültige Option.'),
        ("scenes.1.scene", "Dieses Feld ist erforderlich."),
        ("scenes.1.durationSeconds", "Bitte geben Sie einen Wert kleiner oder gleich 3600 an."),
        ("scenes.2.duration", "Unbekanntes Feld."),
    ]
    assert errors(empty) == [("scenes", "Bitte fügen Sie mindestens eine Szene hinzu.")]
    assert errors(missing) == [("scenes", "Dieses Feld ist erforderlich.")]
    assert not Segment.objects.exists()


def test_a_segment_of_a_branch_takes_that_branchs_scenes_and_shared_ones(admin_client, scenes, branch, other_branch):
    graz = SceneFactory(name="Graz Abend", path="graz-abend", branch=other_branch)
    mariahilf = SceneFactory(name="Mariahilf Abend", path="mariahilf-abend", branch=branch)

    refused = admin_client.post(
        "/api/digital-signage-segments",
        {
            "name": "Abend",
            "branch": branch.pk,
            "scenes": [{"scene": scenes["welcome"].pk}, {"scene": graz.pk}, {"scene": mariahilf.pk}],
        },
        format="json",
    )
    shared = admin_client.post(
        "/api/digital-signage-segments", {"name": "Abend", "scenes": [{"scene": mariahilf.pk}]}, format="json"
    )
    made = admin_client.post(
        "/api/digital-signage-segments",
        {"name": "Abend", "branch": branch.pk, "scenes": [{"scene": scenes["welcome"].pk}, {"scene": mariahilf.pk}]},
        format="json",
    )
    moved = admin_client.put(
        f"/api/digital-signage-segments/{made.json()['data']['id']}", {"branch": other_branch.pk}, format="json"
    )

    assert errors(refused) == [("scenes.1.scene", "Die Szene „Graz Abend“ gehört zu einer anderen Filiale.")]
    assert errors(shared) == [("scenes.0.scene", "Die Szene „Mariahilf Abend“ gehört zu einer anderen Filiale.")]
    assert made.status_code == 201
    assert errors(moved) == [("scenes.1.scene", "Die Szene „Mariahilf Abend“ gehört zu einer anderen Filiale.")]


def test_an_update_replaces_the_scenes_and_the_log_shows_both_lists(admin_client, segments, scenes):
    segment = segments["lunch"]

    response = admin_client.put(
        f"/api/digital-signage-segments/{segment.pk}",
        {"scenes": [{"scene": scenes["welcome"].pk, "durationSeconds": 5}, {"scene": scenes["lunch"].pk}]},
        format="json",
    )

    assert response.status_code == 200, response.content
    assert [(row["sceneName"], row["durationSeconds"]) for row in response.json()["data"]["scenes"]] == [
        ("Willkommen", 5),
        ("Mittagsmenü", 10),
    ]
    entry = LogEntry.objects.get(entity="segment", action="update")
    assert entry.changes["scenes"] == {
        "old": [{"scene": scenes["lunch"].pk, "duration_seconds": 30, "transition": "slide"}],
        "new": [
            {"scene": scenes["welcome"].pk, "duration_seconds": 5, "transition": "fade"},
            {"scene": scenes["lunch"].pk, "duration_seconds": 10, "transition": "fade"},
        ],
    }


def test_a_segment_a_stream_plays_is_not_deleted(admin_client, stream, segments, scenes):
    used = admin_client.delete(f"/api/digital-signage-segments/{segments['lunch'].pk}")
    spare = SegmentFactory(name="Reserve", scenes=[scenes["welcome"]])
    deleted = admin_client.delete(f"/api/digital-signage-segments/{spare.pk}")

    assert used.status_code == 409
    assert errors(used) == [
        (
            "",
            "Filmsequenz „Mittag“ wird noch verwendet (Stream „Theke Mariahilf“) und kann daher nicht gelöscht werden.",
        )
    ]
    assert deleted.status_code == 204
    entry = LogEntry.objects.get(entity="segment", action="delete")
    assert entry.changes["scenes"] == {
        "old": [{"scene": scenes["welcome"].pk, "duration_seconds": 10, "transition": "fade"}],
        "new": None,
    }


def test_a_stream_plans_segments_by_weekday_and_time(admin_client, segments):
    response = admin_client.post(
        "/api/digital-signage-streams",
        {
            "name": "Wochenende",
            "slots": [
                {"weekdays": [6, 5, 5], "from": "08:00", "to": "12:00", "segment": segments["breakfast"].pk},
                {"weekdays": [4], "from": "22:00", "to": "02:00", "segment": segments["lunch"].pk},
                {"weekdays": [0, 1, 2, 3, 4], "from": "11:00", "to": "24:00", "segment": segments["lunch"].pk},
            ],
        },
        format="json",
    )

    assert response.status_code == 201, response.content
    assert response.json()["data"]["slots"] == [
        {
            "weekdays": [5, 6],
            "from": "08:00",
            "to": "12:00",
            "segment": segments["breakfast"].pk,
            "segmentName": "Frühstück",
        },
        {"weekdays": [4], "from": "22:00", "to": "02:00", "segment": segments["lunch"].pk, "segmentName": "Mittag"},
        {
            "weekdays": [0, 1, 2, 3, 4],
            "from": "11:00",
            "to": "24:00",
            "segment": segments["lunch"].pk,
            "segmentName": "Mittag",
        },
    ]
    entry = LogEntry.objects.get(entity="stream", action="create")
    assert entry.changes["slots"]["new"][1] == {
        "weekdays": [4],
        "from": "22:00",
        "to": "02:00",
        "segment": segments["lunch"].pk,
    }


def test_stream_errors_name_each_slot(admin_client, segments):
    response = admin_client.post(
        "/api/digital-signage-streams",
        {
            "name": "Falsch",
            "slots": [
                {"weekdays": [], "from": "24:00", "to": "00:00"},
                {"weekdays": [7, "Mo"], "from": "6:00", "to": "24:30", "segment": segments["lunch"].pk},
                {"weekdays": [1], "from": "06:00", "to": "06:00", "segment": segments["lunch"].pk},
            ],
        },
        format="json",
    )

    assert response.status_code == 400
    assert errors(response) == [
        ("slots.0.weekdays", "Bitte wählen Sie mindestens einen Wochentag."),
        ("slots.0.from", "Bitte geben Sie eine Uhrzeit von 00:00 bis 23:59 an."),
        ("slots.0.to", "Bitte geben Sie eine Uhrzeit von 00:01 bis 24:00 an."),
        ("slots.0.segment", "Dieses Feld ist erforderlich."),
        ("slots.1.weekdays.0", "Bitte geben Sie Wochentage von 0 (Montag) bis 6 (Sonntag) an."),
        ("slots.1.weekdays.1", "Bitte geben Sie Wochentage von 0 (Montag) bis 6 (Sonntag) an."),
        ("slots.1.from", "Bitte geben Sie eine Uhrzeit von 00:00 bis 23:59 an."),
        ("slots.1.to", "Bitte geben Sie eine Uhrzeit von 00:01 bis 24:00 an."),
        ("slots.2.to", "Das Ende darf nicht gleich dem Beginn sein."),
    ]
    assert not Stream.objects.exists()


def test_a_stream_of_a_branch_plays_that_branchs_segments_and_shared_ones(admin_client, segments, branch, other_branch):
    graz = SegmentFactory(name="Graz", branch=other_branch, scenes=[SceneFactory(branch=other_branch)])

    response = admin_client.post(
        "/api/digital-signage-streams",
        {
            "name": "Mariahilf",
            "branch": branch.pk,
            "slots": [
                {"weekdays": [0], "from": "06:00", "to": "11:00", "segment": segments["breakfast"].pk},
                {"weekdays": [0], "from": "11:00", "to": "12:00", "segment": graz.pk},
            ],
        },
        format="json",
    )

    assert errors(response) == [("slots.1.segment", "Die Filmsequenz „Graz“ gehört zu einer anderen Filiale.")]


def test_employees_see_shared_streams_and_their_branchs(employee_client, stream, segments, branch, other_branch):
    StreamFactory(name="Graz", branch=other_branch)
    mine = StreamFactory(name="Mariahilf", branch=branch)

    rows = employee_client.get("/api/digital-signage-streams").json()["data"]
    changed = employee_client.put(
        f"/api/digital-signage-streams/{mine.pk}",
        {"slots": [{"weekdays": [2], "from": "07:00", "to": "09:00", "segment": segments["breakfast"].pk}]},
        format="json",
    )

    assert [row["name"] for row in rows] == ["Mariahilf", "Theke Mariahilf"]
    assert (
        employee_client.put(f"/api/digital-signage-streams/{stream.pk}", {"name": "x"}, format="json").status_code
        == 403
    )
    assert changed.status_code == 200, changed.content
    assert [row["name"] for row in employee_client.get("/api/digital-signage-segments?shared=true").json()["data"]] == [
        "Frühstück",
        "Mittag",
    ]


def test_a_stream_a_tv_plays_is_not_deleted(admin_client, tv, stream):
    response = admin_client.delete(f"/api/digital-signage-streams/{stream.pk}")

    assert response.status_code == 409
    assert errors(response) == [
        ("", "Stream „Theke Mariahilf“ wird noch verwendet (TV „TV Theke“) und kann daher nicht gelöscht werden.")
    ]


def test_streams_and_segments_filter_by_what_they_use(admin_client, stream, segments, scenes):
    other = StreamFactory(name="Nur Mittag", slots=[(range(7), "11:00", "14:00", segments["lunch"])])

    by_segment = admin_client.get(f"/api/digital-signage-streams?segment={segments['breakfast'].pk}").json()["data"]
    by_scene = admin_client.get(f"/api/digital-signage-segments?scene={scenes['welcome'].pk}").json()["data"]

    assert [row["id"] for row in by_segment] == [stream.pk]
    assert [row["name"] for row in by_scene] == ["Frühstück"]
    assert other.pk != stream.pk


def test_tv_in_reach_reads_nothing_of_others(employee_client, other_branch, stream):
    graz = SignageDeviceFactory(device__branch=other_branch, stream=stream)

    assert employee_client.get(f"/api/digital-signage-devices/{graz.pk}").status_code == 404
