from django.apps import AppConfig


class TimetrackingConfig(AppConfig):
    name = "timetracking"
    verbose_name = "Zeiterfassung"
