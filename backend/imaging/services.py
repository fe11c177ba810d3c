"""Generating pictures from templates: one into the image library, or a batch as a background job (core.jobs);
only administrators generate (as the API's StaffReadAdminWrite), checked here.

Templates themselves are created, changed and deleted through the audited CRUD viewset (audit.api.viewsets).
"""

import base64

from django.contrib.auth import get_user_model
from django.utils.text import slugify

from catalogue.models import Product
from cms.models import Site
from core import jobs
from core.permissions import require_admin
from media.errors import UploadRefused
from media.models import Image
from media.services.library import create_image

from . import fills, messages, render, resources
from .models import ImageTemplate

MIME = {"png": "image/png", "jpeg": "image/jpeg", "webp": "image/webp"}
EXTENSION = {"png": "png", "jpeg": "jpg", "webp": "webp"}


class GenerationRefused(Exception):
    def __init__(self, message: str, field: str = ""):
        self.message, self.field = message, field
        super().__init__(message)


def template_data(template: ImageTemplate) -> dict:
    return {
        "width": template.width,
        "height": template.height,
        "background": template.background,
        "layers": template.layers,
    }


def draw(template: dict, values: dict, *, preview: bool = False):
    """The picture of a template (saved or not) with these values; GenerationRefused for an unreadable font."""
    try:
        return render.render(template, values, resources.sources(), preview=preview)
    except resources.FontUnreadable as error:
        raise GenerationRefused(error.message, "layers") from error


def preview_png(template: dict, values: dict) -> bytes:
    """The editor's preview: exactly what generating stores, as PNG; placeholders without a picture grey."""
    return render.encode(draw(template, values, preview=True), "png")


def values_for(*, product: Product | None = None, site: Site | None = None, values: dict | None = None) -> dict:
    base = fills.of_product(product) if product else fills.of_site(site) if site else {}
    return {**base, **fills.typed(values or {})}


def generate(template: ImageTemplate, actor, *, values: dict, alt: str = "") -> Image:
    """Draw the template with the values and store the picture in the image library (audited, with alt text)."""
    require_admin(actor)
    return _generate(template, actor, values=values, alt=alt)


def _generate(template: ImageTemplate, actor, *, values: dict, alt: str = "") -> Image:
    picture = draw(template_data(template), values)
    data = render.encode(picture, template.format)
    name = values.get("name") or values.get("title") or ""
    alt = alt.strip() or (messages.ALT_DEFAULT.format(name=name, template=template.name) if name else template.name)
    filename = f"{template.identifier}-{slugify(name)[:60] or 'bild'}.{EXTENSION[template.format]}"
    data_url = f"data:{MIME[template.format]};base64,{base64.b64encode(data).decode('ascii')}"
    try:
        return create_image(data_url, filename, alt=alt[:255], actor=actor)
    except UploadRefused as error:
        raise GenerationRefused(f"{error.message} {error.reason}".strip()) from error


def start_batch(template: ImageTemplate, actor, product_ids: list[int]):
    """One picture per product, in the background; the job's result lists the new images' ids."""
    require_admin(actor)
    return jobs.start(
        "imaging.batch",
        "imaging.tasks.run_batch",
        owner=actor,
        label=messages.BATCH_LABEL.format(template=template.name),
        params={"template": template.pk, "products": product_ids},
        total=len(product_ids),
    )


def run_batch(job_id: int) -> None:
    def work(job, step):
        template = ImageTemplate.objects.filter(pk=job.params["template"]).first()
        if template is None:
            raise jobs.JobFailed("Die Bildvorlage gibt es nicht mehr.")
        actor = get_user_model().objects.filter(pk=job.owner_id).first()
        made = list(job.result.get("images", []))
        products = {p.pk: p for p in Product.objects.filter(pk__in=job.params["products"])}
        # a job taken up again after a crash goes on after the last picture it counted
        for product_id in job.params["products"][job.done :]:
            product = products.get(product_id)
            if product is not None:
                try:
                    # checked when the batch started (start_batch); the owner is only recorded
                    made.append(_generate(template, actor, values=values_for(product=product)).pk)
                except GenerationRefused as refusal:
                    raise jobs.JobFailed(refusal.message) from refusal
            step(result={"images": made})
        return {"images": made}

    jobs.run(job_id, work)
