"""The "Try another" panels of each lesson page, and the picks the browser tests choose in them.

`reading` (conftest.py) opens a page's panels on the visit that reads the page, and test_panels.py
checks what they showed: both need the same picks, drawn here the same way on every run.
"""
from __future__ import annotations

import random
import re

import site_map

from engine.panels import declared

PANEL = re.compile(r'\{\{\s*try_another\("(\w+)"\)\s*\}\}')
SAMPLE = 2  # questions per panel and language besides the one the panel opens on


def paneled_pages() -> list[tuple[str, str, str]]:
    """(language, English source, panel table) of every panel of every lesson page, in the nav's order."""
    return [(lang, src, table) for lang, src in site_map.lesson_pages() for table in tables(lang, src)]


def tables(lang: str, src: str) -> list[str]:
    """The tables of the page's panels, in the page's order."""
    return PANEL.findall(site_map.source(src, lang).read_text(encoding="utf-8"))


def panel_of(src: str, lang: str, table: str):
    lesson = site_map.front_matter(site_map.source(src, lang))["lesson"]
    return lesson, next(p for p in declared(lesson) if p.table == table)


def picks(panel, lang: str) -> list[tuple[str, ...]]:
    """The pick the panel opens on, and a few others drawn from its lists (the same for a page's each run)."""
    drawn = random.Random(f"{panel.table}-{lang}")
    return [panel.first] + [tuple(drawn.choice(c.values) for c in panel.choices) for _ in range(SAMPLE)]
