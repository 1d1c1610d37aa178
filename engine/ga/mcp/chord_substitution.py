"""ChordSubstitutionMcpTools: ga_chord_substitutions and ga_chord_compare, the chord-substitution SKILL.md's tools.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Mcp/ChordSubstitutionMcpTools.cs`:
a symbol of 1 to 12 characters, read whole by FullChordRegex (230-232: either case for the root,
no "Cmin7", no "B♭"), then the skill's computations (49-174, which "mirror ChordSubstitutionSkill",
line 176), with shorter explanations; the cost a float. Unchanged on main (lesson 14's page).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..dotnet_text import lower_invariant, trim, upper_invariant, utf16_length
from ..routing.skills.chord_substitution import (MAX_DISTANCE, ParsedChord, Relationship, Substitute, classify,
                                                 delta_l1, parsed_chord, substitutes, text)
from .echo import sanitize_echo

MAX_SYMBOL = 12  # MaxChordSymbolLength, line 36
FULL_CHORD = re.compile(r"^(?P<root>[A-Ga-g])(?P<acc>[b#]?)(?P<qual>m7b5|dim7|maj7|m7|7|min|m|dim|aug|\+)?$")


@dataclass(frozen=True)
class SubstitutionsResult:
    source_chord: str = ""
    substitutions: tuple[Substitute, ...] = ()
    error: str | None = None


@dataclass(frozen=True)
class ComparisonResult:
    chord_a: str = ""
    chord_b: str = ""
    relationships: tuple[Relationship, ...] = ()
    icv_l1_distance: int = 0
    error: str | None = None


def read_full(symbol: str) -> ParsedChord | None:
    """TryParseFullChord: the whole trimmed symbol, its root upper-cased, its quality lower-cased."""
    match = FULL_CHORD.fullmatch(trim(symbol))
    if match is None:
        return None
    return parsed_chord(upper_invariant(match["root"]) + match["acc"], lower_invariant(match["qual"] or ""))


def too_long(symbol: str | None) -> bool:
    return not symbol or utf16_length(symbol) > MAX_SYMBOL


def get_substitutions(symbol: str | None) -> SubstitutionsResult:
    """ga_chord_substitutions."""
    if too_long(symbol):
        return SubstitutionsResult(error=text("tool_unparsed").substitute(echo=sanitize_echo(symbol)))
    chord = read_full(symbol)
    if chord is None:
        return SubstitutionsResult(error=text("tool_unparsed_hint").substitute(echo=sanitize_echo(symbol)))
    found = substitutes(chord)
    if not found:
        return SubstitutionsResult(error=text("tool_none_near").substitute(max=MAX_DISTANCE, chord=chord.name))
    return SubstitutionsResult(chord.name, found)


def compare_chords(a: str | None, b: str | None) -> ComparisonResult:
    """ga_chord_compare."""
    if too_long(a):
        return ComparisonResult(error=text("tool_first_unparsed").substitute(echo=sanitize_echo(a)))
    if too_long(b):
        return ComparisonResult(error=text("tool_second_unparsed").substitute(echo=sanitize_echo(b)))
    first, second = read_full(a), read_full(b)
    if first is None:
        return ComparisonResult(error=text("tool_unparsed").substitute(echo=sanitize_echo(a)))
    if second is None:
        return ComparisonResult(error=text("tool_unparsed").substitute(echo=sanitize_echo(b)))
    return ComparisonResult(first.name, second.name, classify(first, second, texts="tool_"), delta_l1(first, second))
