from django.apps import AppConfig


class ImagingConfig(AppConfig):
    name = "imaging"
    verbose_name = "Bildvorlagen"

    def ready(self):
        from media.registry import register_image_users

        from . import selectors

        # a library image a template shows cannot be deleted from under it (409 naming the template)
        register_image_users(selectors.image_users)
