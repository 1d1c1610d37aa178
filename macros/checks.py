"""Checks across a page's languages, and of its prose against the engine's figures."""
from __future__ import annotations

import re

from .directives import prose_lines
from .failures import Failure

# Markup whose digits are not prose figures: link targets, HTML tags, URLs.
NOT_PROSE = re.compile(r"\]\([^)]*\)|<[^>]+>|https?://\S+")
# Quoted words are GA's or a reader's, not figures of ours: "…", “…”, « … ».
QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|«[^»\n]*»')
# Numbers that name a lesson, a line of GA's source, a table's row, a bit, an item of a list or an HTTP status
# ("lessons 23 and 24", "líneas 16-20", "rows 9 to 13", "bit 10", "the journal's difference 13", "HTTP 500"):
# labels, not figures.
LABELS = re.compile(r"\b(?:HTTP|lessons?|lecci[oó]n(?:es)?|le[cç]ons?|lines?|l[ií]neas?|lignes?|rows?|filas?|bits?|differences?|diferencias?|diff[ée]rences?)\s+\d+(?:\s*(?:,|and|or|to|y|o|a|et|ou|à|-|–)\s*\d+)*",
                            re.IGNORECASE)
# A number as any language of the site writes it: 15,360 / 15.360 / 15 360 (narrow or plain no-break space) / 0,06
# A hyphen after it ends a number ("a 96-value vector") unless a digit follows (a range, a diagram: 0-23, x-3-2).
# After a sharp or a flat it is a chord's degree (♯11, ♭13, #9) or an issue (#749), not a figure.
DIGIT = re.compile(r"\d")
NUMBER = re.compile(r"(?<![\w#♯♭/:\-.,\u202f\u00a0])\d+(?:[.,\u202f\u00a0]\d+| \d{3}(?!\d))*(?![\w/]|-\d|[.,]\d)")


def english_source(src_uri: str) -> str:
    """`ga-ai/x.fr.md` -> `ga-ai/x.md`."""
    return re.sub(r"\.[a-z]{2}\.md$", ".md", src_uri)


Asked = list[tuple[str | None, int]]  # ("table candidates at pin", line), in page order; None: a directive that failed


def parity_failures(asked: dict[str, tuple[str, Asked | None]]) -> list[Failure]:
    """Translations that ask for other tables, figures or claims than their English page, or in another order."""
    return [failure for src in asked if (failure := parity_failure(src, asked))]


def parity_failure(src: str, asked: dict[str, tuple[str, Asked | None]]) -> Failure | None:
    """How the translation `src` parts from its English page, if it does and the English page is known."""
    english = english_source(src)
    if english == src or english not in asked:
        return None
    language, items = asked[src]
    if items is None or asked[english][1] is None:  # a page shown only as its failure (rendering.only_why)
        return None
    difference = first_difference(asked[english][1], items)
    if difference is None:
        return None
    line, message = difference
    return Failure(f"docs/{src}", line, language, f"differs from docs/{english}: {message}")


def first_difference(want: Asked, got: Asked) -> tuple[int, str] | None:
    """Where a translation's requests first part from the English page's, and how.

    A directive that failed (None) stands for whatever the other page asks at its place, or for
    nothing: its failure is reported already, and a follow-on difference would only mislead.
    """
    same, last_line = 0, got[-1][1] if got else 1
    while same < min(len(want), len(got)) and want[same][0] == got[same][0]:
        same += 1  # the usual case: the pages agree, and the alignment below has nothing to do
    want, got = want[same:], got[same:]
    cost = alignment_costs([w for w, _ in want], [g for g, _ in got])
    i = j = 0
    while i < len(want) or j < len(got):
        step = cheapest_step(cost, want, got, i, j)
        if step == "pair" and not matches(want[i][0], got[j][0]):
            return got[j][1], f"it asks for {got[j][0]!r} where line {want[i][1]} of the English page asks for {want[i][0]!r}"
        if step == "lacks" and want[i][0] is not None:  # said where the next request stands, or at the end
            later = sum(w is not None for w, _ in want[i + 1:]) if j == len(got) else 0
            line = got[j][1] if j < len(got) else last_line
            more = f" and {later} more after it" if later else ""
            return line, f"it lacks {want[i][0]!r} (line {want[i][1]} of the English page){more}"
        if step == "adds" and got[j][0] is not None:
            return got[j][1], f"it adds {got[j][0]!r}, which the English page does not ask for"
        i, j = i + (step != "adds"), j + (step != "lacks")
    return None


def matches(a: str | None, b: str | None) -> bool:
    return a is None or b is None or a == b


def alignment_costs(want: list[str | None], got: list[str | None]) -> list[list[int]]:
    """cost[i][j]: the fewest differences between want[i:] and got[j:] (a failed directive costs nothing)."""
    cost = [[0] * (len(got) + 1) for _ in range(len(want) + 1)]
    for i in range(len(want), -1, -1):
        for j in range(len(got), -1, -1):
            options = []
            if i < len(want) and j < len(got):
                options.append(cost[i + 1][j + 1] + (not matches(want[i], got[j])))
            if i < len(want):
                options.append(cost[i + 1][j] + (want[i] is not None))
            if j < len(got):
                options.append(cost[i][j + 1] + (got[j] is not None))
            cost[i][j] = min(options) if options else 0
    return cost


def cheapest_step(cost: list[list[int]], want: Asked, got: Asked, i: int, j: int) -> str:
    """The first step of a cheapest alignment from (i, j): pair two items, or the translation lacks or adds one."""
    if i < len(want) and j < len(got) and cost[i][j] == cost[i + 1][j + 1] + (not matches(want[i][0], got[j][0])):
        return "pair"
    if i < len(want) and cost[i][j] == cost[i + 1][j] + (want[i][0] is not None):
        return "lacks"
    return "adds"


def typed_figures(markdown: str, spellings: dict[str, str], first_line: int = 1) -> list[tuple[int, str, str]]:
    """(line, number, figure name) for each number in prose that spells an engine figure."""
    found = []
    for number, text in enumerate(prose_lines(markdown), first_line):
        if not DIGIT.search(text):
            continue  # most lines: nothing to look at
        text = LABELS.sub(" ", QUOTED.sub(" ", NOT_PROSE.sub(" ", text)))
        for match in NUMBER.finditer(text):
            token = match.group(0).replace("\u00a0", "\u202f")
            if token in spellings:
                found.append((number, match.group(0), spellings[token]))
    return found


SMALL = 10  # counts below this are everywhere in prose
DISTINCT = 100  # another lesson's figure is worth checking only from here: a date, a row or a fret is not its figure


def figure_spellings(figures: dict[str, object], spell, own: bool = True) -> dict[str, str]:
    """Every spelling of every figure worth checking, to its name: the page's own lesson's whole numbers from 10 and
    fractions; another lesson's whole numbers from 100 only (28 lessons' small figures would take every number)."""
    out: dict[str, str] = {}
    least = SMALL if own else DISTINCT
    for name, value in figures.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        if (isinstance(value, int) and abs(value) < least) or (isinstance(value, float) and not own):
            continue
        for text in spell(value):
            out.setdefault(text, name)
    return out
