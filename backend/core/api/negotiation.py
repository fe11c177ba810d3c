from rest_framework.negotiation import DefaultContentNegotiation


class JsonErrorsNegotiation(DefaultContentNegotiation):
    """For views answering files (PDF, CSV, SVG): errors as JSON whatever `?format=` or Accept say."""

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type
