from django.apps import AppConfig


class CrmConfig(AppConfig):
    name = "crm"
    verbose_name = "Kunden und Leads"

    def ready(self):
        from ordering.registry import on_contact_saved

        from .services.customers import link_order

        # every order placed (or whose contact staff change) joins its customer after commit
        on_contact_saved(link_order)
