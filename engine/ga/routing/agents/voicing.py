"""VoicingAgent's answer: a voicing search for what GA's query reader finds in the question.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/VoicingAgent.cs`
ProcessAsync (46-180) and DescribeIntent (182-189). The reading is the typed extractor's
(`engine.ga.query.read_query`); the composite extractor's LLM fallback finds nothing offline
(TypedMusicalQueryExtractor.cs 217-234). Inferred: the search (lesson 3's index built with
main's code) finds at least the default limit of 10 voicings for every query that has an
intent, so the answer says 10; the list under the first line is not modelled. Main is the same
(the lesson: "the reader and the tag registry are unchanged").
"""
from __future__ import annotations

from ...query import QueryReading, read_query
from ..responses import AgentResponse

AGENT = "voicing"  # AgentIds.Voicing
DEFAULT_LIMIT = 10  # no "limit" in the request's metadata (lines 74-78)
NO_INTENT = ("I couldn't find a chord name, mode, or style tag in your request. "
             "Try naming a chord (e.g. 'Cmaj7'), a mode ('F# Lydian'), or a technique "
             "('drop2', 'shell', 'rootless').")  # lines 65-67
NO_INTENT_CONFIDENCE = 0.2  # line 68


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


def answer(message: str) -> AgentResponse:
    """ProcessAsync: the search's first line, or the request for a chord, mode or tag."""
    reading = read_query(message)
    if not reading.has_intent:
        return AgentResponse(AGENT, NO_INTENT, NO_INTENT_CONFIDENCE)
    # confidence is the top hit's score, which the model does not compute
    return AgentResponse(AGENT, found_line(DEFAULT_LIMIT, reading), None)
