"""Six voicing techniques a guitarist names, read from a voicing's frets and the chord it is for.

These are the course's definitions (lesson 16), not GA's: GA keeps no such facts in its index.
Each takes the voicing's frets (string 1, the high E, first; None for a muted string), its notes,
the chord's root and the chord's pitch classes.

- drop2: four notes on four strings, the chord's four notes; raising the lowest an octave gives a
  close position (within an octave) in which it is the second note from the top;
- shell: the root, the third and the seventh, nothing else;
- rootless: at least three notes, chord tones only, without the root;
- quartal: at least three notes stacked in perfect fourths from the root up;
- open: the chord, with at least one open string;
- barre: the chord, no open string, and the lowest fret played on both the lowest and the
  highest strings that sound.
"""
from __future__ import annotations

from typing import Callable, Collection, Sequence

from .pitch_class import OCTAVE, Midi, PitchClass
from .voicing import Frets

PERFECT_FOURTH = 5
MIN_NOTES = 3  # rootless and quartal voicings play at least three notes
SHELL_INTERVALS = (0, 3, 4, 10, 11)  # root, either third, either seventh


def pitch_classes(notes: Sequence[Midi]) -> frozenset[PitchClass]:
    return frozenset(n % OCTAVE for n in notes)


def is_drop2(frets: Frets, notes: Sequence[Midi], root: PitchClass, chord: Collection[PitchClass]) -> bool:
    """Drop 2: the close four-note chord with its second voice from the top dropped an octave.

    >>> is_drop2((0, None, 3, 5, 3, None), (64, 58, 55, 48), 0, {0, 4, 7, 10})  # x-3-5-3-x-0: C G Bb E
    True
    >>> is_drop2((0, 1, 0, 2, None, None), (64, 60, 55, 52), 0, {0, 4, 7})  # x-x-2-0-1-0: a triad
    False
    """
    played = pitch_classes(notes)
    if len(notes) != 4 or len(played) != 4 or played != frozenset(chord):
        return False
    low, *rest = sorted(notes)
    raised = sorted([*rest, low + OCTAVE])
    return raised[3] - raised[0] < OCTAVE and raised[2] == low + OCTAVE


def is_shell(frets: Frets, notes: Sequence[Midi], root: PitchClass, chord: Collection[PitchClass]) -> bool:
    """A shell: exactly the chord's root, third and seventh.

    >>> is_shell((None, 1, None, 3, 5, None), (60, 53, 50), 2, {2, 5, 9, 0})  # D F C
    True
    >>> is_shell((None, 1, 2, 0, None, None), (60, 57, 50), 2, {2, 5, 9, 0})  # D A C: no third
    False
    """
    wanted = {pc for pc in chord if (pc - root) % OCTAVE in SHELL_INTERVALS}
    return pitch_classes(notes) == frozenset(wanted)


def is_rootless(frets: Frets, notes: Sequence[Midi], root: PitchClass, chord: Collection[PitchClass]) -> bool:
    """Rootless: three notes or more, all of them chord tones, none of them the root.

    >>> is_rootless((3, 2, 2, None, None, None), (67, 61, 57), 9, {9, 1, 4, 7})  # G C# A: A is the root
    False
    >>> is_rootless((3, 2, 0, None, None, None), (67, 61, 55), 9, {9, 1, 4, 7})  # G C# G
    True
    """
    played = pitch_classes(notes)
    return len(notes) >= MIN_NOTES and played <= frozenset(chord) and root not in played


def is_quartal(frets: Frets, notes: Sequence[Midi], root: PitchClass, chord: Collection[PitchClass]) -> bool:
    """Quartal: three notes or more, the root lowest, each a perfect fourth above the one below.

    >>> is_quartal((None, None, 3, 3, 3, None), (58, 53, 48), 0, {0, 5, 10})  # C F Bb
    True
    """
    rising = sorted(notes)
    return (len(rising) >= MIN_NOTES and rising[0] % OCTAVE == root
            and all(b - a == PERFECT_FOURTH for a, b in zip(rising, rising[1:])))


def is_open(frets: Frets, notes: Sequence[Midi], root: PitchClass, chord: Collection[PitchClass]) -> bool:
    """Open: the chord's notes exactly, and at least one open string.

    >>> is_open((0, 0, 0, 2, 2, 0), (64, 59, 55, 52, 47, 40), 4, {4, 7, 11})  # 0-2-2-0-0-0, E minor
    True
    """
    return pitch_classes(notes) == frozenset(chord) and 0 in frets


def is_barre(frets: Frets, notes: Sequence[Midi], root: PitchClass, chord: Collection[PitchClass]) -> bool:
    """Barre: the chord's notes exactly, no open string, the lowest fret on the two outer strings played.

    >>> is_barre((1, 3, 3, 3, 1, None), (65, 62, 58, 53, 46), 10, {10, 2, 5})  # x-1-3-3-3-1, Bb
    True
    >>> is_barre((1, 3, 3, 3, None, None), (65, 62, 58, 53), 10, {10, 2, 5})  # x-x-3-3-3-1
    False
    """
    played = [f for f in frets if f is not None]
    if pitch_classes(notes) != frozenset(chord) or 0 in played:
        return False
    return played[0] == min(played) == played[-1]


Technique = Callable[[Frets, Sequence[Midi], PitchClass, Collection[PitchClass]], bool]
TECHNIQUES: dict[str, Technique] = {"drop2": is_drop2, "shell": is_shell, "rootless": is_rootless,
                                    "quartal": is_quartal, "open": is_open, "barre": is_barre}
