"""The work of the AI jobs (run by core.jobs outside the request): a page draft as a proposal per block, checked by
the website builder's own content checks, and an image stored in the library. Neither changes the page: the editor
takes over a block only with its own click and saves as usual."""

import base64
import json

from django.contrib.auth import get_user_model

from cms import selectors as cms_selectors
from cms import services as cms_services
from core.api.casing import underscoreize
from core.jobs import JobFailed
from media.errors import UploadRefused
from media.services.library import create_image

from . import messages, prompts, provider
from .errors import ProviderError
from .models import ANSWER_LENGTH, AiRequest, AiStatus

PROMPT_LENGTH = 100_000


def _log(request_id: int, **fields) -> None:
    if "answer" in fields:
        fields["answer"] = fields["answer"][:ANSWER_LENGTH]
    if "prompt" in fields:
        fields["prompt"] = fields["prompt"][:PROMPT_LENGTH]
    AiRequest.objects.filter(pk=request_id).update(**fields)


def _errors(errors) -> list[dict]:
    # as the website builder reports them: '<path>: <message>', the path inside the block in camelCase
    return [
        {"path": path, "code": code, "message": f"{path}: {message}" if path else message}
        for path, code, message in errors
    ]


def _parse(text: str) -> dict:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise JobFailed(messages.MALFORMED) from None
    if not isinstance(data, dict):
        raise JobFailed(messages.MALFORMED)
    blocks, fields = data.get("blocks", []), data.get("fields", {})
    if not isinstance(blocks, list) or not isinstance(fields, (dict, type(None))):
        raise JobFailed(messages.MALFORMED)
    for block in blocks:
        if not isinstance(block, dict) or not isinstance(block.get("type"), str) or not block["type"]:
            raise JobFailed(messages.MALFORMED)
        index = block.get("index")
        if index is not None and (not isinstance(index, int) or isinstance(index, bool) or index < 0):
            raise JobFailed(messages.MALFORMED)
        if not isinstance(block.get("content", {}), dict):
            raise JobFailed(messages.MALFORMED)
    if not blocks and not fields:
        raise JobFailed(messages.NO_BLOCKS)
    return {"blocks": blocks, "fields": fields or {}}


def _proposal(site, answer: dict, page: dict) -> list[dict]:
    labels = {kind["type"]: kind["label"] for kind in page["blocks"]}
    existing = len((site.content or {}).get("body") or []) if isinstance(site.content, dict) else 0
    proposal = []
    if answer["fields"] and page["fields"]:
        proposed = underscoreize(answer["fields"])
        cleaned, errors = cms_services.check_page_fields(site.type, proposed)
        proposal.append(
            {
                "index": None,
                "type": "page",
                "label": messages.PAGE_FIELDS,
                "content": cleaned if not errors else proposed,
                "errors": _errors(errors),
            }
        )
    if not page["has_blocks"]:
        return proposal
    appended = existing
    for block in answer["blocks"]:
        kind = block["type"]
        index = block.get("index")
        if index is None or index >= existing:
            index, appended = appended, appended + 1
        proposed = {**underscoreize(block.get("content") or {}), "type": kind}
        if kind not in labels or kind in prompts.LEFT_OUT:
            errors = [("", "content_type_unknown", messages.BLOCK_UNKNOWN.format(type=kind[:50]))]
            cleaned = None
        else:
            cleaned, errors = cms_services.check_page_block(proposed)
        proposal.append(
            {
                "index": index,
                "type": kind,
                "label": labels.get(kind, kind[:50]),
                "content": cleaned if not errors else proposed,
                "errors": _errors(errors),
            }
        )
    return proposal


def draft_site(job, step) -> dict:
    params = job.params
    request_id = params["request"]
    site = cms_selectors.sites().filter(pk=params["site"]).first()
    if site is None:
        raise JobFailed(messages.SITE_GONE)
    page = cms_services.page_schema(site.type)
    system, user = prompts.site_prompt(site, params["brief"], page)
    _log(request_id, prompt=f"{system}\n\n{user}")
    step(total=3)
    try:
        answer = provider.chat_json(system, user)
    except ProviderError as error:
        _log(request_id, status=AiStatus.FAILED, error=error.message)
        raise JobFailed(error.message) from None
    _log(
        request_id,
        answer=answer.content,
        prompt_tokens=answer.prompt_tokens,
        completion_tokens=answer.completion_tokens,
    )
    step()
    try:
        parsed = _parse(answer.content)
    except JobFailed as failure:
        _log(request_id, status=AiStatus.FAILED, error=failure.message)
        raise
    blocks = _proposal(site, parsed, page)
    step()
    _log(request_id, status=AiStatus.DONE)
    return {"site": site.pk, "blocks": blocks}


def generate_image(job, step) -> dict:
    params = job.params
    request_id = params["request"]
    step(total=2)
    try:
        answer = provider.image(params["prompt"], params["size"])
    except ProviderError as error:
        _log(request_id, status=AiStatus.FAILED, error=error.message)
        raise JobFailed(error.message) from None
    _log(
        request_id,
        answer=f"PNG, {len(answer.png)} Bytes" + (f"; {answer.revised_prompt}" if answer.revised_prompt else ""),
    )
    step()
    owner = get_user_model().objects.filter(pk=job.owner_id).first()
    data_url = "data:image/png;base64," + base64.b64encode(answer.png).decode("ascii")
    try:
        image = create_image(data_url, "ki-bild.png", alt=params["alt"], actor=owner)
    except UploadRefused as refused:
        message = messages.IMAGE_REFUSED.format(reason=refused.reason)
        _log(request_id, status=AiStatus.FAILED, error=message)
        raise JobFailed(message) from None
    _log(request_id, status=AiStatus.DONE)
    return {"image": image.pk}
