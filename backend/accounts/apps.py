from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = "Benutzer"

    def ready(self):
        from core.init_registry import register

        from .api.init import current_user_entry

        register("/api/users/me", current_user_entry, order=20)
