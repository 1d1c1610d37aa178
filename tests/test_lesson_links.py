"""Links between lessons stay on this site wherever the lesson is here."""
import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"
HERE = {p.name.split(".")[0] for p in (DOCS / "ga-ai").glob("[0-9][0-9]-*.md")}
COURSE = re.compile(r"https://spareilleux\.github\.io/learn/(?:es/|fr/)?ga-ai/([0-9]{2}-[a-z0-9-]+)/")


@pytest.mark.parametrize("page", sorted(p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")))
def test_a_lesson_on_this_site_is_linked_here(page):
    "Assert no page sends a reader to the original course for a lesson this site has."
    text = (DOCS / page).read_text(encoding="utf-8")
    away = [f"line {text[:m.start()].count(chr(10)) + 1}: {m.group(1)}" for m in COURSE.finditer(text)
            if m.group(1) in HERE]
    assert not away, f"link to {{slug}}.md instead: {away}"
