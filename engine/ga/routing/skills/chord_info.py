"""ChordInfoSkill's answer: the chord a question names, spelled note by note.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ChordInfoSkill.cs`
ExecuteAsync (112-152: the chord question first, then the compact symbol, 154-169), its display
names (227-234) and note list (293-300), over `Common/GA.Business.ML/Agents/ChordVocabulary.cs`
(roots 23-32, NormalizeRoot 39-48, NormalizeQuality 59-104, GetFormula 110-141:
`data/chord_*.tsv`) and `Agents/Mcp/ChordSpelling.cs` (52-70). Identifying a chord from a list
of notes ("what chord is C E G", 171-223) is not modelled: no question of the lesson asks it.
Main assumed the same.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..data import gates, rows
from ..responses import AgentResponse, NotModelled

AGENT = "theory"  # AgentIds.Theory
CONFIDENCE = 1.0  # line 142
LETTERS = "CDEFGAB"
NATURAL = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}  # ChordSpelling.cs 33-38
DISPLAY = {  # QualityDisplayName's four exceptions (229-232); the rest are "{quality} chord"
    "half-diminished": "half-diminished chord (m7b5)",
    "dominant 7 sharp 5": "dominant 7 sharp 5 chord (augmented dominant)",
    "dominant 7 sharp 9": 'dominant 7 sharp 9 chord ("Hendrix chord")',
    "altered dominant": "altered dominant chord (7alt)",
}


@dataclass(frozen=True)
class ChordFormula:
    """A quality's formula: semitones and letter steps from the root."""

    quality: str  # canonical, e.g. "minor 7"
    semitones: tuple[int, ...]
    letter_steps: tuple[int, ...]


@lru_cache(maxsize=None)
def root_pitch_classes() -> dict[str, int]:
    return {root.lower(): int(pc) for _line, root, pc in rows("chord_roots.tsv", 3)}


def normalize_root(raw: str) -> str:
    """NormalizeRoot: the letter upper, the accidental lower ("c#" -> "C#")."""
    trimmed = raw.strip()
    return trimmed[:1].upper() + trimmed[1:].lower()


def normalize_quality(raw: str) -> str:
    """NormalizeQuality: "M" is major, "m7" minor 7, "" major; an unknown quality stays.

    >>> normalize_quality("M"), normalize_quality("m"), normalize_quality(""), normalize_quality("Sus")
    ('major', 'minor', 'major', 'sus4')
    """
    table = quality_table()
    trimmed = raw.strip()
    return table.get(("exact", trimmed)) or table.get(("lower", trimmed.lower()), trimmed.lower())


@lru_cache(maxsize=None)
def quality_table() -> dict[tuple[str, str], str]:
    return {(kind, typed): canonical for _line, kind, typed, canonical in rows("chord_qualities.tsv", 4)}


@lru_cache(maxsize=None)
def formula_table() -> dict[str, ChordFormula]:
    return {key: ChordFormula(name, ints(semis), ints(steps))
            for _line, key, name, semis, steps, _names in rows("chord_formulas.tsv", 6)}


def formula(quality: str) -> ChordFormula:
    """GetFormula: the formula of a canonical quality; an unknown one gets the major triad's."""
    return formula_table().get(quality, formula_table()["_"])


def ints(cells: str) -> tuple[int, ...]:
    return tuple(int(c) for c in cells.split(","))


def spell(root: str, pitch_class: int, letter_steps: int) -> str:
    """ChordSpelling.Spell: the letter `letter_steps` above the root's, with its accidental.

    >>> spell("C", 3, 2), spell("Bb", 1, 2), spell("D", 6, 2)
    ('Eb', 'Db', 'F#')
    """
    letter = LETTERS[(LETTERS.index(root[0].upper()) + letter_steps) % len(LETTERS)]
    accidental = (pitch_class - NATURAL[letter]) % 12
    return letter + ("#" * accidental if accidental < 6 else "b" * (12 - accidental))


def join_notes(notes: list[str]) -> str:
    """JoinNotes: "F, A, and C" (serial comma), "F and A", "F".

    >>> join_notes(["F", "A", "C"]), join_notes(["F", "A"])
    ('F, A, and C', 'F and A')
    """
    if len(notes) < 3:
        return " and ".join(notes)
    return f"{', '.join(notes[:-1])}, and {notes[-1]}"


def parsed_chord(message: str) -> tuple[str, str] | None:
    """TryParse: (root, canonical quality) from "F chord", else from a symbol like "Dm7"."""
    g = gates("ChordInfoSkill")
    match = g["chord_question"].search(message) or g["compact_chord"].search(message)
    if match is None:
        return None
    return normalize_root(match.group("root")), normalize_quality(match.group("quality") or "")


def answer(message: str) -> AgentResponse:
    """ExecuteAsync: "F major chord contains F, A, and C." for a chord the question names."""
    parsed = parsed_chord(message)
    if parsed is None:
        raise NotModelled(f"ChordInfoSkill identifying a chord from its notes: {message!r}")
    root, quality = parsed
    root_pc = root_pitch_classes()[root.lower()]  # every root the patterns read is in the table
    f = formula(quality)
    notes = [spell(root, root_pc + s, steps) for s, steps in zip(f.semitones, f.letter_steps)]
    display = DISPLAY.get(f.quality, f"{f.quality} chord")
    return AgentResponse(AGENT, f"{root} {display} contains {join_notes(notes)}.", CONFIDENCE)
