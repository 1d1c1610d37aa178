"""A "Try another" panel, declared beside a lesson's questions: a reader's own question of the same kind.

A lesson module lists its panels in `PANELS`. Each extends one of the lesson's tables: the reader
picks a value from each of the panel's lists (a note, a key, a chord...), and sees GA's answer to
that question, as the lesson shows its own. The engine asks every pick of the panel's space
(`engine.panels`), each through the public calls the panel names (`Ask`), and builds each answer
with the panel's `answer`, as a `Table`: the page shows it with the lesson's tables' words and
numbers. A space too large to ask whole is offered in part (lists chosen so that their product
is the part), and `part` says so to a reader.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable, Iterator

from .music.spelling import pretty
from .table import Cell, Phrase, Quote, Table, phrase

Pick = tuple[str, ...]  # one value per choice, in the panel's order: ("C", "E")
SEPARATOR = "|"  # between a pick's values in its key: "C|E"


@dataclass(frozen=True)
class Option:
    """One item of a list: the value the question is written with, and what a reader reads.

    `value` is GA's spelling, as it goes into the message ("C#", "Phrygian Dominant"); `label` is a
    cell said in the reader's language (a note in solfège in Spanish and French, a chord symbol as
    it is). `group` puts the option under a heading of its list (a mode under its family).
    """

    value: str
    label: Cell
    group: Cell = None


@dataclass(frozen=True)
class Choice:
    """One list of the panel's form: its field name, its label (English words), its options in order."""

    name: str
    label: str
    options: tuple[Option, ...]

    def __post_init__(self):
        object.__setattr__(self, "options", tuple(self.options))

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(o.value for o in self.options)


@dataclass(frozen=True)
class Ask:
    """A public call one question makes: `ChatbotHost(at).call_skill(skill, message)`, or with no skill,
    `ChatbotHost(at).post(message)` (POST /api/chatbot/chat)."""

    skill: str | None
    message: str


@dataclass(frozen=True)
class Panel:
    """A panel under the lesson table `table`: its lists, the calls a pick makes, and its answer as a table.

    `answer(pick, replies)` reads the replies of `asks(*pick)` (an `AgentResponse` for a skill, an
    `HttpReply` for the chat endpoint), in order, and returns the table a reader sees.
    """

    table: str
    choices: tuple[Choice, ...]
    asks: Callable[..., tuple[Ask, ...]]
    answer: Callable[[Pick, tuple], Table]
    first: Pick  # the pick the panel opens on: the lesson's own question, where it has one
    compare: bool = False  # the pin's answer and main's side by side
    part: Cell = None  # words (a phrase): the part of a space too large to compute that the panel offers

    def __post_init__(self):
        object.__setattr__(self, "choices", tuple(self.choices))
        object.__setattr__(self, "first", tuple(self.first))

    def picks(self) -> Iterator[Pick]:
        """Every pick the panel offers: each value of each list with each of the others, in the lists' order."""
        return itertools.product(*(c.values for c in self.choices))


def key(pick: Pick) -> str:
    """A pick as the data file names it: "C|E"."""
    return SEPARATOR.join(pick)


def note_option(name: str) -> Option:
    """A note as a list offers it: GA's spelling asked ("C#"), named for a reader (C♯; do♯ in Spanish and French)."""
    return Option(name, phrase(pretty(name)))


def key_option(tonic: str, mode: str) -> Option:
    """A key as a list offers it: GA's spelling asked ("C# major"), named in the reader's words (C♯ major, do♯ mayor),
    under its mode's heading."""
    return Option(f"{tonic} {mode}", phrase(f"{{tonic}} {mode}", tonic=phrase(pretty(tonic))), phrase(f"{mode} keys"))


def answer_lines(answer: str) -> list[Phrase]:
    """GA's answer under a panel's question: a line for each of its lines with words, quoted for a reader."""
    return [phrase("  | {line}", line=Quote(line)) for line in answer.split("\n") if line.strip()]
