"""Keys as a textbook spells them: a tonic and a mode, seven notes, a signature, a relative key.

The scale puts each letter once from the tonic's (`spelling.spell_scale`), so F♯ major has an E♯
and D♯ major, a theoretical key, two double sharps. The signature counts the scale's sharps (up)
and flats (down); the relative minor of a major key is its sixth note, the relative major of a
minor key its third, and the two share a signature. The usual keys are the fifteen of each mode
with at most seven sharps or flats, in order of the circle of fifths from seven flats.
"""
from __future__ import annotations

from dataclasses import dataclass

from .spelling import NoteName, note_alter, note_pc, parse_note, spell_scale

Mode = str  # "major" or "minor" (natural minor)
MAJOR, MINOR = "major", "minor"
STEPS = {MAJOR: (0, 2, 4, 5, 7, 9, 11), MINOR: (0, 2, 3, 5, 7, 8, 10)}  # semitones of each degree
USUAL_TONICS = {  # the fifteen keys of each mode with at most seven sharps or flats, from seven flats
    MAJOR: ("Cb", "Gb", "Db", "Ab", "Eb", "Bb", "F", "C", "G", "D", "A", "E", "B", "F#", "C#"),
    MINOR: ("Ab", "Eb", "Bb", "F", "C", "G", "D", "A", "E", "B", "F#", "C#", "G#", "D#", "A#"),
}
RELATIVE_DEGREE = {MAJOR: 6, MINOR: 3}  # where the relative key's tonic sits in the scale


@dataclass(frozen=True)
class Key:
    """A key: its tonic as written and its mode."""

    tonic: NoteName  # e.g. "F#"
    mode: Mode

    def __post_init__(self):
        if self.mode not in STEPS:
            raise ValueError(f"not a mode: {self.mode!r}; known: {', '.join(STEPS)}")
        parse_note(self.tonic)

    @property
    def name(self) -> str:
        return f"{self.tonic} {self.mode}"

    @property
    def notes(self) -> tuple[NoteName, ...]:
        return spell_scale(self.tonic, STEPS[self.mode])

    @property
    def signature(self) -> int:
        """Sharps in the signature, or flats as a negative count: 9 for D♯ major, -8 for D♭ minor."""
        return sum(note_alter(n) for n in self.notes)

    @property
    def relative(self) -> Key:
        return Key(self.notes[RELATIVE_DEGREE[self.mode] - 1], other_mode(self.mode))

    @property
    def parallel(self) -> Key:
        return Key(self.tonic, other_mode(self.mode))

    @property
    def usual(self) -> Key:
        """The key itself if usual, else the first usual key of its mode that sounds the same: E♭ for D♯ major."""
        if self.tonic in USUAL_TONICS[self.mode]:
            return self
        return next(k for k in usual_keys(self.mode) if note_pc(k.tonic) == note_pc(self.tonic))


def other_mode(mode: Mode) -> Mode:
    return MINOR if mode == MAJOR else MAJOR


def key(name: str) -> Key:
    """The key a name such as "Eb major" or "g# minor" writes.

    >>> key("Eb major").notes
    ('Eb', 'F', 'G', 'Ab', 'Bb', 'C', 'D')
    >>> key("B major").relative.name, key("G# minor").relative.name, key("D# major").signature
    ('G# minor', 'B major', 9)
    """
    tonic, _, mode = name.partition(" ")
    return Key(parse_note(tonic).name, mode)


def usual_keys(mode: Mode) -> tuple[Key, ...]:
    """The fifteen keys of a mode with at most seven sharps or flats, from seven flats to seven sharps.

    >>> [k.signature for k in usual_keys("minor")][:3], usual_keys("major")[-1].name
    ([-7, -6, -5], 'C# major')
    """
    return tuple(Key(t, mode) for t in USUAL_TONICS[mode])
