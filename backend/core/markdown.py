"""Markdown from editors rendered to safe HTML (markdown-it-py renders, nh3 sanitises)."""

import nh3
from markdown_it import MarkdownIt

_renderer = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False}).enable("table")


def render_markdown(text: str) -> str:
    return nh3.clean(_renderer.render(text or ""), link_rel="noopener noreferrer")
