"""How a table's words and numbers are written: as the course's program prints them, or for a reader.

The program writes English and invariant-culture numbers (`0.4932`, `15360`). A reader gets the
catalog's words for their language and numbers in their language's way (`0,4932`, `15 360`).
Both write the same cells from the same values, so a page's table and the program's output
never disagree.
"""
from __future__ import annotations

import re
import string
from dataclasses import dataclass
from typing import Callable

from ..table import Cell, Join, Line, Phrase, has_words
from .numbers import Separators, format_number

NONE, YES, NO = "(none)", "yes", "no"  # the words the program prints for None and for a bool
SPEC = re.compile(r"(?P<sign>\+?)(?:\.(?P<decimals>\d+)f|d)?")  # the number formats a field may carry


class Program:
    """The course program's voice: English, invariant-culture numbers."""

    language = "en"

    def words(self, template: str) -> str:
        return template

    def number(self, value: int | float, spec: str) -> str:
        if not spec:
            return str(value)
        text = format(value, spec)
        # The program prints invariant-culture doubles and never "-0.000".
        return text[1:] if text.startswith("-") and float(text) == 0 else text


@dataclass(frozen=True)
class Reader:
    """A reader's voice: their language's words (from `translate`) and way of writing numbers."""

    language: str
    separators: Separators
    translate: Callable[[str], str]  # an English template -> this language's; raises LookupError if missing

    def words(self, template: str) -> str:
        return self.translate(template) if has_words(template) else template

    def number(self, value: int | float, spec: str) -> str:
        found = SPEC.fullmatch(spec)
        if not found:
            raise ValueError(f"a number format readers cannot be given: {spec!r}")
        decimals = int(found["decimals"]) if found["decimals"] else None
        text = format_number(value, self.language, decimals, self.separators)
        return "+" + text if found["sign"] and value >= 0 and not text.startswith("+") else text


PROGRAM = Program()


def say(cell: Cell, voice, spec: str = "") -> str:
    """A cell as the voice writes it."""
    if cell is None:
        return voice.words(NONE)
    if isinstance(cell, bool):
        return voice.words(YES if cell else NO)
    if isinstance(cell, (int, float)):
        return voice.number(cell, spec)
    if isinstance(cell, Phrase):
        return fill(voice.words(cell.template), cell.values, voice)
    if isinstance(cell, Join):
        return cell.separator.join(say(item, voice) for item in cell.items)
    return str(cell)


def words(part, voice) -> str:
    """A title or a line: a plain string there is words to translate, not a literal."""
    return voice.words(part) if isinstance(part, str) else say(part, voice)


def line(part, figures, voice) -> str:
    """A line under a table: a `Line` filled with the table's figures, or words (a phrase, a plain string)."""
    return fill(voice.words(part.template), figures, voice) if isinstance(part, Line) else words(part, voice)


def fill(template: str, values, voice) -> str:
    """A template's fields filled with values, each written by the voice with its field's format."""
    out = []
    for literal, name, spec, _ in string.Formatter().parse(template):
        out.append(literal)
        if name is not None:
            out.append(say(values[name], voice, spec or ""))
    return "".join(out)
