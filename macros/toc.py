"""The table of contents keeps its headings' no-break spaces.

Python-Markdown's toc extension collapses a heading's whitespace with `str.split`, which takes a no-break
space for a space: the sidebar then reads "Orthographe : toutes…" with a space a line may break at, where
the heading itself reads "Orthographe\u00a0: toutes…" (and "15\u202f360" becomes "15 360"). Each entry gets
its heading's own text back, only runs of ordinary whitespace collapsed.
"""
from __future__ import annotations

import re

HEADING = re.compile(r'<h([1-6]) id="([^"]+)"[^>]*>(.*?)</h\1>', re.DOTALL)
PERMALINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.DOTALL)
TAG = re.compile(r"<[^>]*>")
SPACES = re.compile(r"[ \t\r\n]+")


def keep_spaces(toc, html: str) -> None:
    """Give each entry of `toc` (mkdocs' AnchorLinks) its heading's text from `html`, no-break spaces kept.

    An entry whose heading reads otherwise than whitespace apart (a label of its own) is left as it is.

    >>> from types import SimpleNamespace as Entry
    >>> toc = [Entry(id="a", title="Deux : trois", children=[Entry(id="b", title="15 360", children=[])])]
    >>> keep_spaces(toc, '<h2 id="a">Deux\\u00a0:\\n trois<a class="headerlink" href="#a">¶</a></h2>'
    ...                  '<h3 id="b"><code>15\\u202f360</code></h3>')
    >>> toc[0].title, toc[0].children[0].title
    ('Deux\\xa0: trois', '15\\u202f360')
    """
    headings = {m[2]: SPACES.sub(" ", TAG.sub("", PERMALINK.sub("", m[3]))).strip() for m in HEADING.finditer(html)}
    entries = list(toc)
    while entries:
        entry = entries.pop()
        text = headings.get(entry.id)
        if text is not None and " ".join(text.split()) == entry.title:
            entry.title = text
        entries += entry.children
