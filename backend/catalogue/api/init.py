"""Catalogue entries of GET /api/init (a fixed number of queries each, whatever the size)."""

from .. import selectors
from .serializers import CategorySerializer, DonateeSerializer, MenuSerializer, ProductSerializer, TagSerializer


def menus_entry(request):
    return MenuSerializer(selectors.menus_for(request.user), many=True, context={"request": request}).data


def categories_entry(request):
    return CategorySerializer(selectors.categories(), many=True).data


def products_entry(request):
    return ProductSerializer(selectors.products(), many=True).data


def tags_entry(request):
    return TagSerializer(selectors.tags(), many=True).data


def donatees_entry(request):
    return DonateeSerializer(selectors.donatees(), many=True).data
