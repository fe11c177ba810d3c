"""The Google tag and the Meta pixel: which ids are configured and what the storefront's policy allows.

The storefront loads them only after consent and only when an id is configured (frontend
features/tracking/tags.ts). Its Content-Security-Policy names their hosts only then, so a shop without
them keeps the policy of scripts from this server alone.

`configured_tag_ids` is the one place that knows where the ids come from: the consent configuration
(googleTagId, facebookPixelId), edited in the back office ('Datenschutz-Einstellungen') and read by the
storefront from GET /api/public/consent.
"""

from dataclasses import dataclass

from consent import selectors as consent

GOOGLE_SCRIPT = ["https://www.googletagmanager.com"]
GOOGLE_CONNECT = [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.g.doubleclick.net",
]
META_SCRIPT = ["https://connect.facebook.net"]
META_CONNECT = ["https://www.facebook.com", "https://connect.facebook.net"]


@dataclass(frozen=True)
class TagIds:
    google_tag_id: str = ""
    facebook_pixel_id: str = ""


def configured_tag_ids() -> TagIds:
    configuration = consent.current().configuration
    return TagIds(configuration.get("google_tag_id", "").strip(), configuration.get("facebook_pixel_id", "").strip())


def storefront_policy(policy: str, ids: TagIds, script: list[str] = ()) -> str:
    """`policy` with the `script` sources and the tag hosts added to script-src and connect-src for the configured
    ids."""
    script, connect = list(script), []
    if ids.google_tag_id:
        script += GOOGLE_SCRIPT
        connect += GOOGLE_CONNECT
    if ids.facebook_pixel_id:
        script += META_SCRIPT
        connect += META_CONNECT
    if not script:
        return policy
    extra = {"script-src": script, "connect-src": connect}
    parts = []
    for part in policy.split(";"):
        name, *values = part.split()
        parts.append(" ".join([name, *values, *extra.get(name, [])]))
    return "; ".join(parts)
