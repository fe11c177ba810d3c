"""Comparing secrets from URLs (order hash, upload hash, board API key) in constant time."""

import hmac


def secret_matches(expected: str, given: str) -> bool:
    return hmac.compare_digest(expected.encode(), given.encode())
