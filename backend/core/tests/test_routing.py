"""core.api.routing: one URL, one view per method, and the schema listing each method by its view."""

from django.test import RequestFactory
from rest_framework.response import Response
from rest_framework.views import APIView

from core.api.routing import by_method, expand_by_method


class Listing(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    def get(self, request):
        return Response({"view": "listing"})


class Placing(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    def post(self, request):
        return Response({"view": "placing"}, status=201)


def test_each_method_reaches_its_view_and_any_other_the_default():
    # given
    listing, placing = Listing.as_view(), Placing.as_view()
    view = by_method(listing, post=placing)
    factory = RequestFactory()

    # when
    got, posted, put = (view(getattr(factory, m)("/things")) for m in ("get", "post", "put"))

    # then
    assert (got.status_code, got.data) == (200, {"view": "listing"})
    assert (posted.status_code, posted.data) == (201, {"view": "placing"})
    assert put.status_code == 405
    assert view.csrf_exempt is True


def test_options_and_405_name_every_method_of_the_url():
    # given
    view = by_method(Listing.as_view(), post=Placing.as_view())
    factory = RequestFactory()

    # when
    options, put = view(factory.options("/things")), view(factory.put("/things"))

    # then
    assert options["Allow"] == "GET, HEAD, OPTIONS, POST"
    assert put["Allow"] == "GET, HEAD, OPTIONS, POST"


def test_the_schema_hook_lists_each_method_under_the_view_that_answers_it():
    # given
    listing, placing = Listing.as_view(), Placing.as_view()
    view = by_method(listing, post=placing)
    other = Listing.as_view()

    # when: the generator found GET on the shared URL (from the default view's class)
    endpoints = expand_by_method([("/things", "^things$", "GET", view), ("/other", "^other$", "GET", other)])

    # then
    assert endpoints == [
        ("/things", "^things$", "GET", listing),
        ("/things", "^things$", "POST", placing),
        ("/other", "^other$", "GET", other),
    ]
