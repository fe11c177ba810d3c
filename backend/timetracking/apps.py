from django.apps import AppConfig


class TimetrackingConfig(AppConfig):
    name = "timetracking"
    verbose_name = "Zeiterfassung"

    def ready(self):
        # the two statistics kinds of time tracking (worked and planned minutes per day), registered from here:
        # the statistics area knows nothing of time tracking
        from organisation.selectors import branch_reach
        from stats.registry import Kind, register

        from .selectors import statistics

        def series_of(compute):
            def run(query):
                branches = None if query.branches is None else set(query.branches)
                # an employee's 'Arbeitszeit' is their own: worked and planned minutes of their person only
                own = None if branch_reach(query.user) is None else query.user
                statistic = compute(query.start, query.end, branches, own)
                return {"total": statistic["total"], "series": statistic["series"]}

            return run

        register(
            Kind(
                "working-activities",
                shape="series",
                unit="count",
                compute=series_of(statistics.working_activities),
                description="Gearbeitete Minuten (ohne Pausen) pro Tag",
            )
        )
        register(
            Kind(
                "working-schedules",
                shape="series",
                unit="count",
                compute=series_of(statistics.working_schedules),
                description="Geplante Minuten pro Tag",
            )
        )
