"""Organisation entries of GET /api/init (one query each, whatever the size)."""

from .. import selectors
from ..models import Config
from .serializers import BranchSerializer, ConfigSerializer, DepartmentSerializer, DivisionSerializer, TableSerializer


def config_entry(request):
    return ConfigSerializer(Config.load()).data


def divisions_entry(request):
    return DivisionSerializer(selectors.divisions(), many=True).data


def branches_entry(request):
    return BranchSerializer(selectors.branches_for(request.user), many=True, context={"request": request}).data


def departments_entry(request):
    return DepartmentSerializer(selectors.departments_for(request.user), many=True).data


def tables_entry(request):
    return TableSerializer(selectors.tables_for(request.user), many=True).data
