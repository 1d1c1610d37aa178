"""A build's lessons, computed in parallel before the pages ask for them.

When a whole build starts, the lessons the pages name (front matter `lesson: l19`, directives'
`lesson="l19"`), at each revision, go to the engine's workers (`engine/workers.py`): a task per
lesson and revision, in as many worker processes as the machine has cores, in the order the nav
first needs them. A lesson already in memory or in the disk cache is not computed again, so under
`mkdocs serve` only the lessons an engine edit changed are. A page then waits only for the
report it asks for, while the others are still being computed.
"""
from __future__ import annotations

import re
from pathlib import Path

from .reports import Reports, api

NAMED = re.compile(r"""^lesson:\s*['"]?(\w+)|\blesson\s*=\s*['"](\w+)['"]""", re.MULTILINE)
PANEL = re.compile(r"\btry_another\s*\(")  # a page that shows a "Try another" panel of its lesson


class Prefetch:
    """Starts the workers for a build and lets the reports wait for them."""

    def __init__(self, reports: Reports, panels: bool = True):
        self.reports = reports
        self.panels = panels  # the plugin's `try_another` option: the lessons' panels are computed too
        self.early = workers()  # in a cold build they start now, and import the engine while mkdocs starts
        self.lessons: tuple[str, ...] = ()  # the lessons the site's pages name, in the order they first do

    def start(self, config) -> None:
        """Hand the workers every lesson the pages name; what cannot be handed is left to the pages to ask."""
        # `is None`: Workers has a length (its tasks), so a fresh one, with none yet, is falsy
        found, self.early = self.early if self.early is not None else workers(), None
        self.reports.workers = found
        if found is None:
            return  # the engine does not import: each page that asks it says why
        try:
            pages = pages_in_nav_order(Path(config.docs_dir), config.nav)
            self.lessons = tuple(lessons_named(pages))
            paneled = set(lessons_with_panels(pages)) if self.panels else set()
            # the revisions each lesson runs at, read from its source (`revisions` imports nothing); a lesson's
            # panels right after its report, so that its page waits for nothing later in the course
            for lesson in self.lessons:
                try:
                    found.submit([(lesson, at) for at in api().revisions(lesson)])
                    found.submit([(lesson, at, "panels") for at in api().revisions(lesson) if lesson in paneled])
                except Exception:  # its code does not parse: the pages asking for it report where
                    continue
        finally:
            found.close()


def workers():
    """The engine's workers, or None if the engine does not import."""
    try:
        return api().Workers()
    except Exception:
        return None


def pages_in_nav_order(docs: Path, nav) -> list[Path]:
    """The site's markdown pages: those the nav lists, in its order, then the others."""
    listed = [docs / item for item in nav_items(nav or []) if item.endswith(".md")]
    found = sorted(docs.rglob("*.md"))
    ordered = [p for p in listed if p.is_file()] + found
    return list(dict.fromkeys(q for p in ordered for q in (p, *sorted(p.parent.glob(f"{p.stem}.*.md")))))


def nav_items(nav) -> list[str]:
    """Every file path of a nav as mkdocs.yml writes it (strings, one-key mappings, lists), in order."""
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, dict):
        return [path for value in nav.values() for path in nav_items(value)]
    if isinstance(nav, list):
        return [path for item in nav for path in nav_items(item)]
    return []


def lessons_with_panels(pages: list[Path]) -> list[str]:
    """The lessons of the pages that show a "Try another" panel (their front matter's `lesson:`)."""
    found = []
    for page in pages:
        text = page.read_text(encoding="utf-8")
        if PANEL.search(text):
            found += [a for a, _ in NAMED.findall(text) if a]
    return [lesson for lesson in dict.fromkeys(found) if lesson in api().LESSONS]


def lessons_named(pages: list[Path]) -> list[str]:
    """The lessons the pages ask for, in the order they first do."""
    named = [a or b for page in pages for a, b in NAMED.findall(page.read_text(encoding="utf-8"))]
    return [lesson for lesson in dict.fromkeys(named) if lesson in api().LESSONS]
