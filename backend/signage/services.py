"""Changes of digital signage: each in one transaction with its audit entry (a segment's scenes and a stream's slots
are part of what the log shows); commands to a TV through the devices' command channel; what a player reports.

A show-scene command is open (pending, then delivered) while the screen shows its scene: the player acks it only
when it cannot show the scene (`ok: false`); abort ends it and the screen returns to its stream. A new show-scene
aborts the one before. Every change a player should see moves the player's stamp after the commit (player.py).

Each change checks the actor itself, as the API does: staff change the rows of the branches they reach (a TV by its
device's branch; another branch's row: Http404), rows without a branch only administrators (PermissionDenied); a
row moved to another branch needs both.
"""

import datetime

from django.db import transaction
from django.utils import timezone

from audit.services import audited_create, audited_delete, audited_update, snapshot
from core.actors import DeviceActor
from core.permissions import require_branch
from devices.errors import DeviceError
from devices.models import Command, CommandStatus, DeviceKind
from devices.services import commands
from media.errors import UploadRefused
from media.models import UploadPurpose
from media.services import create_upload, replace_upload

from . import messages, player, selectors
from .errors import SignageError
from .models import ProofOfPlay, Scene, Segment, SegmentScene, SignageDevice, Stream, StreamSlot

SIGNAGE_KINDS = ("reload", "show-scene", "screenshot")
# the newest rows of proof of play kept per TV (older ones go with each report)
PROOF_OF_PLAY_KEPT = 500
# how far back a player may report what it showed (it keeps reports while offline)
PROOF_OF_PLAY_DAYS = 7
SCREENSHOT_FAILED = "Das Bildschirmfoto konnte nicht gespeichert werden: {reason}"


# --- who may change what ----------------------------------------------------------------------------------------
def _branch_id(data: dict, current: int | None) -> int | None:
    """The branch a scene, segment or stream has after the change (`data` without a branch keeps `current`)."""
    if "branch" in data:
        branch = data["branch"]
        return getattr(branch, "pk", branch)
    return data.get("branch_id", current)


def _device_branch_id(data: dict, current: int | None) -> int | None:
    """The branch of the device a TV is after the change."""
    device = data.get("device")
    return device.branch_id if device is not None else current


def check_move(actor, before: int | None, after: int | None) -> None:
    """The row's own branch first (another branch's row: 404 whatever the change), then the one it moves to."""
    require_branch(actor, before)
    if after != before:
        require_branch(actor, after)


def check_row_reach(actor, row) -> None:
    """Staff reaching the row's branch (a TV: its device's); a row of every branch only administrators."""
    require_branch(actor, row.device.branch_id if isinstance(row, SignageDevice) else row.branch_id)


# --- scenes, segments, streams, TVs -----------------------------------------------------------------------------
def scene_snapshot(scene: Scene) -> dict:
    return snapshot(scene)


def create_scene(actor, data: dict) -> Scene:
    require_branch(actor, _branch_id(data, None))
    data = dict(data)
    categories = data.pop("categories", [])

    def build():
        scene = Scene.objects.create(**data)
        scene.categories.set(categories)
        return scene

    return audited_create(actor, build)


def update_scene(actor, scene: Scene, data: dict) -> Scene:
    check_move(actor, scene.branch_id, _branch_id(data, scene.branch_id))
    data = dict(data)
    categories = data.pop("categories", None)

    def apply():
        for name, value in data.items():
            setattr(scene, name, value)
        scene.save()
        if categories is not None:
            scene.categories.set(categories)

    return audited_update(actor, scene, apply)


def segment_snapshot(segment: Segment) -> dict:
    data = snapshot(segment)
    if segment.pk:
        data["scenes"] = [
            {"scene": entry.scene_id, "duration_seconds": entry.duration_seconds, "transition": entry.transition}
            for entry in SegmentScene.objects.filter(segment=segment).order_by("position", "id")
        ]
    return data


def _replace_entries(segment: Segment, entries: list[dict]) -> None:
    SegmentScene.objects.filter(segment=segment).delete()
    SegmentScene.objects.bulk_create(
        SegmentScene(
            segment=segment,
            scene=entry["scene"],
            position=position,
            duration_seconds=entry["duration_seconds"],
            transition=entry["transition"],
        )
        for position, entry in enumerate(entries)
    )
    getattr(segment, "_prefetched_objects_cache", {}).pop("entries", None)


def _create_with_children(actor, model, data: dict, key: str, replace, snapshot_of):
    """Create a row with its ordered children (`data[key]`, replaced by `replace(row, children)`), audited."""
    data = dict(data)
    children = data.pop(key, [])

    def build():
        row = model.objects.create(**data)
        replace(row, children)
        return row

    return audited_create(actor, build, snapshot_of)


def _update_with_children(actor, row, data: dict, key: str, replace, snapshot_of):
    """Change a row's fields and, when `data` names them, replace its ordered children; audited."""
    data = dict(data)
    children = data.pop(key, None)

    def apply():
        for name, value in data.items():
            setattr(row, name, value)
        row.save()
        if children is not None:
            replace(row, children)

    return audited_update(actor, row, apply, snapshot_of)


def create_segment(actor, data: dict) -> Segment:
    require_branch(actor, _branch_id(data, None))
    return _create_with_children(actor, Segment, data, "entries", _replace_entries, segment_snapshot)


def update_segment(actor, segment: Segment, data: dict) -> Segment:
    check_move(actor, segment.branch_id, _branch_id(data, segment.branch_id))
    return _update_with_children(actor, segment, data, "entries", _replace_entries, segment_snapshot)


def stream_snapshot(stream: Stream) -> dict:
    data = snapshot(stream)
    if stream.pk:
        data["slots"] = [
            {"weekdays": slot.weekdays, "from": slot.starts, "to": slot.ends, "segment": slot.segment_id}
            for slot in StreamSlot.objects.filter(stream=stream).order_by("position", "id")
        ]
    return data


def _replace_slots(stream: Stream, slots: list[dict]) -> None:
    StreamSlot.objects.filter(stream=stream).delete()
    StreamSlot.objects.bulk_create(
        StreamSlot(
            stream=stream,
            position=position,
            weekdays=slot["weekdays"],
            starts=slot["starts"],
            ends=slot["ends"],
            segment=slot["segment"],
        )
        for position, slot in enumerate(slots)
    )
    getattr(stream, "_prefetched_objects_cache", {}).pop("slots", None)


def create_stream(actor, data: dict) -> Stream:
    require_branch(actor, _branch_id(data, None))
    return _create_with_children(actor, Stream, data, "slots", _replace_slots, stream_snapshot)


def update_stream(actor, stream: Stream, data: dict) -> Stream:
    check_move(actor, stream.branch_id, _branch_id(data, stream.branch_id))
    return _update_with_children(actor, stream, data, "slots", _replace_slots, stream_snapshot)


def create_signage_device(actor, data: dict) -> SignageDevice:
    require_branch(actor, _device_branch_id(data, None))
    return audited_create(actor, lambda: SignageDevice.objects.create(**data))


def update_signage_device(actor, tv: SignageDevice, data: dict) -> SignageDevice:
    check_move(actor, tv.device.branch_id, _device_branch_id(data, tv.device.branch_id))

    def apply():
        for name, value in data.items():
            setattr(tv, name, value)
        tv.save()

    return audited_update(actor, tv, apply)


def delete(actor, instance, snapshot_of=snapshot) -> None:
    """Refused (core.usage.InUse, 409) while a segment uses the scene, a stream the segment, a TV the stream."""
    check_row_reach(actor, instance)
    audited_delete(actor, instance, snapshot_of)


# --- commands ---------------------------------------------------------------------------------------------------
def send_command(actor, tv: SignageDevice, kind: str, scene_id: int | None = None, scenes=None) -> Command:
    """Queue reload, show-scene {sceneId} or screenshot for the TV's device (audited by the channel).

    `scenes`: the scenes the actor may show (a queryset); the scene must be in it and shared or of the TV's branch.
    Refused with 409 'Befehl konnte nicht ausgeführt werden.': another kind, an unknown scene, a device that is
    not an active screen."""
    check_row_reach(actor, tv)
    device = tv.device
    if kind not in SIGNAGE_KINDS:
        raise SignageError(messages.COMMAND_FAILED, "unknown_kind", field="kind")
    if device.kind != DeviceKind.SCREEN or not device.is_active:
        raise SignageError(messages.COMMAND_FAILED, "not_a_screen")
    payload: dict = {}
    if kind == "show-scene":
        scene = (scenes if scenes is not None else Scene.objects).filter(pk=scene_id).first() if scene_id else None
        if scene is None or (scene.branch_id is not None and scene.branch_id != device.branch_id):
            raise SignageError(messages.COMMAND_FAILED, "unknown_scene", field="sceneId")
        payload = {"sceneId": scene.pk, "path": scene.path, "name": scene.name}
    with transaction.atomic():
        if kind == "show-scene":
            # the newest show-scene replaces the one before
            for previous in selectors.open_show_scene_commands(device.pk):
                commands.abort(actor, previous)
        command = commands.send(device, kind, payload, actor=actor)
        player.bump_on_commit()
    return command


def abort_command(actor, tv: SignageDevice, command_id: int) -> Command:
    """End an open command of the TV (a show-scene: the screen returns to its stream). Refused with 409
    'Befehl konnte nicht abgebrochen werden.': an unknown command, another device's, one that already ended."""
    check_row_reach(actor, tv)
    command = Command.objects.filter(pk=command_id, device_id=tv.device_id, kind__in=SIGNAGE_KINDS).first()
    if command is None:
        raise SignageError(messages.ABORT_FAILED, "unknown_command", field="id")
    with transaction.atomic():
        try:
            command = commands.abort(actor, command)
        except DeviceError as error:
            raise SignageError(messages.ABORT_FAILED, error.code) from None
        player.bump_on_commit()
    return command


def on_show_scene_ack(command: Command) -> None:
    """The player acked a show-scene: it could not show the scene (failed) or ended it itself (done); either way it
    is over and the player's answer no longer carries it."""
    player.bump_on_commit()


def on_screenshot_ack(command: Command) -> None:
    """The player's screenshot `{dataUrl: "data:image/png;base64,..."}` becomes the TV's screenshot: an upload of the
    media area (checked and re-encoded as any upload), replaced by each new one so that only the last is kept. The
    command's result keeps its address, not the picture. A refused picture fails the command with the reason."""
    tv = SignageDevice.objects.select_related("device", "screenshot").filter(device_id=command.device_id).first()
    result = command.result if isinstance(command.result, dict) else {}
    data_url = result.get("dataUrl") or result.get("data_url")
    if tv is None or command.status != CommandStatus.DONE or not isinstance(data_url, str):
        command.result = {key: value for key, value in result.items() if key not in ("dataUrl", "data_url")} or None
        command.save(update_fields=["result"])
        return
    name = f"bildschirmfoto-{tv.device.identifier}.png"
    # the screen itself stores it: the log names the device, and it replaces only an upload of its own branch
    device = DeviceActor(device_id=tv.device_id, branch_id=tv.device.branch_id, name=tv.device.name)
    try:
        with transaction.atomic():
            if tv.screenshot is not None:
                upload = replace_upload(tv.screenshot, data_url, name, actor=device, allowed={"png"})
            else:
                upload = create_upload(data_url, name, purpose=UploadPurpose.IMAGE, actor=device, allowed={"png"})
            # the TV's branch's staff may open it in the back office (media.selectors.uploads_for)
            type(upload).objects.filter(pk=upload.pk).update(branch_id=tv.device.branch_id)
    except UploadRefused as refused:
        command.status = CommandStatus.FAILED
        command.error = SCREENSHOT_FAILED.format(reason=refused.reason)[:500]
        command.result = None
        command.save(update_fields=["status", "error", "result"])
        return
    now = timezone.now()
    SignageDevice.objects.filter(pk=tv.pk).update(screenshot=upload, screenshot_at=now, updated_at=now)
    command.result = {"screenshot": upload.url}
    command.save(update_fields=["result"])


# --- what the player reports ------------------------------------------------------------------------------------
def record_play(tv: SignageDevice, scene_id: int, shown_at: datetime.datetime) -> ProofOfPlay:
    """Store that the TV showed a scene (its name kept with it); the newest PROOF_OF_PLAY_KEPT rows stay. The TV's
    state (`showing`) follows the newest report. Refused (400 on the field): an unknown scene, a time more than
    PROOF_OF_PLAY_DAYS back or in the future."""
    now = timezone.now()
    if not now - datetime.timedelta(days=PROOF_OF_PLAY_DAYS) <= shown_at <= now + datetime.timedelta(minutes=5):
        raise SignageError(messages.SHOWN_AT_RANGE, "shown_at_range", status=400, field="shownAt")
    scene = Scene.objects.filter(pk=scene_id).only("id", "name", "branch_id").first()
    if scene is None or (scene.branch_id is not None and scene.branch_id != tv.device.branch_id):
        raise SignageError(messages.UNKNOWN_SCENE, "unknown_scene", status=400, field="sceneId")
    with transaction.atomic():
        play = ProofOfPlay.objects.create(signage_device=tv, scene=scene, scene_name=scene.name, shown_at=shown_at)
        SignageDevice.objects.filter(pk=tv.pk).exclude(showing_since__gt=shown_at).update(
            showing_scene=scene, showing_since=shown_at
        )
        cutoff = (
            ProofOfPlay.objects.filter(signage_device=tv)
            .order_by("-shown_at", "-id")
            .values_list("shown_at", "id")[PROOF_OF_PLAY_KEPT : PROOF_OF_PLAY_KEPT + 1]
        )
        oldest_kept = list(cutoff)
        if oldest_kept:
            shown, pk = oldest_kept[0]
            ProofOfPlay.objects.filter(signage_device=tv, shown_at__lte=shown).exclude(
                shown_at=shown, id__gt=pk
            ).delete()
    return play
