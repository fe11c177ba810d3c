from django.http import Http404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.permissions import IsStaff
from organisation.models import Branch
from organisation.selectors import branch_reach

from .. import registry
from .serializers import StatisticQuerySerializer, StatisticSerializer


class StatisticView(APIView):
    """One statistics kind over a day range (Europe/Vienna calendar days, both inclusive)."""

    permission_classes = [IsStaff]

    @extend_schema(
        operation_id="statistics_retrieve",
        parameters=[
            OpenApiParameter(
                "kind",
                str,
                OpenApiParameter.PATH,
                enum=sorted(kind.name for kind in registry.kinds()),
                description="Art der Statistik (docs/api.md)",
            ),
            OpenApiParameter(
                "from", OpenApiTypes.DATE, required=True, description="Erster Tag, JJJJ-MM-TT (inklusive)"
            ),
            OpenApiParameter(
                "to", OpenApiTypes.DATE, required=True, description="Letzter Tag, JJJJ-MM-TT (inklusive, ≤ 366 Tage)"
            ),
            OpenApiParameter(
                "branch", int, description="Nur diese Filiale (Bestell- und QR-Statistiken); außer Reichweite: 404"
            ),
        ],
        responses={200: StatisticSerializer},
    )
    def get(self, request, kind: str):
        found = registry.get(kind)
        if found is None:
            raise Http404
        params = StatisticQuerySerializer(data=request.query_params)
        params.is_valid(raise_exception=True)
        reach = branch_reach(request.user)
        branch = params.validated_data.get("branch")
        if branch is not None and (
            (reach is not None and branch not in reach) or not Branch.objects.filter(pk=branch).exists()
        ):
            raise Http404
        if branch is not None:
            branches = frozenset([branch])
        else:
            branches = None if reach is None else frozenset(reach)
        query = registry.Query(params.validated_data["from"], params.validated_data["to"], branches, request.user)
        answer = {
            "kind": found.name,
            "from": query.start.isoformat(),
            "to": query.end.isoformat(),
            "shape": found.shape,
            "unit": found.unit,
            **({"currency": "EUR"} if found.unit == "money" else {}),
            **found.compute(query),
        }
        return Response(answer)
