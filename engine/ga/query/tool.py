"""GA's ga_search_voicings: a query read, encoded and searched, and the answer the tool writes.

Follows `GaMcpServer/Tools/VoicingSearchTool.cs` 101-242 at the pin (snapshot c781df5c): the
guards (117-132: blank, over 512 characters, limit clamped to 1..50), the reading, the honest
empty answer when nothing is read (155-177), the instrument (the argument, else the one read)
routing to the hybrid search (181-194), and the indented answer (212-235, scores rounded to 4
places). Sampling stays off, as in the course. On main the tool is the same; its index and
encoder differ (`engine.ga.optick.revisions`). Every search of a batch is one matrix product,
and queries with the same vector are searched once.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Iterable, Sequence

import numpy as np

from ..optick.index import OptickIndex
from ..search import Filters, Hit, hybrid_search, semantic_search
from .dotnet_json import dotnet_json
from .encoder import encode_readings
from .reader import QueryReading, read_query

MAX_QUERY_LENGTH = 512  # VoicingSearchTool.cs 123
LIMITS = (1, 50)  # Math.Clamp(limit, 1, 50), 132
DEFAULT_LIMIT = 10
BATCH_ROWS = 256  # queries per matrix product, to bound memory
NO_INTENT_NOTE = ("No chord, mode, or known tag recognized. Supply a chord symbol (e.g. 'Cmaj7') "
                  "or a tag (e.g. 'drop2', 'jazz') for retrieval.")
SCORE_DIGITS = 4


@dataclass(frozen=True)
class SearchAnswer:
    """What the tool answers one query: an error, the "nothing recognized" note, or results."""

    query: str
    reading: QueryReading | None = None  # None: the tool's "interpreted": null
    hits: tuple[Hit, ...] = ()
    error: str | None = None
    note: str | None = None
    instrument: str | None = None  # the effective instrument filter
    index: OptickIndex | None = field(default=None, repr=False, compare=False)

    def scores(self) -> tuple[float, ...]:
        """The scores as the tool writes them, rounded to 4 places."""
        return self.rounded

    @cached_property
    def rounded(self) -> tuple[float, ...]:
        return tuple(round(h.score, SCORE_DIGITS) for h in self.hits)

    def json(self) -> str:
        """The tool's JSON text (compact for errors and the empty answer, indented otherwise)."""
        if self.error is not None:
            return dotnet_json({"error": self.error, **({"note": self.note} if self.note else {})})
        if self.reading is None:
            return dotnet_json({"query": self.query, "interpreted": None, "results": [], "note": self.note})
        return dotnet_json({
            "query": self.query, "interpreted": interpreted(self.reading, self.instrument),
            "resultCount": len(self.hits), "results": [result(self.index, h) for h in self.hits],
        }, indented=True)


def interpreted(reading: QueryReading, instrument: str | None) -> dict:
    """The reading as the answer echoes it, nulls kept."""
    pcs = None if reading.pitch_classes is None else list(reading.pitch_classes)
    return {"chord": reading.chord, "rootPitchClass": reading.root, "pitchClasses": pcs,
            "mode": reading.mode, "tags": list(reading.tags) or None, "instrument": instrument,
            "samplingFired": False}


def result(index: OptickIndex, hit: Hit) -> dict:
    """One voicing of the answer, as the index's metadata gives it."""
    notes = index.corpus.notes(hit.index)
    return {"score": round(hit.score, SCORE_DIGITS), "diagram": index.corpus.diagram(hit.index),
            "chordName": index.corpus.names[hit.index] or "Unknown", "instrument": "guitar",
            "midiNotes": list(notes), "pitchClasses": sorted({n % 12 for n in notes})}


def search_voicings(index: OptickIndex, query: str, limit: int = DEFAULT_LIMIT, instrument: str | None = None) -> SearchAnswer:
    """One call of the tool."""
    return search_many(index, [(query, limit)], instrument)[(query, limit)]


def search_many(index: OptickIndex, requests: Iterable[tuple[str, int]], instrument: str | None = None) -> dict[tuple[str, int], SearchAnswer]:
    """Many calls of the tool, (query, limit) -> answer, searched in batches."""
    answers: dict[tuple[str, int], SearchAnswer] = {}
    pending: list[tuple[tuple[str, int], QueryReading, int, str | None]] = []
    for query, limit in dict.fromkeys(requests):
        early = guard(query)
        if early is not None:
            answers[(query, limit)] = early
            continue
        reading = read_query(query)
        chosen = instrument if instrument and instrument.strip() else reading.instrument
        if not reading.has_intent:
            answers[(query, limit)] = SearchAnswer(query, note=NO_INTENT_NOTE, instrument=chosen)
        else:
            pending.append(((query, limit), reading, min(max(limit, LIMITS[0]), LIMITS[1]), chosen))
    vectors = encode_readings([reading for _, reading, _, _ in pending], index.revision)
    for (key, reading, _, chosen), hits in zip(pending, searched(index, vectors, pending)):
        answers[key] = SearchAnswer(key[0], reading, tuple(hits), instrument=chosen, index=index)
    return answers


def guard(query: str) -> SearchAnswer | None:
    """The tool's answer to a blank or too long query, else None."""
    if not query.strip():
        return SearchAnswer(query, error="query is required")
    if len(query) > MAX_QUERY_LENGTH:
        return SearchAnswer(query, error="query too long",
                            note="The query must be 512 characters or fewer. Please shorten it.")
    return None


def searched(index: OptickIndex, vectors: np.ndarray, pending: Sequence[tuple]) -> list[list[Hit]]:
    """The hits of every pending query; one search per distinct (vector, limit, instrument)."""
    keys = [(vectors[i].tobytes(), limit, chosen) for i, (_, _, limit, chosen) in enumerate(pending)]
    first_row: dict = {}
    for row, key in enumerate(keys):
        first_row.setdefault(key, row)
    distinct = list(first_row)
    found: dict = {}
    for limit, chosen in dict.fromkeys((k[1], k[2]) for k in distinct):
        group = [k for k in distinct if k[1:] == (limit, chosen)]
        for start in range(0, len(group), BATCH_ROWS):
            block = group[start:start + BATCH_ROWS]
            rows = vectors[[first_row[k] for k in block]]
            hits = (hybrid_search(index, rows, Filters(instrument=chosen), limit) if chosen
                    else semantic_search(index, rows, limit))
            found.update(zip(block, hits))
    return [found[key] for key in keys]
