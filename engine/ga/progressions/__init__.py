"""GA's `ga_generate_progression`: a chord progression from a template, in the key of a root.

Follows `GaMcpServer/Tools/CompositionTools.cs` at the pin (snapshot c781df5c; the tool and the
reader it calls are the same on main, as lesson 20 says): the templates (29-106,
`data/templates.tsv`), `GaGenerateProgression` (116-177: blank arguments refused, the template
looked up ignoring case, the root read by `ChordPitchClasses.TryParse`, the length looping or
truncating the template when it is positive and not the template's own, then each chord's
Roman numeral, symbol, offset as "degree", quality and pitch classes), `PitchClassSetForDegree`,
`BuildSymbol` and the twelve sharp or flat names (338-367), and `PrefersFlats` (376-380: any 'b'
in the root, or the root "F"). The answer is the JSON's content as a dict; `json_text` writes it
as the tool does, indented.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ...music.pitch_class import FLAT_NAMES, OCTAVE, SHARP_NAMES, PitchClass
from ..chord_symbols import chord_pitch_classes
from ..datafile import read_rows
from ..query.dotnet_json import dotnet_json

DATA = Path(__file__).resolve().parent / "data"
MAJOR_QUALITY = "maj"  # the quality an empty suffix is reported as (line 163)
NOTE = ("Compose by passing each chord to ga_search_voicings; stitch with ga_voice_leading_pair for smooth-voiced "
        "transitions.")  # 174-175
FLAT_ROOT = "F"  # PrefersFlats: the one root without a 'b' that takes flats (379)
# ChordPitchClasses.Roots's keys as GA writes them (MusicalQueryEncoder.cs 168-170); the engine's reader keeps them lowercased.
KNOWN_ROOTS = ("C", "C#", "Db", "D", "D#", "Eb", "E", "F", "F#", "Gb", "G", "G#", "Ab", "A", "A#", "Bb", "B", "Cb")


@dataclass(frozen=True)
class Step:
    """One chord of a template: its offset above the key root, its quality suffix, its Roman numeral."""

    offset: int
    quality: str  # e.g. "m7"; "" for a major triad
    roman: str  # e.g. "ii7"


@lru_cache(maxsize=None)
def templates() -> dict[str, tuple[Step, ...]]:
    """The nine templates, in the tool's order."""
    found: dict[str, list[Step]] = {}
    for name, _line, offset, quality, roman in read_rows(DATA / "templates.tsv", 5):
        found.setdefault(name, []).append(Step(int(offset), quality, roman))
    return {name: tuple(steps) for name, steps in found.items()}


def generate_progression(root: str | None, template: str | None, length: int | None = None) -> dict:
    """`GaGenerateProgression`'s answer, as the JSON's content."""
    if not (root or "").strip():
        return {"error": "root is required"}
    if not (template or "").strip():
        return {"error": "template is required"}
    steps = {name.lower(): s for name, s in templates().items()}.get(template.strip().lower())
    if steps is None:
        return {"error": f"unknown template '{template}'", "availableTemplates": sorted(templates(), key=str.lower)}
    read = chord_pitch_classes(root.strip())
    if read is None:
        return {"error": f"unknown root '{root}' — try C, D, Eb, F#, etc.", "knownRoots": sorted(KNOWN_ROOTS)}
    flats = prefers_flats(root)
    chords = [chord(read[0], step, flats) for step in steps]
    if length is not None and length > 0 and length != len(steps):
        chords = [chords[i % len(steps)] for i in range(length)]  # looped: the same objects again
    return {"root": root.strip(), "template": template.strip(), "length": len(chords), "chords": chords, "note": NOTE}


def chord(key: PitchClass, step: Step, flats: bool) -> dict:
    """One chord of the answer."""
    symbol = build_symbol(key, step, flats)
    read = chord_pitch_classes(symbol)
    return {"roman": step.roman, "symbol": symbol, "degree": step.offset, "quality": step.quality or MAJOR_QUALITY,
            "pitchClasses": list(read[1]) if read else []}


def build_symbol(key: PitchClass, step: Step, flats: bool) -> str:
    """BuildSymbol: the chord root's sharp or flat name, then the quality.

    >>> build_symbol(0, Step(10, "", "bVII"), False), build_symbol(0, Step(10, "", "bVII"), True)
    ('A#', 'Bb')
    """
    root = (key + step.offset) % OCTAVE
    return (FLAT_NAMES if flats else SHARP_NAMES)[root] + step.quality


def prefers_flats(root: str) -> bool:
    """PrefersFlats: a 'b' anywhere in the root as written, or the root "F" (ignoring case).

    >>> prefers_flats("Bb"), prefers_flats("b"), prefers_flats("D minor"), prefers_flats("C7b9"), prefers_flats("f")
    (True, True, False, True, True)
    """
    r = root.strip()
    return "b" in r or r.lower() == FLAT_ROOT.lower()


def json_text(answer: dict) -> str:
    """The text the tool returns: indented for a progression, compact for an error (System.Text.Json)."""
    return dotnet_json(answer, indented="error" not in answer)


__all__ = ["Step", "generate_progression", "json_text", "templates"]
