"""The guitar's fretboard: strings, their tuning, and the note each fret sounds."""
from __future__ import annotations

from dataclasses import dataclass

from .pitch_class import Midi

Fret = int  # 0 = open string
String = int  # 1..6, 1 = the high E (GA numbers strings from the treble side)


@dataclass(frozen=True)
class Tuning:
    """Open-string notes, listed from string 1 (the highest) to the lowest."""

    name: str
    open_midi: tuple[Midi, ...]

    @property
    def strings(self) -> int:
        return len(self.open_midi)

    def midi(self, string: String, fret: Fret) -> Midi:
        """The note a fret sounds on a string.

        >>> STANDARD.midi(1, 0), STANDARD.midi(6, 3)
        (64, 43)
        """
        return self.open_midi[string - 1] + fret


# E2 A2 D3 G3 B3 E4, read from string 1 = E4 (GA's Tuning.cs 23, 96-100 stores it reversed).
STANDARD = Tuning("Standard", (64, 59, 55, 50, 45, 40))
