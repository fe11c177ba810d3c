"""The AI provider: any server speaking the OpenAI-compatible HTTP API (a hosted API or a local one such as Ollama).

Two calls: chat completions in JSON mode (POST {AI_BASE_URL}/chat/completions with
response_format {"type": "json_object"}) and image generation (POST {AI_BASE_URL}/images/generations with
response_format "b64_json"). Every failure becomes a ProviderError with a German text; the API key travels only in
the Authorization header and is never logged or kept.
"""

import base64
import binascii
import logging
from dataclasses import dataclass

import httpx
from django.conf import settings

from . import messages
from .errors import ProviderError

logger = logging.getLogger(__name__)


def enabled() -> bool:
    return bool(settings.AI_BASE_URL)


@dataclass(frozen=True)
class ChatAnswer:
    content: str
    prompt_tokens: int = 0
    completion_tokens: int = 0


@dataclass(frozen=True)
class ImageAnswer:
    png: bytes
    revised_prompt: str = ""


def _post(path: str, body: dict) -> dict:
    headers = {"Content-Type": "application/json"}
    if settings.AI_API_KEY:
        headers["Authorization"] = f"Bearer {settings.AI_API_KEY}"
    url = f"{settings.AI_BASE_URL}{path}"
    try:
        with httpx.Client(timeout=settings.AI_TIMEOUT) as client:
            response = client.post(url, json=body, headers=headers)
    except httpx.TimeoutException:
        logger.warning("KI-Dienst: Zeitüberschreitung bei %s", path)
        raise ProviderError(messages.TIMEOUT, "ai_timeout") from None
    except httpx.HTTPError as error:
        logger.warning("KI-Dienst nicht erreichbar (%s): %s", path, type(error).__name__)
        raise ProviderError(messages.UNREACHABLE, "ai_unreachable") from None
    if response.status_code == 429:
        raise ProviderError(messages.PROVIDER_BUSY, "ai_busy")
    if response.status_code >= 500:
        logger.warning("KI-Dienst antwortet mit HTTP %s bei %s", response.status_code, path)
        raise ProviderError(messages.PROVIDER_DOWN, "ai_down")
    if response.status_code >= 400:
        logger.warning("KI-Dienst lehnt ab: HTTP %s bei %s", response.status_code, path)
        raise ProviderError(messages.PROVIDER_REFUSED.format(status=response.status_code), "ai_refused")
    try:
        data = response.json()
    except ValueError:
        raise ProviderError(messages.MALFORMED, "ai_malformed") from None
    if not isinstance(data, dict):
        raise ProviderError(messages.MALFORMED, "ai_malformed")
    return data


def _tokens(usage, key: str) -> int:
    value = usage.get(key) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def chat_json(system: str, user: str) -> ChatAnswer:
    """Ask the chat model for a JSON object; the answer's text (not yet parsed) and the tokens used."""
    data = _post(
        "/chat/completions",
        {
            "model": settings.AI_MODEL,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "response_format": {"type": "json_object"},
            "max_tokens": settings.AI_MAX_TOKENS,
            "temperature": 0.7,
        },
    )
    try:
        content = data["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        raise ProviderError(messages.MALFORMED, "ai_malformed") from None
    if not isinstance(content, str):
        raise ProviderError(messages.MALFORMED, "ai_malformed")
    usage = data.get("usage")
    return ChatAnswer(content, _tokens(usage, "prompt_tokens"), _tokens(usage, "completion_tokens"))


def image(prompt: str, size: str) -> ImageAnswer:
    """One image for the prompt, as the provider's bytes (base64 in the answer)."""
    data = _post(
        "/images/generations",
        {"model": settings.AI_IMAGE_MODEL, "prompt": prompt, "n": 1, "size": size, "response_format": "b64_json"},
    )
    try:
        first = data["data"][0]
        encoded = first["b64_json"]
        raw = base64.b64decode(encoded, validate=True)
    except (KeyError, IndexError, TypeError, binascii.Error, ValueError):
        raise ProviderError(messages.NO_IMAGE, "ai_no_image") from None
    if not raw:
        raise ProviderError(messages.NO_IMAGE, "ai_no_image")
    revised = first.get("revised_prompt") if isinstance(first, dict) else ""
    return ImageAnswer(raw, revised if isinstance(revised, str) else "")
