"""Shared by the analytics log tests: the pinned instant, the clients' user agents and address, posting a batch."""

import datetime
import json
from zoneinfo import ZoneInfo

VIENNA = ZoneInfo("Europe/Vienna")
NOON = datetime.datetime(2026, 11, 25, 12, 15, tzinfo=VIENNA)
FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"
IPHONE = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.0 Mobile/15E148 Safari/604.1"
)
ADDRESS = "203.0.113.77"
DEVICE = {
    "type": "device",
    "path": "/store/mariahilf",
    "branch": "mariahilf",
    "isNewVisitor": True,
    "device": {
        "language": "de-AT",
        "languages": ["de-AT", "de", "en"],
        "userAgent": FIREFOX,
        "referrer": "https://www.google.com/search?q=schnitzel",
        "screenWidth": 1920,
        "screenHeight": 1080,
        "windowWidth": 1280,
        "windowHeight": 720,
        "pixelRatio": 1.5,
        "orientation": "landscape-primary",
        "darkMode": True,
    },
}


def post(client, body, user_agent=FIREFOX, address=ADDRESS, **extra):
    raw = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(
        "/api/analytics-log",
        raw,
        content_type="application/json",
        HTTP_USER_AGENT=user_agent,
        REMOTE_ADDR=address,
        **extra,
    )


def errors(response) -> list[tuple[str | None, str, str]]:
    return [(error.get("field"), error["message"], error["code"]) for error in response.json()["errors"]]
