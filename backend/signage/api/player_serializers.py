"""The player's answer to GET /api/signage/player: its shape for the schema (signage/player.py builds it)."""

from rest_framework import serializers

from core.api.serializers import UTCDateTimeField

from ..models import Layout, Orientation, Transition
from .serializers import BlocksField


class PlayerRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class PlayerImageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    version = serializers.IntegerField()
    extension = serializers.CharField()
    url = serializers.CharField(help_text="/image/product/<id>-<version>.<extension>")


class PlayerProductSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    allergens = serializers.CharField()
    price = serializers.CharField(allow_null=True, help_text='Decimal als Text ("5.90"); null: Preis ausgeblendet')
    calculation_model = serializers.CharField(help_text="fixed, approximate ('ca.') oder minimum ('ab')")
    unit = serializers.CharField()
    image = PlayerImageSerializer(allow_null=True)
    available = serializers.BooleanField()


class PlayerCategorySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    available = serializers.BooleanField(help_text="false: außerhalb ihrer Zeiten, aber sichtbar")
    products = PlayerProductSerializer(many=True)


class PlayerMenuBoardSerializer(serializers.Serializer):
    title = serializers.CharField()
    menu = PlayerRefSerializer(allow_null=True)
    categories = PlayerCategorySerializer(many=True)


class PlayerSceneSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    path = serializers.CharField()
    name = serializers.CharField()
    layout = serializers.ChoiceField(choices=Layout.choices)
    duration_seconds = serializers.IntegerField(allow_null=True, help_text="null: eine Szene auf Befehl (override)")
    transition = serializers.ChoiceField(choices=Transition.choices)
    content = BlocksField(allow_null=True, help_text="Blöcke (layout blocks), sonst null")
    menu_board = PlayerMenuBoardSerializer(allow_null=True, help_text="Speisekarte (layout menu-board), sonst null")


class PlayerNextSerializer(serializers.Serializer):
    segment = PlayerRefSerializer(allow_null=True)
    scenes = PlayerSceneSerializer(many=True)
    until = UTCDateTimeField(allow_null=True)


class PlayerOverrideSerializer(serializers.Serializer):
    command = serializers.IntegerField()
    since = UTCDateTimeField()
    scene = PlayerSceneSerializer()


class PlayerBranchSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    identifier = serializers.CharField()


class PlayerDeviceSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="der TV")
    device = serializers.IntegerField(help_text="sein Gerät")
    name = serializers.CharField()
    identifier = serializers.CharField()
    orientation = serializers.ChoiceField(choices=Orientation.choices)
    resolution = serializers.CharField()
    branch = PlayerBranchSerializer()


class PlayerAnswerSerializer(serializers.Serializer):
    """What the screen plays now (`segment`, `scenes` until `until`), next (`next`, from `until`) and on command
    (`override`, shown instead until aborted)."""

    device = PlayerDeviceSerializer()
    stream = PlayerRefSerializer(allow_null=True)
    segment = PlayerRefSerializer(allow_null=True)
    scenes = PlayerSceneSerializer(many=True)
    until = UTCDateTimeField(allow_null=True)
    next = PlayerNextSerializer(allow_null=True)
    override = PlayerOverrideSerializer(allow_null=True)
