"""The four legal pages of the storefront footer (spec storefront §2 "Header and footer")."""

from dataclasses import dataclass

from core.html import render_markdown

from .models import Config


@dataclass(frozen=True)
class LegalPage:
    slug: str  # the storefront path is /site/{slug}
    title: str
    text_field: str
    url_field: str


LEGAL_PAGES = {
    page.slug: page
    for page in (
        LegalPage(
            "terms-and-conditions",
            "Allgemeine Geschäftsbedingungen",
            "terms_and_conditions_text",
            "terms_and_conditions",
        ),
        LegalPage("privacy", "Datenschutz", "privacy_policy_text", "privacy_policy"),
        LegalPage("imprint", "Impressum", "imprint_text", "imprint"),
        LegalPage("allergens", "Allergene", "allergens_text", "allergens"),
    )
}


def page_html(config: Config, page: LegalPage) -> str:
    return render_markdown(getattr(config, page.text_field))
