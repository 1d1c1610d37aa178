"""The site's own stylesheets keep what the browser checks can check.

axe-core cannot tell the background behind a text when an ancestor carries a positioned
pseudo-element with a background (a shadow, a fade): it then leaves the colour contrast of every
text inside unchecked, as "incomplete", which the browser tests do not count. The lesson tables'
scroll shadow was such a pseudo-element, and hid every cell of an overflowing table from the
contrast check on a phone; it is now an element of its own (tables.js), which hides only the cells
it covers.
"""
import re
from pathlib import Path

import pytest

STYLESHEETS = sorted((Path(__file__).resolve().parents[1] / "docs" / "assets").glob("*.css"))
RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def rules(text: str):
    """Each rule of a stylesheet without nesting but @media's: its line, selectors and declarations."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group().count("\n"), text, flags=re.DOTALL)
    for match in RULE.finditer(text):
        selectors = match.group(1).split("@media")[-1].split(")")[-1].strip()
        declarations = dict(d.split(":", 1) for d in match.group(2).split(";") if ":" in d)
        yield text.count("\n", 0, match.start(1)) + 1, selectors, {k.strip(): v.strip() for k, v in declarations.items()}


def test_the_stylesheets_are_read():
    "Assert the check reads the site's stylesheets and finds their pseudo-elements."
    assert {p.name for p in STYLESHEETS} >= {"course.css", "panels.css", "pictures.css"}
    found = [s for p in STYLESHEETS for _, s, _ in rules(p.read_text(encoding="utf-8")) if "::before" in s]
    assert any("program-output" in s for s in found), found


@pytest.mark.parametrize("sheet", STYLESHEETS, ids=lambda p: p.name)
def test_no_positioned_pseudo_element_paints_over_text(sheet):
    "Assert no rule gives a ::before or ::after both a position that lifts it over content and a background."
    for line, selectors, declared in rules(sheet.read_text(encoding="utf-8")):
        if not re.search(r"::?(before|after)\b", selectors):
            continue
        positioned = declared.get("position") in {"absolute", "fixed"}
        painted = any(k.startswith("background") and v not in {"none", "transparent"} for k, v in declared.items())
        assert not (positioned and painted), (
            f"{sheet.name}:{line}: {selectors} paints a positioned pseudo-element; axe-core then leaves the contrast"
            " of every text inside its element unchecked: make it an element of its own (as tables.js's shade)")
