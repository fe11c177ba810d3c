"""Starting AI jobs: a page draft or an image, for administrators only (checked first: PermissionDenied), while
the provider is configured and within the limits (per person and minute, per calendar month). The request is logged
and the job started in one transaction; the provider is asked after the commit, outside the request (core.jobs)."""

from django.conf import settings
from django.db import transaction

from core import jobs, ratelimit
from core.permissions import require_admin

from . import messages, provider, selectors, tasks
from .errors import AiRefused
from .models import AiKind, AiRequest

IMAGE_SIZES = ("1024x1024", "1536x1024", "1024x1536")
SITE_JOB, IMAGE_JOB = "contentai.site", "contentai.image"
PER_MINUTE = "contentai-minute"


def status() -> dict:
    return {"enabled": provider.enabled(), "image_sizes": list(IMAGE_SIZES)}


def _check(actor) -> None:
    """Refuse before anything is logged or asked: off, the month's cap, the minute's limit."""
    if not provider.enabled():
        raise AiRefused(messages.DISABLED, "ai_disabled", status=409)
    cap = settings.AI_MONTHLY_LIMIT
    if cap > 0 and selectors.used_this_month() >= cap:
        raise AiRefused(messages.MONTHLY_CAP.format(limit=cap), "ai_monthly_cap", status=429, wait=3600)
    limit = ratelimit.Limit(PER_MINUTE, settings.AI_REQUESTS_PER_MINUTE, 60)
    wait = ratelimit.hit(limit, f"user:{actor.pk}")
    if wait is not None:
        raise AiRefused(messages.RATE_LIMITED, "ai_rate_limited", status=429, wait=wait)


def start_site_draft(actor, site, brief: str):
    """A job drafting `site`'s content from `brief`; its result is a proposal, the page stays as it is."""
    require_admin(actor)
    _check(actor)
    with transaction.atomic():
        request = AiRequest.objects.create(user=actor, kind=AiKind.SITE, model=settings.AI_MODEL, prompt=brief)
        job = jobs.start(
            SITE_JOB,
            tasks.draft_site,
            owner=actor,
            label=messages.SITE_LABEL.format(name=site.name),
            params={"site": site.pk, "brief": brief, "request": request.pk},
            total=3,
        )
        AiRequest.objects.filter(pk=request.pk).update(job_id=job.pk)
    return job


def start_image(actor, prompt: str, alt: str, size: str):
    """A job generating an image from `prompt` and storing it in the library with `alt`."""
    require_admin(actor)
    if size not in IMAGE_SIZES:
        raise AiRefused(messages.SIZE.format(sizes=", ".join(IMAGE_SIZES)), "ai_size", status=400)
    _check(actor)
    with transaction.atomic():
        request = AiRequest.objects.create(
            user=actor, kind=AiKind.IMAGE, model=settings.AI_IMAGE_MODEL, prompt=f"{prompt}\n\nGröße: {size}"
        )
        job = jobs.start(
            IMAGE_JOB,
            tasks.generate_image,
            owner=actor,
            label=messages.IMAGE_LABEL.format(prompt=prompt[:150]),
            params={"prompt": prompt, "alt": alt, "size": size, "request": request.pk},
            total=2,
        )
        AiRequest.objects.filter(pk=request.pk).update(job_id=job.pk)
    return job
