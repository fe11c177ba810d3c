from django.apps import AppConfig


class CmsConfig(AppConfig):
    name = "cms"
    verbose_name = "Website"

    def ready(self):
        from core import usage as core_usage
        from core.init_registry import register
        from media.registry import register_image_follower, register_image_users, register_upload_ids

        from . import usage
        from .api import init

        # deleting a library image that a page, content or block shows answers 409 naming them
        register_image_users(usage.image_users)
        register_image_follower(usage.follow_image)
        # deleting a branch, category or product that a page, content, block or navigation names answers 409
        core_usage.register(usage.row_users)
        # files a page shows are never cleaned up as unused uploads
        register_upload_ids(usage.upload_ids)
        # after the catalogue's entries (... donatees 110)
        register("/api/sites", init.sites_entry, order=120)
        register("/api/navigations", init.navigations_entry, order=130)
        register("/api/blocks", init.blocks_entry, order=140)
        register("/api/nodes", init.nodes_entry, order=150)
