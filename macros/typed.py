"""Numbers typed by hand where the engine computes them: on every page, against every lesson's figures.

A page may cite a figure of any lesson (`value("t.f", lesson="l3")`), and so may type one by
hand, on a lesson page or on a page that names no lesson (the course index). The check looks
each number of the prose up among the spellings of the figures of every lesson the site's pages
name (the lessons a build computes anyway), the page's own lesson first, then the others in the
order the site names them, and says which directive to write. Another lesson's figures count from
100 only: with 28 lessons every small number (a date, a row, a fret) is some lesson's figure.
"""
from __future__ import annotations

from dataclasses import dataclass

from . import checks
from .kept import made_from
from .reports import Reports, api


@dataclass(frozen=True)
class Cited:
    """A figure as a directive asks for it: `value("table.figure", at=..., lesson=...)`."""

    name: str
    at: str = "pin"
    lesson: str | None = None  # None: the page's own lesson
    fraction: bool = False

    def directive(self, typed: str) -> str:
        """The directive that writes the figure as it was typed.

        >>> Cited("scores.top", "main", "l21", fraction=True).directive("0,125")
        '{{ value("scores.top", at="main", lesson="l21", decimals=3) }}'
        """
        parts = [f'"{self.name}"'] + [f'at="{self.at}"'] * (self.at != "pin")
        parts += [f'lesson="{self.lesson}"'] * (self.lesson is not None) + [decimals_of(typed)] * self.fraction
        return f"{{{{ value({', '.join(p for p in parts if p)}) }}}}"


def decimals_of(number: str) -> str:
    """The `decimals=` a directive needs to write a typed fraction as it was typed ("0,125" -> 3)."""
    return f"decimals={len(number.replace(',', '.').rpartition('.')[2])}" if "." in number or "," in number else ""


def typed_by_hand(markdown: str, first_line: int, front: list[tuple[int, str]], lesson: str | None,
                  lessons: tuple[str, ...], reports: Reports) -> list[tuple[int, str, Cited]]:
    """(line, number as typed, figure) of each figure of `lessons` or of the page's `lesson` typed in the prose
    (from `first_line`) or in the front matter's `front` (line, text) pairs."""
    spellings = every_lesson_spellings(lesson, lessons, reports)
    if not spellings:
        return []
    found = checks.typed_figures(markdown, spellings, first_line)
    return found + [(line, number, cited) for line, text in front for _, number, cited in checks.typed_figures(text, spellings)]


def every_lesson_spellings(lesson: str | None, lessons: tuple[str, ...], reports: Reports) -> dict[str, Cited]:
    """Every spelling of the figures of `lessons`, the page's own lesson's first; {} if the engine does not import.

    The page reads its own lesson as its directives do. The other lessons' reports are not counted
    as read by the page: an engine edit under serve renders again only the pages that ask for the
    lesson it changes, not every page, so a number elsewhere that the edit turns into one of that
    lesson's figures is found by the next whole build (and by every `./course build`).
    """
    try:
        engine = api()
    except Exception:
        return {}  # every page says why already
    order = [one for one in dict.fromkeys([lesson, *lessons]) if one in engine.LESSONS]
    per_lesson = []
    for other in order:
        if other == lesson:
            per_lesson.append(lesson_spellings(other, reports, own=True))
            continue
        with reports.unrecorded():
            per_lesson.append(lesson_spellings(other, reports, own=False))
    return made_from(f"spellings of every lesson, {lesson} first", tuple(per_lesson), lambda: merged(per_lesson))


def merged(per_lesson: list[dict[str, Cited]]) -> dict[str, Cited]:
    """One mapping of spellings, the first lesson's spelling winning where two lessons spell the same number."""
    out: dict[str, Cited] = {}
    for spellings in per_lesson:
        for text, cited in spellings.items():
            out.setdefault(text, cited)
    return out


def lesson_spellings(lesson: str, reports: Reports, own: bool) -> dict[str, Cited]:
    """Each spelling of one lesson's figures at every revision ({} if its probe fails: that is reported where asked)."""
    try:
        revisions = api().revisions(lesson)
        found = tuple(reports.get(lesson, at) for at in revisions)
    except Exception:
        return {}

    def make() -> dict[str, Cited]:
        spellings: dict[str, Cited] = {}
        for at, report in reversed(list(zip(revisions, found))):  # the pin's names win where both spell a number
            figures = {f"{t.name}.{k}": v for t in report.tables for k, v in t.figures.items()}
            spellings |= {text: Cited(name, at, None if own else lesson, isinstance(figures[name], float))
                          for text, name in checks.figure_spellings(figures, api().number_spellings, own).items()}
        return spellings

    return made_from(f"figure spellings {lesson} {revisions} {own}", found, make)
