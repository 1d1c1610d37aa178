"""GA's chord vocabulary: the roots it knows, a suffix's canonical quality, a quality's formula, a tone's spelling.

Follows, at the pin (snapshot c781df5c; unchanged on main at 5c3a52a, lesson 15's page says),
`Common/GA.Business.ML/Agents/ChordVocabulary.cs` (PitchClasses 23-32, NormalizeRoot 39-48,
NormalizeQuality 59-104, GetFormula 110-141) and `Agents/Mcp/ChordSpelling.cs` (Spell 52-70).
ChordInfoSkill and the ga_chord_info tool both read chords through it. Its quirks, kept:
NormalizeQuality lowers the suffix before its second switch, so the "Δ7" arm is never reached
(Δ lowers to δ); GetFormula gives any quality it lacks a major triad; the altered dominant puts
its flat fifth on the fourth's letter (line 130). Data: `data/chord_roots.tsv`,
`data/chord_qualities.tsv`, `data/chord_formulas.tsv`.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...music.pitch_class import PitchClass
from ...music.spelling import LETTERS, on_letter
from ..dotnet_text import lower_invariant, trim, upper_invariant
from .data import rows

DEFAULT = "_"  # the formula row GetFormula's default arm gives (a major triad)


@dataclass(frozen=True)
class ChordFormula:
    """A quality's formula: semitones and letter steps from the root, and each tone's name."""

    quality: str  # canonical, e.g. "minor 7"
    semitones: tuple[int, ...]
    letter_steps: tuple[int, ...]
    interval_names: tuple[str, ...]  # e.g. ("root", "minor third", "perfect fifth", "minor seventh")


@lru_cache(maxsize=None)
def root_pitch_classes() -> dict[str, PitchClass]:
    """PitchClasses, keyed upper-cased (it ignores case): the 21 roots, B#, Cb, E# and Fb among them."""
    return {upper_invariant(root): int(pc) for _line, root, pc in rows("chord_roots.tsv", 3)}


@lru_cache(maxsize=None)
def roots() -> tuple[str, ...]:
    """The 21 roots as PitchClasses writes them, in its order."""
    return tuple(root for _line, root, _pc in rows("chord_roots.tsv", 3))


@lru_cache(maxsize=4096)  # the lessons ask some forty thousand times, of a few dozen names
def root_pc(root: str) -> PitchClass | None:
    """TryGetPitchClass: the root's pitch class, ignoring case; None for a root it lacks."""
    return root_pitch_classes().get(upper_invariant(root))


def normalize_root(raw: str) -> str:
    """NormalizeRoot: the letter upper, the rest lower ("c#" -> "C#", "bB" -> "Bb")."""
    trimmed = trim(raw)
    return upper_invariant(trimmed[:1]) + lower_invariant(trimmed[1:])


@lru_cache(maxsize=None)
def quality_table() -> dict[tuple[str, str], str]:
    return {(kind, typed): canonical for _line, kind, typed, canonical in rows("chord_qualities.tsv", 4)}


def normalize_quality(raw: str) -> str:
    """NormalizeQuality: "M" and "M7" as typed, then the lowered suffix; an unknown one stays lowered.

    >>> normalize_quality("M"), normalize_quality("m"), normalize_quality(""), normalize_quality("Sus"), normalize_quality("Δ7")
    ('major', 'minor', 'major', 'sus4', 'δ7')
    """
    trimmed = trim(raw)
    lowered = lower_invariant(trimmed)
    return quality_table().get(("exact", trimmed)) or quality_table().get(("lower", lowered), lowered)


def typed_qualities() -> tuple[str, ...]:
    """Every suffix NormalizeQuality maps, in its order (83, the empty one among them)."""
    return tuple(typed for _kind, typed in quality_table())


@lru_cache(maxsize=None)
def formula_table() -> dict[str, ChordFormula]:
    return {key: ChordFormula(name, ints(semis), ints(steps), tuple(names.split("|")))
            for _line, key, name, semis, steps, names in rows("chord_formulas.tsv", 6)}


def formula(quality: str) -> ChordFormula:
    """GetFormula: the formula of a canonical quality; an unknown one gets the major triad's."""
    return formula_table().get(quality, formula_table()[DEFAULT])


def qualities() -> tuple[str, ...]:
    """The canonical qualities GetFormula knows, in its order (the default's major last)."""
    return tuple(f.quality for f in formula_table().values())


def ints(cells: str) -> tuple[int, ...]:
    return tuple(int(c) for c in cells.split(","))


def spell(root: str, pitch_class: int, letter_steps: int) -> str:
    """ChordSpelling.Spell: the letter `letter_steps` above the root's, with the accidental that reaches
    the pitch class (sharps up to five, else flats).

    >>> spell("C", 3, 2), spell("Bb", 1, 2), spell("D", 6, 2), spell("C", 6, 3)
    ('Eb', 'Db', 'F#', 'F#')
    """
    letter = LETTERS[(LETTERS.index(upper_invariant(root[0])) + letter_steps) % len(LETTERS)]
    return on_letter(letter, pitch_class)


def spell_chord(root: str, f: ChordFormula) -> tuple[str, ...]:
    """The chord's notes, each tone spelled on its letter from the root."""
    pc = root_pc(root)
    return tuple(spell(root, pc + s, steps) for s, steps in zip(f.semitones, f.letter_steps))
