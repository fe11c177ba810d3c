from django.apps import AppConfig


class OrganisationConfig(AppConfig):
    name = "organisation"
    verbose_name = "Organisation"

    def ready(self):
        from core.init_registry import register
        from media.registry import register_image_field

        from .api import init

        register_image_field("organisation.Tag", "image")
        register_image_field("organisation.Branch", "images", many=True, branch="id")
        register_image_field("organisation.Branch", "logo", branch="id")
        register_image_field("organisation.Config", "logo")

        register("/api/config", init.config_entry, order=10)
        register("/api/divisions", init.divisions_entry, order=30)
        register("/api/branches", init.branches_entry, order=40)
        register("/api/departments", init.departments_entry, order=50)
        register("/api/tables", init.tables_entry, order=60)
