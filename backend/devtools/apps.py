from django.apps import AppConfig


class DevtoolsConfig(AppConfig):
    """Commands that fill or measure every area (demo business, generated tenant, query counts).

    They sit on top of the business areas, so no area has to import another one for them.
    """

    name = "devtools"
    verbose_name = "Entwicklerwerkzeuge"
