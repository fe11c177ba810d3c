from django.apps import AppConfig


class CatalogueConfig(AppConfig):
    name = "catalogue"
    verbose_name = "Sortiment"

    def ready(self):
        from core.init_registry import register
        from media.registry import register_image_field

        from .api import init

        register_image_field("catalogue.Category", "image")
        register_image_field("catalogue.Product", "images", many=True)

        # after the organisation's entries (config 10 ... tables 60)
        register("/api/menus", init.menus_entry, order=70)
        register("/api/categories", init.categories_entry, order=80)
        register("/api/products", init.products_entry, order=90)
        register("/api/tags", init.tags_entry, order=100)
        register("/api/donatees", init.donatees_entry, order=110)
