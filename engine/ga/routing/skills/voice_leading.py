"""VoiceLeadingSkill's answer: two chords read from a question, their notes paired to move least.

Follows, at the pin (snapshot c781df5c; the same file on main, as lesson 18 says),
`Common/GA.Business.ML/Agents/Skills/VoiceLeadingSkill.cs`: ExecuteAsync (76-94: the two-chord
pattern, flats when a token or the question has one), AnswerVoiceLeading (96-134: the smaller
chord padded with its root, the best permutation, the answer's text), FindBestAssignment
(139-161: the first permutation, in lexicographic order, with the least total), the shorter way
round the octave (179-183), Pad (185-194), TryParseChord and BuildChord (200-259), TokenHasFlats
and Spell (261-266) and the two refusals (280-294). Its CanHandle says no (line 49): the skill
routes by embeddings only. Patterns, roots, qualities and names: `data/voice_leading_skill.tsv`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import numpy as np

from ....music.pitch_class import OCTAVE, PitchClass
from ....music.voice_leading import orderings, pairing_costs_many, signed_move
from ..data import dotnet_regex, rows
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
FOUND, CANNOT_PARSE, CANNOT_HANDLE = 1.0, 0.3, 0.1  # the answers' confidences (275, 283, 292)
FLAT_WORD = "flat"  # a question saying "flat" is spelled with flats (86)
ANSWER_HEAD = "**Smoothest voice leading {a} → {b}**: total motion = **{cost} semitones**."  # line 113
TABLE_HEAD = ("| Voice | From | To | Move |", "|-------|------|----|----|")  # 115-116
VOICE_ROW = "| {voice} | {start} | {end} | {move} |"  # 128
CLOSING = ("This is the optimal pitch-class assignment — every other voicing of {a} → {b} requires more "
           "total semitone movement.")  # 131
CANNOT_PARSE_TEXT = ("I couldn't parse '{token}' as a chord. Try a chord-symbol like C, Am, G7, Cmaj7, Dm7, F#m7b5, "
                     "or B°.")  # 283
CANNOT_HANDLE_TEXT = ("Ask about voice leading between two chords, e.g. \"voice leading from C to F\" or "
                      "\"smoothest voicing G7 to Cmaj7\".")  # 291


@dataclass(frozen=True)
class Vocabulary:
    """What the skill reads and writes: its pattern, roots, qualities and note names."""

    pattern: re.Pattern[str]
    roots: dict[str, PitchClass]  # keyed lowercased: the lookup ignores case
    qualities: dict[str, tuple[int, ...]]  # as the switch lists them
    names: dict[str, tuple[str, ...]]  # "sharp" / "flat": twelve names from C


@lru_cache(maxsize=None)
def vocabulary() -> Vocabulary:
    """The skill's vocabulary, from its data file."""
    table = rows("voice_leading_skill.tsv", 4)
    (pattern,) = [value for kind, _line, _key, value in table if kind == "pattern"]
    return Vocabulary(
        dotnet_regex(pattern, ignore_case=True),
        {key.lower(): int(value) for kind, _line, key, value in table if kind == "root"},
        {key: tuple(int(v) for v in value.split(",")) for kind, _line, key, value in table if kind == "quality"},
        {key: tuple(value.split()) for kind, _line, key, value in table if kind == "names"})


@dataclass(frozen=True)
class Reading:
    """A question as the skill reads it: the two tokens, their chords (None: unparseable), the spelling."""

    a: str
    b: str
    a_pcs: tuple[PitchClass, ...] | None
    b_pcs: tuple[PitchClass, ...] | None
    flats: bool


def read(message: str | None) -> Reading | None:
    """The two chord tokens of a question and what they build; None without the two-chord pattern."""
    found = vocabulary().pattern.search(message or "")
    if found is None:
        return None
    a, b = found["a"], found["b"]
    flats = has_flats(a) or has_flats(b) or FLAT_WORD in (message or "").lower()
    return Reading(a, b, parse_chord(a), parse_chord(b), flats)


def parse_chord(token: str) -> tuple[PitchClass, ...] | None:
    """TryParseChord: a root of one or two characters, then the quality; None if either is unknown.

    >>> parse_chord("F#m7b5"), parse_chord("B♭"), parse_chord("CM7"), parse_chord("C7#9")
    ((6, 9, 0, 4), (10, 2, 5), (0, 3, 7, 10), None)
    """
    t = token.replace("♯", "#").replace("♭", "b").strip()
    if not t:
        return None
    length = 2 if len(t) >= 2 and t[1] in "#b" else 1
    root = vocabulary().roots.get(t[:length].lower())
    intervals = vocabulary().qualities.get(t[length:].lower().strip())  # lowercased first: "M7" reads as "m7"
    if root is None or intervals is None:
        return None
    return tuple((root + i) % OCTAVE for i in intervals)


def has_flats(token: str) -> bool:
    """TokenHasFlats: the first 'b' or 'B' after position 0, or a '♭' anywhere.

    The search ignores case, so the root B of "Bb" is found first, at position 0: no flat.

    >>> has_flats("Eb"), has_flats("Bb"), has_flats("Bbmaj7"), has_flats("B♭"), has_flats("Cm7b5")
    (True, False, False, True, True)
    """
    return token.lower().find("b") > 0 or "♭" in token


def spell(pc: PitchClass, flats: bool) -> str:
    return vocabulary().names["flat" if flats else "sharp"][pc % OCTAVE]


def padded(chord: Sequence[PitchClass], size: int) -> tuple[PitchClass, ...]:
    """Pad: the chord, then its root repeated up to `size` voices."""
    return tuple(chord) + (chord[0],) * (size - len(chord))


def answer(message: str | None) -> AgentResponse:
    """The skill's answer to one question."""
    return answers([message])[0]


def answers(messages: Sequence[str | None]) -> list[AgentResponse]:
    """The skill's answers to many questions; the permutations of each size are weighed in one batch."""
    readings = [read(m) for m in messages]
    read_both = [i for i, r in enumerate(readings) if r is not None and None not in (r.a_pcs, r.b_pcs)]
    frames = {i: frame(readings[i]) for i in read_both}
    costs = dict(zip(read_both, pairing_costs_many([frames[i] for i in read_both])))
    return [voice_leading(r, frames[i], costs[i]) if i in costs else refusal(r) for i, r in enumerate(readings)]


def frame(reading: Reading) -> tuple[tuple[PitchClass, ...], tuple[PitchClass, ...]]:
    """Both chords padded to as many voices as the larger."""
    n = max(len(reading.a_pcs), len(reading.b_pcs))
    return padded(reading.a_pcs, n), padded(reading.b_pcs, n)


def voice_leading(reading: Reading, voices: tuple[tuple[int, ...], tuple[int, ...]], costs: np.ndarray) -> AgentResponse:
    """AnswerVoiceLeading: the first permutation with the least total, written as the skill writes it."""
    a, b = voices
    k = int(np.argmin(costs))  # the first of the least, as the strict `<` of line 153 keeps it
    perm, cost = orderings(len(a))[k], int(costs[k])
    lines = [ANSWER_HEAD.format(a=reading.a, b=reading.b, cost=cost), "", *TABLE_HEAD]
    for i, j in enumerate(perm.tolist()):
        lines.append(VOICE_ROW.format(voice=i + 1, start=spell(a[i], reading.flats), end=spell(b[j], reading.flats),
                                      move=direction(signed_move(a[i], b[j]))))
    lines += ["", CLOSING.format(a=reading.a, b=reading.b)]
    evidence = ("Source: VoiceLeadingSkill (exhaustive permutation, optimal cost)",
                f"voice-leading({reading.a}→{reading.b}, cost={cost})")
    return AgentResponse(AGENT, "\n".join(lines) + "\n", FOUND, evidence)


def direction(move: int) -> str:
    """A voice's move as the answer writes it (122-127)."""
    return "stays" if move == 0 else f"+{move} (up)" if move > 0 else f"{move} (down)"


def refusal(reading: Reading | None) -> AgentResponse:
    """CannotHandle without the pattern, else CannotParse naming the first token it cannot read."""
    if reading is None:
        return AgentResponse(AGENT, CANNOT_HANDLE_TEXT, CANNOT_HANDLE, ("VoiceLeadingSkill: no two-chord pattern in query",))
    token = reading.a if reading.a_pcs is None else reading.b
    return AgentResponse(AGENT, CANNOT_PARSE_TEXT.format(token=token), CANNOT_PARSE,
                         (f"VoiceLeadingSkill: unparseable chord token '{token}'",))
