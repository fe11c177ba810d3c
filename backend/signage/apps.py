from django.apps import AppConfig


class SignageConfig(AppConfig):
    name = "signage"
    verbose_name = "Digital Signage"

    def ready(self):
        from django.db.models.signals import m2m_changed, post_delete, post_save

        from catalogue.models import Category, Menu, MenuCategory, MenuProduct, Product
        from core.usage import register
        from devices.models import Device
        from devices.registry import on_ack
        from media.registry import register_upload_ids

        from . import player, selectors, services
        from .models import Scene, Segment, SegmentScene, SignageDevice, Stream, StreamSlot

        # a scene a segment shows, a segment a stream plays, a stream or screen a TV uses, a menu or category a menu
        # board draws: not deleted from under them (409 naming them)
        register(selectors.row_users)
        # the TVs' last screenshots are uploads the daily clean-up keeps
        register_upload_ids(selectors.screenshot_upload_ids)
        # what the player reports back through the command channel
        on_ack("show-scene", services.on_show_scene_ack)
        on_ack("screenshot", services.on_screenshot_ack)

        # every player's cached answer is stale after a change of what it shows (player.py): signage's own rows,
        # the catalogue its menu boards draw (a product switched off is gone with the next poll), the screens
        def changed(sender, **kwargs):
            player.bump_on_commit()

        for model in (Scene, Segment, SegmentScene, Stream, StreamSlot, SignageDevice, Device):
            post_save.connect(changed, sender=model, weak=False, dispatch_uid=f"signage-saved-{model._meta.label}")
            post_delete.connect(changed, sender=model, weak=False, dispatch_uid=f"signage-deleted-{model._meta.label}")
        for model in (Product, Category, Menu, MenuCategory, MenuProduct):
            post_save.connect(changed, sender=model, weak=False, dispatch_uid=f"signage-saved-{model._meta.label}")
            post_delete.connect(changed, sender=model, weak=False, dispatch_uid=f"signage-deleted-{model._meta.label}")
        for through in (Menu.branches.through, Scene.categories.through):
            m2m_changed.connect(changed, sender=through, weak=False, dispatch_uid=f"signage-m2m-{through._meta.label}")
