"""Website builder entries of GET /api/init (one query each, whatever the size)."""

from .. import selectors
from .serializers import BlockSerializer, NavigationSerializer, NodeSerializer, SiteSerializer


def sites_entry(request):
    return SiteSerializer(selectors.sites(), many=True).data


def navigations_entry(request):
    return NavigationSerializer(selectors.navigations(), many=True).data


def blocks_entry(request):
    return BlockSerializer(selectors.blocks(), many=True).data


def nodes_entry(request):
    return NodeSerializer(selectors.nodes(), many=True).data
