from django.apps import AppConfig


class ProjectsConfig(AppConfig):
    name = "projects"
    verbose_name = "Projekte und Aufgaben"

    def ready(self):
        from media.registry import register_upload_ids

        from .selectors import attachment_upload_ids

        # tasks keep their attachments: the daily clean-up of unused uploads must not take them
        register_upload_ids(attachment_upload_ids)
