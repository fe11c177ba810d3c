"""Tag and path slugs against contracts/slug.json, plus properties."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.slug import path_slug, tag_slug
from rules.tests.vectors import case_id, load

VECTORS = load("slug.json")


@pytest.mark.parametrize("case", VECTORS["cases"], ids=case_id)
def test_slug_vectors(case):
    value = case["input"]["value"]
    assert {"tag": tag_slug(value), "path": path_slug(value)} == case["expected"]


@given(st.text())
def test_slugs_use_only_their_alphabet_and_are_idempotent(value):
    tag, path = tag_slug(value), path_slug(value)
    assert re.fullmatch(r"[a-z0-9-]*", tag) and "--" not in tag and not tag.endswith("-")
    assert re.fullmatch(r"[a-z0-9./-]*", path) and "--" not in path
    assert not path.startswith(("-", ".", "/")) and not path.endswith(("-", ".", "/"))
    assert tag_slug(tag) == tag
    assert path_slug(path) == path
