"""ChordVoicingsSkill's answer: the voicings of the chord a request names, from the OPTIC-K index.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ChordVoicingsSkill.cs`
ExecuteAsync (75-167): the typed reader's reading (77-81; the host's composite extractor asks a
model only when that reading is empty, which no model answers here), the "no intent" answer
(83-96), the query vector (98, `engine.ga.query.encoder`), the filters (99:
`VoicingAgent.BuildSearchFilters`, VoicingAgent.cs 191-208), the search for the best 8 through
`EnhancedVoicingSearchService.SearchAsync` (EnhancedVoicingSearchService.cs 143-170: the hybrid
search when there are filters, else the plain one), the plain search again when filters were set
and nothing passed them (104-114), the empty answer (116-127), and the answer's text (129-137)
and confidence (152). The skill's gate is `gates.chord_voicings`.

On main (f4f5b4a, not available) the lesson reads the same reader, CanHandle and steps, and quotes
two changes: the search's ChordName filter (`engine.ga.search.chord_names`) and the diagrams,
written low E first (main's line 136). The index and the query vectors are main's as modelled
in `engine.ga.optick.revisions.MAIN`. The evidence's diagrams on main are not shown by the
lesson: taken to be written as the answer's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ...optick.index import OptickIndex
from ...query import QueryReading, read_query
from ...query.encoder import encode_readings
from ...search import Filters, Hit, hybrid_search_each, semantic_search
from ....music.voicing import to_chart
from ..responses import AgentResponse

AGENT = "skill.chordvoicings"
LIMIT = 8  # topK: 8 (102, 113)
EVIDENCE = 5  # the first five voicings are the evidence (139-142)
NO_INTENT = ("I couldn't find a chord name, mode, or technique tag in your request. "
             "Try naming a chord (e.g. 'Cmaj7'), a mode ('F# Lydian'), or a technique ('drop2', 'shell', 'rootless').")
NO_MATCHES = "The OPTIC-K index returned no matches for this query."
CONFIDENCE = {"no intent": 0.2, "no matches": 0.3}  # 92, 122
INSTRUMENT = "guitar"  # every voicing of the course's index is a guitar voicing
DIAGRAMS_LOW_E_FIRST = {"pin": False, "main": True}  # at the pin GA's index diagram, high E first


@dataclass(frozen=True)
class VoicingsAnswer:
    """What the skill finds for one request: the reading, the filters, the voicings."""

    message: str
    reading: QueryReading
    filters: Filters | None  # None: nothing to filter on (BuildSearchFilters returns null)
    hits: tuple[Hit, ...] = ()
    retried: bool = False  # the filters let nothing through, so the skill searched without them


def search_filters(reading: QueryReading) -> Filters | None:
    """BuildSearchFilters: the instrument, mode, tags and chord the reader found, or None.

    >>> search_filters(read_query("drop2 voicings of Cmaj7"))
    Filters(instrument=None, chord_name='Cmaj7', min_midi=None, max_midi=None, mode_name=None, tags=('drop2',))
    >>> search_filters(read_query("voicings")) is None
    True
    """
    if reading.chord is None and reading.mode is None and reading.instrument is None and not reading.tags:
        return None
    return Filters(instrument=reading.instrument, chord_name=reading.chord, mode_name=reading.mode,
                   tags=reading.tags or None)


def find_voicings(index: OptickIndex, messages: Sequence[str]) -> list[VoicingsAnswer]:
    """The skill's retrieval for each message: read, encode, the filtered search, and its retry.

    The messages are scored in one matrix product; a retry reuses the scores.
    """
    readings = [read_query(m) for m in messages]
    asked = [i for i, r in enumerate(readings) if r.has_intent]
    vectors = encode_readings([readings[i] for i in asked], index.revision)
    filters = [search_filters(readings[i]) for i in asked]
    # With no filters SearchAsync runs the plain search: the hybrid one with nothing to filter finds the same.
    found = hybrid_search_each(index, vectors, [f or Filters() for f in filters], LIMIT)
    retry = [k for k, (f, hits) in enumerate(zip(filters, found)) if f is not None and not hits]
    again = dict(zip(retry, semantic_search(index, vectors[retry], LIMIT))) if retry else {}
    answers = [VoicingsAnswer(m, r, None) for m, r in zip(messages, readings)]
    for k, i in enumerate(asked):
        answers[i] = VoicingsAnswer(messages[i], readings[i], filters[k], tuple(again.get(k, found[k])), k in again)
    return answers


def diagram(index: OptickIndex, row: int) -> str:
    """A voicing's diagram as the skill writes it at the index's revision."""
    stored = index.corpus.diagram(row)
    return to_chart(stored) if DIAGRAMS_LOW_E_FIRST[index.revision.name] else stored


def answer_text(index: OptickIndex, answer: VoicingsAnswer) -> str:
    """The skill's Result: the no-intent or no-match sentence, or the voicings found, one a line."""
    if not answer.reading.has_intent:
        return NO_INTENT
    if not answer.hits:
        return NO_MATCHES
    count = len(answer.hits)
    lines = [f"Found {count} voicing{'' if count == 1 else 's'}:", ""]
    lines += [f"- **{index.corpus.names[h.index]}** `{diagram(index, h.index)}` ({INSTRUMENT}, score {h.score:.3f})"
              for h in answer.hits]
    return "\n".join(lines) + "\n"


def response(index: OptickIndex, answer: VoicingsAnswer) -> AgentResponse:
    """The skill's AgentResponse: its text, its confidence (the top score, within 0..1), its evidence."""
    if not answer.reading.has_intent or not answer.hits:
        kind = "no intent" if not answer.reading.has_intent else "no matches"
        return AgentResponse(AGENT, answer_text(index, answer), CONFIDENCE[kind])
    evidence = tuple(f"{index.corpus.names[h.index]} · {diagram(index, h.index)} · score={h.score:.4f}"
                     for h in answer.hits[:EVIDENCE])
    return AgentResponse(AGENT, answer_text(index, answer), min(max(answer.hits[0].score, 0.0), 1.0), evidence)
