"""No Content and Not Modified answers carry no body (RFC 9110): a 304 with one leaves bytes on a kept-alive
connection that the client then reads as the next answer's status line."""

import pytest
from rest_framework.response import Response
from rest_framework.test import APIRequestFactory
from rest_framework.views import APIView


class Answer(APIView):
    authentication_classes: list = []
    permission_classes: list = []

    def get(self, request, code: int):
        return Response(status=code)


@pytest.mark.parametrize("code", [204, 304])
def test_no_content_and_not_modified_have_no_body(code):
    response = Answer.as_view()(APIRequestFactory().get("/"), code=code)
    response.render()
    assert (response.status_code, response.content) == (code, b"")


def test_other_answers_keep_the_envelope():
    response = Answer.as_view()(APIRequestFactory().get("/"), code=200)
    response.render()
    assert response.content == b'{"data":null}'
