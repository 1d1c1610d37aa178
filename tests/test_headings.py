"""The pages' headings are the ones their sources write as headings.

Python-Markdown makes a heading of any line that starts with "#", space or not (CommonMark wants
the space): a GA issue or pull request that opens a line or a list item ("#749 catches...",
"4. #744 calls for...") would be published as a heading, its number as the heading's first word.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted((ROOT / "docs").rglob("*.md"))
FENCE = re.compile(r"^\s*(```|~~~)")
# A line's start as Markdown reads it: indentation, quote marks, list markers; then "#" with no space after it
ACCIDENTAL_HEADING = re.compile(r"^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)*(#{1,6}[^#\s].*)")


def accidental_headings(text: str) -> list[str]:
    """Each line outside fenced code that Markdown would read as a heading though it has no space after its "#"s.

    >>> accidental_headings("# Title\\n\\n- #749 catches it\\n4. #744 asks\\n```\\n#749\\n```\\nSee #749.\\n")
    ["line 3: '#749 catches it'", "line 4: '#744 asks'"]
    """
    found, fenced = [], None
    for number, line in enumerate(text.splitlines(), 1):
        fence = FENCE.match(line)
        if fence and (fenced is None or fence.group(1) == fenced):
            fenced = None if fenced else fence.group(1)
            continue
        heading = None if fenced else ACCIDENTAL_HEADING.match(line)
        if heading:
            found.append(f"line {number}: {heading.group(1)!r}")
    return found


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_no_line_becomes_a_heading_by_accident(page):
    "Assert no line of the page starts with '#' and no space (an issue's number): Markdown would make it a heading."
    found = accidental_headings(page.read_text(encoding="utf-8"))
    assert not found, f"{page.relative_to(ROOT)}: rewrap so that the line does not start with '#':\n  " + "\n  ".join(found)
