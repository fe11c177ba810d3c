"""The demo business loaded by `make run` (manage.py load_demo): each area fills its own part."""

from django.db import transaction

from accounts import demo as accounts_demo
from analytics import demo as analytics_demo
from catalogue import demo as catalogue_demo
from cms import demo as cms_demo
from consent import demo as consent_demo
from crm import demo as crm_demo
from devices import demo as devices_demo
from devtools import demo_images
from imaging import demo as imaging_demo
from ordering import demo as ordering_demo
from organisation import demo as organisation_demo
from projects import demo as projects_demo
from signage import demo as signage_demo
from timetracking import demo as timetracking_demo


def is_loaded() -> bool:
    return organisation_demo.is_loaded() or accounts_demo.is_loaded()


@transaction.atomic
def load() -> None:
    """Create the demo business in one transaction. Never called in production (the command refuses)."""
    branches = organisation_demo.load()
    accounts_demo.load(branches)
    catalogue_demo.load(branches)
    organisation_demo.tag_branches(branches)
    analytics_demo.load(branches)
    demo_images.attach()
    ordering_demo.load(branches)
    crm_demo.load(branches)
    consent_demo.load()
    cms_demo.load(branches)
    imaging_demo.load(branches)
    timetracking_demo.load(branches)
    projects_demo.load(branches)
    # after the orders: the demo's orders were placed before there were printers
    devices_demo.load(branches)
    # after the devices' demo: the screen 'tv-theke' of Mariahilf becomes the TV 'TV Theke'
    signage_demo.load(branches)
