"""Checks across a page's languages, and of its prose against the engine's figures."""
from __future__ import annotations

import re

from .directives import DIRECTIVE, prose_segments
from .failures import Failure

# Markup whose digits are not prose figures: link targets, HTML tags, URLs.
NOT_PROSE = re.compile(r"\]\([^)]*\)|<[^>]+>|https?://\S+")
# Quoted words are GA's or a reader's, not figures of ours: "…", “…”, « … ».
QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|«[^»\n]*»')
# Numbers that name a lesson, a line of GA's source or a bit ("lessons 23 and 24", "líneas 16-20",
# "bit 10"): labels, not figures.
LABELS = re.compile(r"\b(?:lessons?|lecci[oó]n(?:es)?|le[cç]ons?|lines?|l[ií]neas?|lignes?|bits?)\s+\d+(?:\s*(?:,|and|or|to|y|o|a|et|ou|à|-|–)\s*\d+)*",
                            re.IGNORECASE)
# A number as any language of the site writes it: 15,360 / 15.360 / 15 360 (narrow or plain no-break space) / 0,06
NUMBER = re.compile(r"(?<![\w#/:\-.,\u202f\u00a0])\d+(?:[.,\u202f\u00a0]\d+| \d{3}(?!\d))*(?![\w\-/]|[.,]\d)")


def english_source(src_uri: str) -> str:
    """`ga-ai/x.fr.md` -> `ga-ai/x.md`."""
    return re.sub(r"\.[a-z]{2}\.md$", ".md", src_uri)


Asked = list[tuple[str, int]]  # ("table candidates at pin", line), in page order


def parity_failures(asked: dict[str, tuple[str, Asked]]) -> list[Failure]:
    """Translations that ask for other tables, figures or claims than their English page, or in another order."""
    failures = []
    for src, (language, items) in asked.items():
        english = english_source(src)
        if english == src or english not in asked:
            continue
        difference = first_difference(asked[english][1], items, english)
        if difference:
            line, message = difference
            failures.append(Failure(f"docs/{src}", line, language, f"differs from docs/{english}: {message}"))
    return failures


def first_difference(want: Asked, got: Asked, english: str) -> tuple[int, str] | None:
    """Where a translation's requests first part from the English page's, and how."""
    for (a, line_a), (b, line_b) in zip(want, got):
        if a != b:
            return line_b, f"it asks for {b!r} where line {line_a} of the English page asks for {a!r}"
    if len(got) < len(want):
        last = got[-1][1] if got else 1
        item, line = want[len(got)]
        return last, f"it lacks {item!r} (line {line} of the English page) and {len(want) - len(got) - 1} more after it"
    if len(got) > len(want):
        item, line = got[len(want)]
        return line, f"it adds {item!r}, which the English page does not ask for"
    return None


def typed_figures(markdown: str, spellings: dict[str, str], first_line: int = 1) -> list[tuple[int, str, str]]:
    """(line, number, figure name) for each number in prose that spells an engine figure."""
    found = []
    for number, text, prose in prose_segments(markdown):
        if not prose:
            continue
        text = LABELS.sub(" ", QUOTED.sub(" ", NOT_PROSE.sub(" ", DIRECTIVE.sub(" ", text))))
        for match in NUMBER.finditer(text):
            token = match.group(0).replace("\u00a0", "\u202f")
            if token in spellings:
                found.append((first_line + number - 1, match.group(0), spellings[token]))
    return found


def figure_spellings(figures: dict[str, object], spell) -> dict[str, str]:
    """Every spelling of every figure worth checking (whole numbers from 10, fractions), to its name."""
    out: dict[str, str] = {}
    for name, value in figures.items():
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        if isinstance(value, int) and abs(value) < 10:  # small counts are everywhere in prose
            continue
        for text in spell(value):
            out.setdefault(text, name)
    return out
