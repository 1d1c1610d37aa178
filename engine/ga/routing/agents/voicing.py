"""VoicingAgent's answer: a voicing search for what GA's query reader finds in the question.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/VoicingAgent.cs`
ProcessAsync (46-180) and DescribeIntent (182-189): the typed reader's chord, mode and tags
(`engine.ga.query.read_query`); when it finds none, the composite extractor asks the model
(TypedMusicalQueryExtractor.cs 217-234), whose failure LlmMusicalQueryExtractor logs and answers
with nothing (MusicalQueryExtractor.cs 61-77). Otherwise the reading is encoded as
MusicalQueryEncoder does and searched in the course's index, lesson 3's (`VoicingSearch:OpticIndexPath`,
the course's ChatHost.cs), as EnhancedVoicingSearchService hands it to OptickSearchStrategy's
hybrid search (a pool, then the chord-name filter; `engine.ga.search`), 10 results at most
(74-78), again without the chord-name filter when that finds nothing (96-100). The answer lists
each voicing as the index names it and its score (145-153); its confidence is the best score.
Main: the same agent, over main's index and filter (the lesson: "the reader and the tag registry
are unchanged").
"""
from __future__ import annotations

from dataclasses import replace

import numpy as np

from ...optick.index import lesson3_index
from ...query import QueryReading, read_query
from ...query.encoder import encode_readings
from ...search import Filters, Hit, hybrid_search
from ..logs import LogLine, logged
from ..responses import AgentResponse

AGENT = "voicing"  # AgentIds.Voicing
DEFAULT_LIMIT = 10  # no "limit" in the request's metadata (lines 74-78)
EVIDENCE_LINES = 5  # line 141
NO_INTENT = ("I couldn't find a chord name, mode, or style tag in your request. "
             "Try naming a chord (e.g. 'Cmaj7'), a mode ('F# Lydian'), or a technique "
             "('drop2', 'shell', 'rootless').")  # lines 65-67
NO_INTENT_CONFIDENCE = 0.2  # line 68
NO_MATCHES = "The OPTIC-K index returned no matches for this query."  # line 132
NO_MATCHES_CONFIDENCE = 0.3  # line 133
UNNAMED, INSTRUMENT = "Voicing", "guitar"  # the name and type an answer line falls back to (151-152)


def describe_intent(reading: QueryReading) -> str:
    """DescribeIntent: "chord G + mode major + tags [g-major]"."""
    parts = []
    if reading.chord is not None:
        parts.append(f"chord {reading.chord}")
    if reading.mode is not None:
        parts.append(f"mode {reading.mode}")
    if reading.tags:
        parts.append(f"tags [{', '.join(reading.tags)}]")
    return " + ".join(parts) if parts else "your query"


def found_line(count: int, reading: QueryReading) -> str:
    """The answer's first line.

    >>> found_line(1, QueryReading(chord="G7"))
    'Found 1 voicing matching chord G7:'
    """
    return f"Found {count} voicing{'' if count == 1 else 's'} matching {describe_intent(reading)}:"


def search(reading: QueryReading, at: str, limit: int = DEFAULT_LIMIT) -> list[Hit]:
    """The hits for a reading: the hybrid search with its filters, then without the chord name if none."""
    index = lesson3_index(at)
    query = encode_readings([reading], index.revision)
    filters = Filters(instrument=reading.instrument, chord_name=reading.chord, mode_name=reading.mode,
                      tags=reading.tags or None)
    hits = hybrid_search(index, query, filters, limit)[0]
    if not hits and filters.chord_name is not None:
        hits = hybrid_search(index, query, replace(filters, chord_name=None), limit)[0]
    return hits


def answer(message: str, at: str = "pin") -> AgentResponse:
    """ProcessAsync: the voicings found, or the request for a chord, mode or tag."""
    reading = read_query(message)
    if not reading.has_intent:
        return AgentResponse(AGENT, NO_INTENT, NO_INTENT_CONFIDENCE)
    hits = search(reading, at)
    if not hits:
        return AgentResponse(AGENT, NO_MATCHES, NO_MATCHES_CONFIDENCE)
    index = lesson3_index(at)
    names = [index.corpus.names[h.index] or "Unknown" for h in hits]  # MapToSearchResult: QualityInferred ?? "Unknown"
    lines = [found_line(len(hits), reading), ""] + [
        f"- **{name or UNNAMED}** `{index.corpus.diagram(h.index)}` ({INSTRUMENT}, score {h.score:.3f})"
        for name, h in zip(names, hits)]
    evidence = tuple(f"{name} · {index.corpus.diagram(h.index)} · score={h.score:.4f}"
                     for name, h in list(zip(names, hits))[:EVIDENCE_LINES])
    confidence = float(np.float32(min(max(hits[0].score, 0.0), 1.0)))
    return AgentResponse(AGENT, "\n".join(lines) + "\n", confidence, evidence)  # AppendLine ends every line


def logs(message: str) -> tuple[LogLine, ...]:
    """What the agent's extraction logs: the model's failure, when the typed reader finds nothing."""
    return () if read_query(message).has_intent else (logged("extraction_failed", Query=message),)
