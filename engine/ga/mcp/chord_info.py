"""ga_chord_info, the MCP tool of the chord-info SKILL.md: a chord symbol's notes, intervals and quality.

Follows, at the pin (snapshot c781df5c; unchanged on main at 5c3a52a, lesson 15's page says),
`Common/GA.Business.ML/Agents/Mcp/ChordMcpTools.cs` (GetChordInfo 43-73: the length guard, the
anchored symbol pattern of line 81, the vocabulary's root, quality and formula; ChordResult
94-112); the echo in its errors is `echo.sanitize_echo`'s. Its pattern reads 14 of the vocabulary's 51 suffixes: no "dom7", which the
SKILL.md's own table lists.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..dotnet_text import trim
from ..routing.chord_vocabulary import formula, normalize_quality, normalize_root, root_pc, spell_chord
from .echo import sanitize_echo

MAX_SYMBOL = 12  # MaxChordSymbolLength
SYMBOL = re.compile(r"^(?P<root>[A-Ga-g][#b]?)(?P<quality>maj7|min7b5|min7|m7b5|m7|maj|min|m|dim7|dim|aug|7|M7|M)?$")
NOT_A_SYMBOL = "Could not parse '{echo}' as a chord symbol. Try C, Cm, Cmaj7, F#dim, Bbm7, etc."  # 48, 52
NOT_A_ROOT = "'{echo}' is not a recognised chord root. Try C, F#, Bb, etc."  # 58


@dataclass(frozen=True)
class ChordResult:
    """ChordResult: the symbol echoed, its root, quality, notes and interval names; or an error, the rest empty."""

    symbol: str = ""
    root: str = ""
    quality: str = ""
    notes: tuple[str, ...] = ()
    intervals: tuple[str, ...] = ()
    error: str | None = None


def chord_info(symbol: str | None) -> ChordResult:
    """GetChordInfo: "Cmaj7" gives C E G B; a symbol its pattern refuses gives an error.

    >>> chord_info("Bbdim").notes, chord_info("Cdom7").error
    (('Bb', 'Db', 'Fb'), "Could not parse 'Cdom7' as a chord symbol. Try C, Cm, Cmaj7, F#dim, Bbm7, etc.")
    """
    match = SYMBOL.search(symbol) if symbol and len(symbol) <= MAX_SYMBOL else None
    if match is None:
        return ChordResult(error=NOT_A_SYMBOL.format(echo=sanitize_echo(symbol)))
    root, quality = normalize_root(match["root"]), normalize_quality(match["quality"] or "")
    if root_pc(root) is None:
        return ChordResult(error=NOT_A_ROOT.format(echo=sanitize_echo(root)))
    f = formula(quality)
    return ChordResult(trim(symbol), root, f.quality, spell_chord(root, f), f.interval_names)
