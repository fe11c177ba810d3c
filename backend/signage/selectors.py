"""Reads of digital signage, scoped by reach.

Scenes, segments and streams without a branch serve every branch: every staff member reads them. Those with a
branch, and the TVs (by their device's branch), only who reaches that branch; anything else answers 404.
"""

from django.db.models import Prefetch, Q, QuerySet

from devices.models import OPEN_STATUSES, Command
from organisation.selectors import branch_reach

from .models import ProofOfPlay, Scene, Segment, SegmentScene, SignageDevice, Stream, StreamSlot


def _shared_or_in_reach(queryset: QuerySet, user) -> QuerySet:
    if not getattr(user, "is_authenticated", False):
        return queryset.none()
    reach = branch_reach(user)
    if reach is None:
        return queryset
    return queryset.filter(Q(branch__isnull=True) | Q(branch__in=reach))


def scenes() -> QuerySet:
    return Scene.objects.select_related("branch", "menu").prefetch_related("categories")


def scenes_for(user) -> QuerySet:
    return _shared_or_in_reach(scenes(), user)


def segment_entries() -> Prefetch:
    return Prefetch("entries", queryset=SegmentScene.objects.select_related("scene").order_by("position", "id"))


def segments() -> QuerySet:
    return Segment.objects.select_related("branch").prefetch_related(segment_entries())


def segments_for(user) -> QuerySet:
    return _shared_or_in_reach(segments(), user)


def stream_slots() -> Prefetch:
    return Prefetch("slots", queryset=StreamSlot.objects.select_related("segment").order_by("position", "id"))


def streams() -> QuerySet:
    return Stream.objects.select_related("branch").prefetch_related(stream_slots())


def streams_for(user) -> QuerySet:
    return _shared_or_in_reach(streams(), user)


def open_show_scenes() -> Prefetch:
    """A TV's open show-scene commands, newest first (`device.open_show_scenes`): what its screen is told to show."""
    commands = Command.objects.filter(kind="show-scene", status__in=OPEN_STATUSES).order_by("-id")
    return Prefetch("device__commands", queryset=commands, to_attr="open_show_scenes")


def open_show_scene_commands(device_id: int) -> QuerySet:
    return Command.objects.filter(device_id=device_id, kind="show-scene", status__in=OPEN_STATUSES).order_by("-id")


def signage_devices() -> QuerySet:
    return (
        SignageDevice.objects.select_related("device", "device__branch", "stream", "showing_scene", "screenshot")
        .prefetch_related(open_show_scenes())
        .order_by("device__name", "id")
    )


def signage_devices_for(user) -> QuerySet:
    if not getattr(user, "is_authenticated", False):
        return SignageDevice.objects.none()
    reach = branch_reach(user)
    queryset = signage_devices()
    return queryset if reach is None else queryset.filter(device__branch__in=reach)


def plays_of(signage_device: SignageDevice) -> QuerySet:
    """What the TV's player reported it showed, newest first."""
    return ProofOfPlay.objects.filter(signage_device=signage_device).order_by("-shown_at", "-id")


def signage_device_of(device_id: int) -> SignageDevice | None:
    """The TV of a device (the player's own), with its device and branch."""
    return SignageDevice.objects.select_related("device", "device__branch").filter(device_id=device_id).first()


def screenshot_upload_ids() -> list[int]:
    """The uploads holding the TVs' last screenshots (kept by media's clean-up of unused uploads)."""
    return list(SignageDevice.objects.filter(screenshot__isnull=False).values_list("screenshot_id", flat=True))


# --- who uses a row (core.usage finders: a delete answers 409 naming them) ------------------------------------
def _labels(kind: str, names) -> list[str]:
    return [f"{kind} „{name}“" for name in names]


def row_users(instance) -> list[str]:
    """Who still uses a scene, segment, stream, screen device, menu or category of a menu board."""
    label = instance._meta.label
    if isinstance(instance, Scene):
        names = (
            Segment.objects.filter(entries__scene=instance).distinct().order_by("name").values_list("name", flat=True)
        )
        return _labels("Filmsequenz", names)
    if isinstance(instance, Segment):
        names = (
            Stream.objects.filter(slots__segment=instance).distinct().order_by("name").values_list("name", flat=True)
        )
        return _labels("Stream", names)
    if isinstance(instance, Stream):
        names = (
            SignageDevice.objects.filter(stream=instance)
            .order_by("device__name")
            .values_list("device__name", flat=True)
        )
        return _labels("TV", names)
    if label == "devices.Device":
        names = SignageDevice.objects.filter(device=instance).values_list("device__name", flat=True)
        return _labels("TV", names)
    if label == "catalogue.Menu":
        return _labels("Szene", Scene.objects.filter(menu=instance).order_by("name").values_list("name", flat=True))
    if label == "catalogue.Category":
        names = Scene.objects.filter(categories=instance).order_by("name").values_list("name", flat=True)
        return _labels("Szene", names)
    return []
