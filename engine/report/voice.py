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

from ..table import Cell, Column, ForReader, Join, Line, Notes, Numbers, Phrase, PitchClasses, Quote, translatable
from .numbers import Separators, format_number, reader_numbers

NONE, YES, NO = "(none)", "yes", "no"  # the words the program prints for None and for a bool
SPEC = re.compile(r"(?P<sign>\+?)(?:\.(?P<decimals>\d+)f|d)?")  # the number formats a field may carry


QUOTES = {"en": ("“", "”"), "es": ("«", "»"), "fr": ("«\u202f", "\u202f»")}  # GA's words in each language's marks


class Program:
    """The course program's voice: English, invariant-culture numbers."""

    language = "en"

    def words(self, template: str) -> str:
        return template

    def pick(self, printed, read):
        """Of what the program prints and what a reader reads, the program's."""
        return printed

    def quote(self, text: str) -> str:
        return text

    def numbers(self, text: str) -> str:
        return text

    def join(self, separator: str, texts: list[str]) -> str:
        return separator.join(texts)

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
        return self.translate(template) if translatable(template) else template

    def number(self, value: int | float, spec: str) -> str:
        found = SPEC.fullmatch(spec)
        if not found:
            raise ValueError(f"a number format readers cannot be given: {spec!r}")
        decimals = int(found["decimals"]) if found["decimals"] else None
        text = format_number(value, self.language, decimals, self.separators)
        return "+" + text if found["sign"] and value >= 0 and not text.startswith("+") else text

    def pick(self, printed, read):
        """Of what the program prints and what a reader reads, the reader's."""
        return read

    def quote(self, text: str) -> str:
        """GA's words, in quotation marks as the reader's language writes them."""
        opening, closing = QUOTES.get(self.language, QUOTES["en"])
        return f"{opening}{text}{closing}"

    def numbers(self, text: str) -> str:
        return reader_numbers(text, self.language, self.separators, self.words("; "))

    def join(self, separator: str, texts: list[str]) -> str:
        """Cells one after another, the separator as the language writes it ("; " is " ; " in French); where commas
        separate them and one holds a decimal comma, semicolons do."""
        decimal_comma = any(DECIMAL_COMMA.search(t) for t in texts) and self.separators[1] == ","
        return self.words(separator.replace(",", ";") if decimal_comma else separator).join(texts)


PROGRAM = Program()
DECIMAL_COMMA = re.compile(r"\d,\d")


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
        return voice.join(cell.separator, [say(item, voice) for item in cell.items])
    if isinstance(cell, ForReader):
        return say(voice.pick(cell.printed, cell.read), voice, spec)
    if isinstance(cell, Notes):
        return voice.pick(cell.printed, cell.spelled)
    if isinstance(cell, PitchClasses):
        return voice.pick(cell.printed, cell.read)
    if isinstance(cell, Quote):
        return voice.quote(cell.text)
    if isinstance(cell, Numbers):
        return voice.numbers(cell.printed)
    return str(cell)


def column_name(column: Column, voice) -> str:
    """A column's header: the program's name, or for a reader the column's heading if it has one."""
    return words(voice.pick(column.name, column.heading or column.name), voice)


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
