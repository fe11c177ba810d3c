import pytest
from django.core.cache import cache


@pytest.fixture(autouse=True)
def media_root(settings, tmp_path):
    """Every test stores its files in its own temporary folder, never in the repository."""
    settings.MEDIA_ROOT = tmp_path / "media"
    cache.clear()  # the upload rate limit counts per address in the cache
    yield settings.MEDIA_ROOT
    cache.clear()


def stored_files(root) -> list[str]:
    if not root.exists():
        return []
    return sorted(str(path.relative_to(root)) for path in root.rglob("*") if path.is_file())
