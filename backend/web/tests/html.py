import re


def head(response) -> str:
    """The <head> of an HTML response."""
    html = response.content.decode()
    return html[html.index("<head>") + 6 : html.index("</head>")]


def started(response) -> list[str]:
    """The module script and preloads the page's starter puts into the head after the first frame, in order (the
    tags of its <template id="bw-start">)."""
    html = head(response)
    begin = html.index('<template id="bw-start">') + len('<template id="bw-start">')
    inner = html[begin : html.index("</template>", begin)]
    return re.findall(r"<link[^>]*>|<script[^>]*></script>", inner)
