"""core.html: the nh3 configurations, one per purpose, each checked on what it keeps and what it drops."""

from core.html import render_markdown, rich_text_html, signature_html


def test_rich_text_keeps_the_editor_tags_and_safe_links_only():
    html = (
        '<h2 style="color:red">Titel</h2><p onclick="x()">Ein <strong>starker</strong> <u>Satz</u></p>'
        '<script>alert(1)</script><img src="x.png"><a href="javascript:alert(1)">a</a>'
        '<a href="tel:+436641234567" target="_blank" title="Anrufen">b</a><h1>Groß</h1>'
    )
    assert rich_text_html(html) == (
        '<h2>Titel</h2><p>Ein <strong>starker</strong> <u>Satz</u></p><a rel="noopener noreferrer">a</a>'
        '<a href="tel:+436641234567" target="_blank" title="Anrufen" rel="noopener noreferrer">b</a>Groß'
    )


def test_markdown_is_rendered_without_raw_html():
    text = "# Impressum\n\n<script>alert(1)</script>\n\n[Kontakt](https://example.com) und *kursiv*"
    assert render_markdown(text) == (
        "<h1>Impressum</h1>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"
        '<p><a href="https://example.com" rel="noopener noreferrer">Kontakt</a> und <em>kursiv</em></p>\n'
    )
    assert render_markdown(None) == ""


def test_a_signature_keeps_its_table_image_and_contact_links_only():
    html = (
        '<table cellpadding="0" onclick="x()"><tbody><tr><td style="color: red; position: fixed">'
        '<img src="data:image/png;base64,AAAA" alt="Logo"><img src="https://tracker.example/p.png">'
        '<a href="mailto:office@example.com">Mail</a><a href="https://example.com">Web</a>'
        "<p>Absatz</p></td></tr></tbody></table>"
    )
    assert signature_html(html) == (
        '<table cellpadding="0"><tbody><tr><td style="color:red">'
        '<img src="data:image/png;base64,AAAA" alt="Logo"><img>'
        '<a href="mailto:office@example.com">Mail</a><a>Web</a>'
        "Absatz</td></tr></tbody></table>"
    )
