"""A code block written inside a list item stays in that item.

Python-Markdown reads a list item's content at four spaces (its tab length), whatever the
marker's width. A fenced block under "- " indented by two spaces, or left at the margin between
two paragraphs of the item, closes the list: the code, and the item's text after it, are
published outside the item, and the next item starts a new list.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = sorted((ROOT / "docs").rglob("*.md"))
FENCE = re.compile(r"^( *)(`{3,}|~{3,})")
ITEM = re.compile(r"^ *(?:[-*+]|\d+[.)]) ")
CONTENT = 4  # Python-Markdown's tab length: a list item's content, and each level of nesting


def indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def broken_items(text: str) -> list[str]:
    """Each fenced block that breaks the list item it is written in, as "line N: why".

    >>> broken_items("- a:\\n\\n  ```\\n  x\\n  ```\\n\\n- b\\n")
    ['line 3: the code is indented 2 spaces; a list item holds it at 4']
    >>> broken_items("- a:\\n\\n```\\nx\\n```\\n\\n  more of a\\n")
    ['line 3: the code stands at the margin between two paragraphs of a list item; indent it and them by 4']
    >>> broken_items("- a\\n\\n    ```\\n    x\\n    ```\\n\\n    more\\n\\n```\\ny\\n```\\n")
    []
    """
    lines, found, at = text.split("\n"), [], 0
    while at < len(lines):
        opened = FENCE.match(lines[at])
        if not opened:
            at += 1
            continue
        close = next((i for i in range(at + 1, len(lines)) if (m := FENCE.match(lines[i]))
                      and m.group(2)[0] == opened.group(2)[0] and len(m.group(2)) >= len(opened.group(2))), len(lines))
        width = len(opened.group(1))
        if width % CONTENT and in_item(lines, at):
            found.append(f"line {at + 1}: the code is indented {width} spaces; a list item holds it at "
                         f"{width + CONTENT - width % CONTENT}")
        elif width % CONTENT == 0 and in_item(lines, at) and continues_item(lines, close, width):
            found.append(f"line {at + 1}: the code stands at the margin between two paragraphs of a list item; "
                         f"indent it and them by {CONTENT}")
        at = close + 1
    return found


def in_item(lines: list[str], at: int) -> bool:
    """Whether the block at `at` comes after a list item's text (only blank lines between)."""
    before = next((lines[i] for i in range(at - 1, -1, -1) if lines[i].strip()), "")
    return bool(ITEM.match(before)) or 0 < indent(before) % CONTENT


def continues_item(lines: list[str], close: int, width: int) -> bool:
    """Whether text after the block goes on with the item, indented more than the block but less than an item's content."""
    after = next((line for line in lines[close + 1:] if line.strip()), "")
    return not ITEM.match(after) and width < indent(after) < width + CONTENT


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_a_code_block_stays_in_its_list_item(page):
    "Assert no fenced code block of the page breaks the list item it is written in."
    found = broken_items(page.read_text(encoding="utf-8"))
    assert not found, f"{page.relative_to(ROOT)}:\n  " + "\n  ".join(found)
