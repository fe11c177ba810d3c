"""Browser, operating system and device class from a User-Agent header (a short list, no database)."""

import re

from .scans import device_class

OTHER = "Andere"
BOT = "Bot"

# first match wins: the order matters (Edge and Opera carry "Chrome", Chrome carries "Safari")
BROWSERS = [
    ("Edge", re.compile(r"\bEdg(?:e|A|iOS)?/")),
    ("Opera", re.compile(r"\bOPR/|\bOpera\b")),
    ("Samsung Internet", re.compile(r"\bSamsungBrowser/")),
    ("Firefox", re.compile(r"\bFirefox/|\bFxiOS/")),
    ("Chrome", re.compile(r"\bChrome/|\bCriOS/|\bChromium/")),
    ("Safari", re.compile(r"\bVersion/[\d.]+.*\bSafari/|\b(?:iPhone|iPad|iPod)\b.*\bMobile/")),
]
SYSTEMS = [
    ("iOS", re.compile(r"\b(?:iPhone|iPad|iPod)\b")),
    ("Android", re.compile(r"\bAndroid\b")),
    ("Windows", re.compile(r"\bWindows\b")),
    ("ChromeOS", re.compile(r"\bCrOS\b")),
    ("macOS", re.compile(r"\bMac OS X\b|\bMacintosh\b")),
    ("Linux", re.compile(r"\bLinux\b")),
]


def _first(patterns, user_agent: str) -> str:
    return next((name for name, pattern in patterns if pattern.search(user_agent)), OTHER)


def parse(user_agent: str) -> tuple[str, str, str]:
    """(browser, operating system, device class); a bot is 'Bot' for both names."""
    kind = device_class(user_agent)
    if kind == "bot":
        return BOT, BOT, kind
    return _first(BROWSERS, user_agent), _first(SYSTEMS, user_agent), kind
