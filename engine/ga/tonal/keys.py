"""GA's keys: `Key.Items`, the 15 major then the 15 minor keys, each with its seven notes.

Follows, at the pin (snapshot c781df5c), `Common/GA.Domain.Core/Theory/Tonal/Key.cs`: `Items` (49-50)
lists the major keys from seven flats to seven sharps (C♭ to C♯), then the minor keys (A♭ to A♯);
`Notes` (80-125) writes the root, then the six letters above it, each with the key signature's
sharp or flat where the signature has one. The key's name is its root and "major" or "minor"
(KeyIdentificationService.cs 60-61). For these thirty keys the notes are the textbook's natural
scales; unchanged on main (lesson 11's page).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...music.spelling import LETTERS, note_pc

MAJOR, MINOR = "major", "minor"
TONICS = {  # Key.Items, by signature from -7 to +7
    MAJOR: ("Cb", "Gb", "Db", "Ab", "Eb", "Bb", "F", "C", "G", "D", "A", "E", "B", "F#", "C#"),
    MINOR: ("Ab", "Eb", "Bb", "F", "C", "G", "D", "A", "E", "B", "F#", "C#", "G#", "D#", "A#"),
}
SHARPS_IN_ORDER, FLATS_IN_ORDER = "FCGDAEB", "BEADGCF"  # the letters a signature alters, in order
MOST_ACCIDENTALS = 7


@dataclass(frozen=True)
class Key:
    """One of `Key.Items`: its root as GA writes it, its mode, and its signature (sharps up, flats down)."""

    root: str  # "C#", "Bb"
    mode: str
    signature: int

    @property
    def name(self) -> str:
        return f"{self.root} {self.mode}"

    @property
    def notes(self) -> tuple[str, ...]:
        """Key.Notes: the root, then each next letter with the signature's accidental."""
        letters = SHARPS_IN_ORDER if self.signature > 0 else FLATS_IN_ORDER
        altered = set(letters[:abs(self.signature)])
        sign = "#" if self.signature > 0 else "b"
        start = LETTERS.index(self.root[0])
        following = (LETTERS[(start + i) % len(LETTERS)] for i in range(1, len(LETTERS)))
        return (self.root, *(letter + sign if letter in altered else letter for letter in following))

    @property
    def pitch_classes(self) -> tuple[int, ...]:
        return tuple(note_pc(n) for n in self.notes)


@lru_cache(maxsize=None)
def key_items() -> tuple[Key, ...]:
    """Key.Items in GA's order.

    >>> [k.name for k in key_items()][:2], key_items()[14].notes
    (['Cb major', 'Gb major'], ('C#', 'D#', 'E#', 'F#', 'G#', 'A#', 'B#'))
    """
    return tuple(Key(root, mode, signature - MOST_ACCIDENTALS)
                 for mode in (MAJOR, MINOR) for signature, root in enumerate(TONICS[mode]))
