"""Calls for asking GA new questions: embed any guitar voicing, search lesson 3's index, post to the chatbot.

A page, a test or a reader's script can use them without assembling the pipeline:

>>> c = embed_voicing("x32010")
>>> c.diagram, c.name, c.notes, len(c.values), c.partition("ROOT").tolist().index(1.0)
('0-1-0-2-3-x', 'C', (64, 60, 55, 52, 48), 240, 4)
>>> [(f.rank, f.diagram, f.name, round(f.score, 3)) for f in search_voicings("Cmaj7", limit=2)]
[(1, 'x-1-x-2-2-x', 'Cmaj7(shell)/B', 0.458), (2, 'x-1-x-x-2-0', 'Cmaj7(shell)/E', 0.458)]
>>> reply = ask_chatbot("Are 0146 and 0137 z-related?")
>>> reply.status, reply.fields["agentId"], reply.fields["grounding"]["facts"]["zRelated"]
(200, 'algebra', 'True')
>>> reply = ask_chatbot("What is the relative minor of C major?")
>>> reply.status, len(reply.printed_logs)
(500, 5)
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property

import numpy as np

from .errors import EngineError, UnknownName
from .ga.optick.embedding import raw_vectors
from .ga.optick.index import lesson3_index
from .ga.optick.query import chord_vector
from .ga.optick.revisions import REVISIONS
from .ga.optick.schema import REGISTRY, partition
from .ga.routing import ChatbotHost, HttpReply
from .ga.optick.similarity import compact
from .ga.search import Filters, hybrid_search
from .ga.voicings import corpus_of
from .music.voicing import Frets, index_diagram, to_chart

STRINGS = 6  # a guitar in standard tuning, the only instrument the model embeds
MOST_FRETS = 24


@dataclass(frozen=True, eq=False)
class Embedding:
    """A voicing's raw OPTIC-K vector, with what GA says of the voicing."""

    frets: Frets  # string 1 (high E) first, None for a muted string
    at: str  # "pin" or "main"
    values: np.ndarray  # the 240 raw values, float32, read-only
    name: str  # GA's chord name, as the index stores it
    notes: tuple[int, ...]  # MIDI notes in string order, high E first

    @property
    def diagram(self) -> str:
        """GA's diagram, high E first: "0-1-0-2-3-x"."""
        return index_diagram(self.frets)

    @property
    def chart(self) -> str:
        """The diagram as a chord chart reads it, low E first: "x-3-2-0-1-0"."""
        return to_chart(self.diagram)

    def partition(self, name: str) -> np.ndarray:
        """One partition's values, by its registry name ("STRUCTURE", "ATONAL_MODAL", ...)."""
        return self.values[partition(name).raw]

    @property
    def partitions(self) -> dict[str, np.ndarray]:
        """All eleven partitions' values, in the registry's order."""
        return {p.name: self.values[p.raw] for p in REGISTRY}

    @cached_property
    def compact(self) -> np.ndarray:
        """The 124 compact values a search compares (`ExtractCompact`, in double), read-only."""
        out = compact(self.values)
        out.setflags(write=False)
        return out


@dataclass(frozen=True)
class Found:
    """One search result: its rank, the voicing as the index stores it, and its score."""

    rank: int
    index: int  # the voicing's row in the index, in GA's order of generation
    diagram: str  # high E first, as the index stores it
    notes: tuple[int, ...]  # MIDI notes in string order
    name: str
    score: float

    @property
    def chart(self) -> str:
        return to_chart(self.diagram)


def embed_voicing(diagram: str, at: str = "pin", order: str = "chart") -> Embedding:
    """The raw OPTIC-K vector GA computes for a guitar voicing, at the pin or on main.

    `diagram` gives six strings, "x" for a muted one: "x32010", or with hyphens ("x-3-2-0-1-0",
    "x-10-12-12-11-x") for frets above 9. `order` says which string it starts from: "chart"
    (the default) reads it as a chord chart does, from the low E; "ga" as GA's index and its
    MCP tool do, from the high E. Frets run 0 to 24; the voicing need not be in lesson 3's index.
    """
    revision = known_revision(at)
    frets = read_diagram(diagram, order)
    corpus = corpus_of([frets])
    values = raw_vectors(corpus, revision)[0]
    values.setflags(write=False)
    return Embedding(frets, at, values, corpus.names[0], corpus.notes(0))


def known_revision(at: str):
    if at not in REVISIONS:
        raise UnknownName("revision", at, list(REVISIONS))
    return REVISIONS[at]


def read_diagram(diagram: str, order: str) -> Frets:
    """Six frets, string 1 first, from a diagram written in `order`."""
    if order not in ("chart", "ga"):
        raise UnknownName("diagram order", order, ["chart", "ga"])
    text = diagram.strip()
    parts = text.split("-") if "-" in text else list(text)
    if len(parts) != STRINGS:
        raise EngineError(f"a guitar diagram gives {STRINGS} strings; {diagram!r} gives {len(parts)}")
    frets = tuple(None if p.strip().lower() == "x" else to_fret(p, diagram) for p in parts)
    return frets[::-1] if order == "chart" else frets


def to_fret(part: str, diagram: str) -> int:
    if not part.strip().isdigit() or int(part) > MOST_FRETS:
        raise EngineError(f"{part!r} in {diagram!r} is not a fret (0 to {MOST_FRETS}) or x")
    return int(part)


def search_voicings(query: str | Embedding, at: str = "pin", filters: Filters | dict | None = None,
                    limit: int = 5) -> list[Found]:
    """The voicings of lesson 3's index nearest a query, best first, as GA's `HybridSearchAsync` ranks them.

    `query` is a chord symbol, encoded as `MusicalQueryEncoder` encodes it ("Cmaj7"; a symbol GA
    cannot read gives an empty query, for which every voicing scores 0), or an `Embedding`,
    searched with its compact vector. `filters` are `VoicingSearchFilters` fields, as a
    `Filters` or a dict: `instrument`, `chord_name` (GA's name filter: "Cmaj7" keeps names
    containing "maj7" over a C bass), `min_midi`, `max_midi`. Ties keep the index's order.
    """
    index = lesson3_index(known_revision(at).name)
    vector = query.compact if isinstance(query, Embedding) else chord_vector(query, index.revision)
    hits = hybrid_search(index, np.asarray(vector, dtype=np.float32)[None, :], as_filters(filters), limit)[0]
    corpus = index.corpus
    return [Found(rank, h.index, corpus.diagram(h.index), corpus.notes(h.index), corpus.names[h.index], h.score)
            for rank, h in enumerate(hits, start=1)]


def as_filters(filters: Filters | dict | None) -> Filters:
    if filters is None or isinstance(filters, Filters):
        return filters or Filters()
    known = [f.name for f in fields(Filters)]
    for key in filters:
        if key not in known:
            raise UnknownName("search filter", key, known)
    return Filters(**filters)


def ask_chatbot(message: str, at: str = "pin", stream: bool = False) -> HttpReply:
    """What GA's chatbot host answers a message with no model server, as lessons 4 and 6 start it.

    `POST /api/chatbot/chat` (or, `stream`, `/api/chatbot/chat/stream`) at the pin or on main: the
    reply's `status`, its `body` (the JSON text, or the event stream) and `fields` (the JSON body
    parsed), the host's `logs` and `printed_logs` (None on main, whose log lines are not known),
    and the `path` of stages the message went through. Any text is a message; a blank one or one
    over 2,000 UTF-16 units gets ASP.NET Core's 400, as GA's host does.
    """
    host = ChatbotHost(known_revision(at).name)
    return host.stream(message) if stream else host.post(message)
