"""The query of GET /api/statistics/{kind} and the documented shape of its answer."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.api.dates import BoundedDateField, check_day_range
from core.api.fields import MAX_ID

# how a kind answers (stats/shapes.py); its enum keeps the name ShapeEnum in the API contract
SHAPES = ("series", "ranking", "flow")


class StatisticQuerySerializer(serializers.Serializer):
    # `from` is a Python keyword: declared through the class namespace
    vars()["from"] = BoundedDateField(input_formats=["%Y-%m-%d"], help_text="Erster Tag (JJJJ-MM-TT, inklusive)")
    to = BoundedDateField(input_formats=["%Y-%m-%d"], help_text="Letzter Tag (JJJJ-MM-TT, inklusive)")
    branch = serializers.IntegerField(min_value=1, max_value=MAX_ID, required=False)

    def validate(self, attrs):
        check_day_range(attrs["from"], attrs["to"], "to")
        return attrs


@extend_schema_field({"oneOf": [{"type": "number"}, {"type": "string", "example": "12.50"}]})
class NumberOrMoneyField(serializers.Field):
    """A count (number) or, for unit money, a decimal string."""

    def to_representation(self, value):
        return value


class SeriesPointSerializer(serializers.Serializer):
    date = serializers.DateField()
    value = NumberOrMoneyField()


class RankingRowSerializer(serializers.Serializer):
    key = serializers.CharField()
    label = serializers.CharField()
    value = NumberOrMoneyField()
    share = serializers.FloatField(help_text="Anteil an total (0 bis 1, 4 Nachkommastellen)")


class FlowStepSerializer(serializers.Serializer):
    vars()["from"] = serializers.CharField()
    to = serializers.CharField()
    value = serializers.IntegerField()


class StatisticSerializer(serializers.Serializer):
    kind = serializers.CharField()
    vars()["from"] = serializers.DateField()
    to = serializers.DateField()
    shape = serializers.ChoiceField(choices=SHAPES)
    unit = serializers.ChoiceField(choices=["count", "money"])
    currency = serializers.ChoiceField(choices=["EUR"], required=False, help_text="nur bei unit money")
    total = NumberOrMoneyField(help_text="Summe über den Zeitraum (Besucher: verschiedene Tages-Hashes)")
    series = SeriesPointSerializer(many=True, required=False, help_text="shape series: jeder Tag, auch mit 0")
    ranking = RankingRowSerializer(
        many=True, required=False, help_text="shape ranking: absteigend, höchstens 50 (Stunden: 0 bis 23)"
    )
    flow = FlowStepSerializer(many=True, required=False, help_text="shape flow: Seite → nächste Seite")
