from django.apps import AppConfig


class StatisticsConfig(AppConfig):
    # the package is `stats`: a top-level `statistics` would shadow Python's standard library module
    name = "stats"
    label = "statistics"
    verbose_name = "Statistik"

    def ready(self):
        # the built-in kinds; other areas register theirs from their own apps (stats.registry)
        from . import kinds  # noqa: F401
