"""ChordSubstitutionSkill's answer: the substitutes of one chord, or how two chords relate.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ChordSubstitutionSkill.cs`
ExecuteAsync (144-207): up to two chord symbols (TryParseChordMatch, 305-328, over
`data/substitution_chords.tsv`); two give the comparison (its first line, 218), one gives the
sets within ICV distance 3 of the same size (GrothendieckService.FindNearby,
`Common/GA.Domain.Services/Atonal/Grothendieck/GrothendieckService.cs` 45-90: every
pitch-class set, L1 distance of interval-class vectors) under a header line (182). The list
under the header names sets by PitchClassSet.Name and is not modelled: the lesson prints only
the first line. Main assumed the same.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from ..data import gates, rows
from ..responses import AgentResponse

AGENT = "composer"  # AgentIds.Composer
MAX_DISTANCE = 3  # FindNearby(sourceSet, maxDistance: 3), line 169
MAX_CHORDS = 2  # .Take(2), line 151
SUBSTITUTES_HEADER = "Harmonic substitutions for **{name}** (ranked by ICV distance):"  # line 182
COMPARISON_HEADER = "**{a}** → **{b}** relationship analysis:"  # line 218
NONE_NEAR = "No substitutions found within harmonic distance 3 for {name}."  # line 177
NO_CHORD = "Could not identify a chord symbol in your message."  # line 160
PITCH_CLASSES = 12
FOUND, CANNOT_HELP = 1.0, 0.0  # the answers' confidences (199, 352)


@dataclass(frozen=True)
class NamedChord:
    """A chord as the skill reads it: its name ("G", "Dm7") and its pitch-class mask."""

    name: str
    mask: int  # bit p set for pitch class p


@lru_cache(maxsize=None)
def vocabulary() -> tuple[dict[str, int], dict[str, tuple[tuple[int, ...], str]]]:
    """The skill's roots (lowercased) and its qualities: semitones and name suffix."""
    roots, qualities = {}, {}
    for table, _lines, typed, value, suffix in rows("substitution_chords.tsv", 5):
        if table == "root":
            roots[typed.lower()] = int(value)
        else:
            qualities[typed] = (tuple(int(v) for v in value.split(",")), suffix)
    return roots, qualities


def chords_in(message: str) -> list[NamedChord | None]:
    """Every chord symbol the pattern finds, in order; None where the skill does not know the root."""
    return [named_chord(m) for m in gates("ChordSubstitutionSkill")["chord_symbol"].finditer(message)]


def named_chord(match: re.Match[str]) -> NamedChord | None:
    """TryParseChordMatch: the chord's name and pitch classes, or None for an unknown root."""
    roots, qualities = vocabulary()
    root = match.group("root") + match.group("acc")
    if root.lower() not in roots:
        return None
    semitones, suffix = qualities[match.group("qual") or ""]
    mask = sum(1 << ((roots[root.lower()] + s) % PITCH_CLASSES) for s in semitones)
    return NamedChord(root + suffix, mask)


def interval_class_vector(mask: int) -> tuple[int, ...]:
    """How many pairs of the set's pitch classes lie 1, 2, ... 6 semitones apart.

    >>> interval_class_vector(0b000010010001)  # C E G
    (0, 0, 1, 1, 1, 0)
    """
    pcs = [p for p in range(PITCH_CLASSES) if mask >> p & 1]
    vector = [0] * 6
    for a, b in combinations(pcs, 2):
        vector[min(b - a, PITCH_CLASSES - (b - a)) - 1] += 1
    return tuple(vector)


def substitutes(chord: NamedChord) -> list[int]:
    """The masks of the other sets of the chord's size within ICV distance 3, by distance."""
    source = interval_class_vector(chord.mask)
    size = bin(chord.mask).count("1")
    near = []
    for mask in range(1 << PITCH_CLASSES):
        if mask != chord.mask and bin(mask).count("1") == size:
            distance = sum(abs(a - b) for a, b in zip(source, interval_class_vector(mask)))
            if distance <= MAX_DISTANCE:
                near.append((distance, mask))
    return [mask for _distance, mask in sorted(near, key=lambda pair: pair[0])]


def answer(message: str) -> AgentResponse:
    """ExecuteAsync's answer, as far as its first line (the lesson prints no more)."""
    read = chords_in(message)
    known = [c for c in read if c is not None][:MAX_CHORDS]
    if len(known) == MAX_CHORDS:
        return AgentResponse(AGENT, COMPARISON_HEADER.format(a=known[0].name, b=known[1].name), FOUND)
    # the single-chord path reads only the pattern's first match (ParseChord, 330-340)
    chord = read[0] if read else None
    if chord is None:
        return AgentResponse(AGENT, NO_CHORD, CANNOT_HELP)
    if not substitutes(chord):
        return AgentResponse(AGENT, NONE_NEAR.format(name=chord.name), CANNOT_HELP)
    return AgentResponse(AGENT, SUBSTITUTES_HEADER.format(name=chord.name), FOUND)
