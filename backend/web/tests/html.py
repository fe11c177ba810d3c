def head(response) -> str:
    """The <head> of an HTML response."""
    html = response.content.decode()
    return html[html.index("<head>") + 6 : html.index("</head>")]
