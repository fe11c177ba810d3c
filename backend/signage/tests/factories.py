import factory
from factory.django import DjangoModelFactory

from devices.models import DeviceKind
from devices.tests.factories import DeviceFactory
from signage.models import Layout, Scene, Segment, SegmentScene, SignageDevice, Stream, StreamSlot


class SceneFactory(DjangoModelFactory):
    """A scene; pass categories=[...] for a menu board's categories."""

    class Meta:
        model = Scene
        skip_postgeneration_save = True

    path = factory.Sequence(lambda n: f"szene-{n}")
    name = factory.Sequence(lambda n: f"Szene {n}")
    layout = Layout.BLOCKS
    content = factory.LazyFunction(lambda: {"body": []})

    @factory.post_generation
    def categories(self, create, extracted, **kwargs):
        if create and extracted:
            self.categories.set(extracted)


class SegmentFactory(DjangoModelFactory):
    """A segment; pass scenes=[scene, (scene, seconds, transition), ...]."""

    class Meta:
        model = Segment
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Filmsequenz {n}")

    @factory.post_generation
    def scenes(self, create, extracted, **kwargs):
        if not create or not extracted:
            return
        for position, entry in enumerate(extracted):
            scene, seconds, transition = entry if isinstance(entry, tuple) else (entry, 10, "fade")
            SegmentScene.objects.create(
                segment=self, scene=scene, position=position, duration_seconds=seconds, transition=transition
            )


class StreamFactory(DjangoModelFactory):
    """A stream; pass slots=[(weekdays, "06:00", "11:00", segment), ...]."""

    class Meta:
        model = Stream
        skip_postgeneration_save = True

    name = factory.Sequence(lambda n: f"Stream {n}")

    @factory.post_generation
    def slots(self, create, extracted, **kwargs):
        if not create or not extracted:
            return
        for position, (weekdays, starts, ends, segment) in enumerate(extracted):
            StreamSlot.objects.create(
                stream=self, position=position, weekdays=list(weekdays), starts=starts, ends=ends, segment=segment
            )


class ScreenFactory(DeviceFactory):
    kind = DeviceKind.SCREEN
    name = factory.Sequence(lambda n: f"TV {n}")
    identifier = factory.Sequence(lambda n: f"tv-{n}")


class SignageDeviceFactory(DjangoModelFactory):
    class Meta:
        model = SignageDevice

    device = factory.SubFactory(ScreenFactory)
