"""A directive's finished HTML (a table, a picture) reaches the page after Markdown, whole, wherever it stands.

Markdown passes raw HTML through, but not everywhere: inside a list item or an admonition it
wrapped a table in a paragraph and cut its program text at the blank line inside `<pre>`.
"""
import re
from pathlib import Path
from types import SimpleNamespace

import markdown
import pytest
import yaml

from macros.pages import Finished
from macros.rendering import render_page

ROOT = Path(__file__).resolve().parents[2]
TABLE = ('<figure class="lesson-table" id="table-x-pin"><figcaption id="table-x-pin-title">T &amp; U</figcaption>'
         '<table><tbody><tr><th scope="row">1</th></tr></tbody></table></figure>\n\n'
         '<details class="program-output"><summary>out</summary><pre><code>== x\n  a  b\n\nc &lt;0 1&gt;</code></pre></details>')
PICTURE = '<svg viewBox="0 0 10 10" role="img"><title>C</title>\n<text x="1" y="2">C</text></svg>'
CONTEXTS = {
    "a paragraph of its own": "Intro.\n\n{{ table() }}\n\nAfter {{ value() }}.\n",
    "a list item": "- item\n\n    {{ table() }}\n\n- next\n",
    "an admonition": '!!! note "N"\n\n    {{ table() }}\n\nAfter.\n',
    "a collapsed block": '??? note "More"\n\n    {{ table() }}\n',
    "a Markdown div": '<div class="grid" markdown>\n\n{{ table() }}\n\n</div>\n',
    "an HTML figure": "<figure>{{ picture() }}<figcaption>C → F</figcaption></figure>\n",
    "a sentence": "A picture {{ picture() }} in a sentence, of {{ value() }}.\n",
}


class Asked:
    """A lesson page whose table and picture are finished HTML, and whose value is text."""

    lesson, language = None, "en"

    def __init__(self):
        self.asked, self.panels = [], []  # no "Try another" panel on it

    def render(self, directive, line):
        self.asked.append((directive.expression, line))
        made = {"table()": Finished(TABLE), "picture()": Finished(PICTURE), "value()": "15,360"}
        return made[directive.expression]

    def asks_engine(self, directive):
        return False  # its directives make their HTML here


def site_markdown(text: str) -> str:
    """The page's HTML as the site's Markdown, with the site's extensions, makes it."""
    section = re.search(r"^markdown_extensions:\n(?:[ -].*\n)+", (ROOT / "mkdocs.yml").read_text(encoding="utf-8"),
                        re.MULTILINE).group(0)
    extensions = yaml.safe_load(section)["markdown_extensions"]
    names = [e if isinstance(e, str) else next(iter(e)) for e in extensions]
    options = {next(iter(e)): next(iter(e.values())) for e in extensions if isinstance(e, dict)}
    return markdown.markdown(text, extensions=names, extension_configs=options)


def rendered_html(text: str) -> str:
    page = SimpleNamespace(meta={}, file=SimpleNamespace(content_string=text, src_uri="x.md"))
    done = render_page(text, page, Asked(), typed_against=None)
    assert not done.failures and "<svg" not in done.body and "<figure class" not in done.body  # left to after Markdown
    return done.spliced(site_markdown(done.body))


@pytest.mark.parametrize("context", CONTEXTS)
def test_a_tables_and_a_pictures_html_reach_the_page_whole(context):
    "Assert the directive's HTML is in the page exactly as made, its program text uncut, in every context."
    html = rendered_html(CONTEXTS[context])
    made = TABLE if "table()" in CONTEXTS[context] else PICTURE
    assert html.count(made) == 1 and "lessons-markup" not in html
    assert f"<p>{made}" not in html  # a block is not put in a paragraph
    if "value()" in CONTEXTS[context]:
        assert "15,360" in html


@pytest.mark.parametrize("context", ["a paragraph of its own", "an HTML figure", "a sentence"])
def test_where_markdown_passes_the_html_through_the_page_is_as_before(context):
    "Assert that where Markdown left the HTML as it was, the page is the same as when Markdown read it."
    text = CONTEXTS[context]
    inline = text.replace("{{ table() }}", TABLE).replace("{{ picture() }}", PICTURE).replace("{{ value() }}", "15,360")
    assert rendered_html(text) == site_markdown(inline)
