"""IntervalSkill's answer: the interval between two note names, from GA's domain.

Follows, at the pin (snapshot c781df5c; unchanged on main, lesson 9's page says),
`Common/GA.Business.ML/Agents/Skills/IntervalSkill.cs` ExecuteAsync (76-116: the pattern's first
match, both notes parsed, the domain's interval, the answer and its evidence) and CannotHelp
(118-125), and `Common/GA.Business.ML/Agents/IntervalNaming.cs` (TryParseNote 28-42 with its
length guard, FormatNote 45-51, QualityLongName 56-64, SizeOrdinalName 67-78). The pattern (62-64)
is the skill's gate's (`data/predicates.tsv`): its final `\\b` gives back a sharp before a space,
a `?` or the end, so "E and G#" reads E and G. The interval is `engine.ga.intervals`'.
"""
from __future__ import annotations

from ...intervals import DomainNote, interval, parse_note
from ..data import gates
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
FOUND, CANNOT_HELP = 1.0, 0.0  # the answers' confidences (104, 121)
MAX_NOTE_TOKEN = 4  # IntervalNaming.MaxNoteTokenLength
ANSWER = "From **{low}** to **{high}** is a **{quality} {size}** ({name}, {semitones} semitones)."  # line 103
EVIDENCE = ("Lower note: {low}", "Upper note: {high} ({direction} the lower)", "Interval: {name} ({quality} {size})",
            "Semitones: {semitones}")  # 106-111
NO_PAIR = "Could not parse two note names from your question."  # 80
NOT_NOTES = ("I don't recognise \"{a}\" or \"{b}\" as a standard note name. "
             "Try notes like C, F#, Bb, etc.")  # 86-88
QUALITY_WORDS = {"P": "perfect", "M": "major", "m": "minor", "A": "augmented", "d": "diminished"}  # others as they are
SIZE_WORDS = {1: "unison", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "octave"}


def note_token(token: str) -> DomainNote | None:
    """IntervalNaming.TryParseNote: none for an empty token or one over four characters."""
    return parse_note(token) if token and len(token) <= MAX_NOTE_TOKEN else None


def format_note(raw: str) -> str:
    """IntervalNaming.FormatNote: "c#" is "C#", "bB" is "Bb".

    >>> format_note("c#"), format_note("bB"), format_note("g")
    ('C#', 'Bb', 'G')
    """
    trimmed = raw.strip()
    if not trimmed:
        return raw
    return trimmed[0].upper() + trimmed[1:].lower()


def quality_words(short: str) -> str:
    """QualityLongName: five qualities in words, the doubled ones ("AA", "dd") as they are."""
    return QUALITY_WORDS.get(short, short)


def size_words(size: int) -> str:
    return SIZE_WORDS.get(size, f"{size}th")


def answer(message: str | None) -> AgentResponse:
    """ExecuteAsync: "From **C** to **G** is a **perfect fifth** (P5, 7 semitones)."."""
    match = gates("IntervalSkill")["note_pair"].search(message or "")
    if match is None:
        return cannot_help(NO_PAIR)
    low, high = note_token(match[1]), note_token(match[2])
    if low is None or high is None:
        return cannot_help(NOT_NOTES.format(a=match[1], b=match[2]))
    found = interval(low, high)
    fields = {"low": format_note(match[1]), "high": format_note(match[2]), "name": found.name,
              "quality": quality_words(found.quality), "size": size_words(found.size), "semitones": found.semitones,
              "direction": "above" if low.pc <= high.pc else "below or above"}
    return AgentResponse(AGENT, ANSWER.format(**fields), FOUND, tuple(e.format(**fields) for e in EVIDENCE))


def cannot_help(reason: str) -> AgentResponse:
    return AgentResponse(AGENT, reason, CANNOT_HELP)
