"""Guitar tunings as a textbook gives them: each string's note, low string first, and its pitch.

Guitarists write a tuning from the low string up ("D A D G A D"), so these do, where
`fretboard.Tuning` lists GA's strings from the high E. A tuning's move from another is each
string's difference in semitones: drop D moves the low E down two.
"""
from __future__ import annotations

from dataclasses import dataclass

from .fretboard import Tuning
from .pitch_class import Midi, pitch_class
from .spelling import NoteName, note_pc


@dataclass(frozen=True)
class GuitarTuning:
    """A tuning: its name, its six notes as written and their MIDI pitches, low string first."""

    name: str
    notes: tuple[NoteName, ...]
    midi: tuple[Midi, ...]

    def __post_init__(self):
        if len(self.notes) != len(self.midi) or any(note_pc(n) != pitch_class(m) for n, m in zip(self.notes, self.midi)):
            raise ValueError(f"tuning {self.name}: notes {self.notes} are not the pitches {self.midi}")

    def moves_from(self, other: GuitarTuning) -> tuple[int, ...]:
        """Each string's move in semitones from another tuning, low string first.

        >>> TUNINGS["drop C"].moves_from(STANDARD)
        (-4, -2, -2, -2, -2, -2)
        """
        return tuple(a - b for a, b in zip(self.midi, other.midi))

    @property
    def fretboard(self) -> Tuning:
        """The tuning as the fretboard lists it, string 1 (the highest) first."""
        return Tuning(self.name, self.midi[::-1])


def tuning(name: str, notes: str, *midi: Midi) -> GuitarTuning:
    return GuitarTuning(name, tuple(notes.split()), midi)


STANDARD = tuning("standard", "E A D G B E", 40, 45, 50, 55, 59, 64)
TUNINGS = {t.name: t for t in (
    STANDARD,
    tuning("DADGAD", "D A D G A D", 38, 45, 50, 55, 57, 62),
    tuning("drop D", "D A D G B E", 38, 45, 50, 55, 59, 64),
    tuning("double drop D", "D A D G B D", 38, 45, 50, 55, 59, 62),
    tuning("drop C", "C G C F A D", 36, 43, 48, 53, 57, 62),
    tuning("open G", "D G D G B D", 38, 43, 50, 55, 59, 62),
    tuning("open D", "D A D F# A D", 38, 45, 50, 54, 57, 62),
    tuning("DGCGCD", "D G C G C D", 38, 43, 48, 55, 60, 62),
    tuning("half step down", "Eb Ab Db Gb Bb Eb", 39, 44, 49, 54, 58, 63),  # E♭ standard
    tuning("whole step down", "D G C F A D", 38, 43, 48, 53, 57, 62),  # D standard
    tuning("open D minor", "D A D F A D", 38, 45, 50, 53, 57, 62),
    tuning("open G minor", "D G D G Bb D", 38, 43, 50, 55, 58, 62),
    tuning("open E", "E B E G# B E", 40, 47, 52, 56, 59, 64),
    tuning("open C", "C G C G C E", 36, 43, 48, 55, 60, 64),
    tuning("drop B", "B F# B E G# C#", 35, 42, 47, 52, 56, 61),
    tuning("C standard", "C F Bb Eb G C", 36, 41, 46, 51, 55, 60),
    tuning("drop C#", "C# G# C# F# A# D#", 37, 44, 49, 54, 58, 63),
    tuning("drop Db", "Db Ab Db Gb Bb Eb", 37, 44, 49, 54, 58, 63),
)}
