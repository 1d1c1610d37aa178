"""Avoid notes as a textbook teaches them: a note judged against the scales played over a chord.

A jazz textbook gives each seventh chord a few usual chord scales (Ionian or Lydian over a major
seventh, seven scales over a dominant seventh...). A note of the chord is a chord tone; a note none
of its scales holds is no tension of the chord at all; a note a semitone above a chord tone is an
avoid note, except the b9 and b13 of a dominant chord, its altered tensions; any other note of the
scales is an available tension. These are the scales lesson 27's program gives the five chords;
scales and chords are read from `chord_scale`'s degree tables.
"""
from __future__ import annotations

from functools import lru_cache

from .chord_scale import CHORD_DEGREES, SCALE_DEGREES
from .pitch_class import OCTAVE, PitchClass
from .spelling import degree_parts

CHORD_TONE, TENSION, AVOID, OUTSIDE = "chord tone", "tension", "avoid", "outside"
DOMINANT = "7"
ALTERED_TENSIONS = frozenset({1, 8})  # a dominant chord's b9 and b13, used on purpose
USUAL_SCALES = {  # a seventh chord's suffix -> the chord scales a textbook plays over it
    "maj7": ("Ionian", "Lydian"),
    "m7": ("Dorian", "Aeolian", "Phrygian"),
    DOMINANT: ("Mixolydian", "Lydian Dominant", "Mixolydian b6", "Phrygian Dominant", "Altered",
               "Half-Whole Diminished", "Whole Tone"),
    "m7b5": ("Locrian", "Locrian #2"),
    "dim7": ("Whole-Half Diminished",),
}


def pitch_classes(degrees: str) -> frozenset[PitchClass]:
    """The pitch classes of degrees above a root on C.

    >>> sorted(pitch_classes("1 b3 b5 bb7"))
    [0, 3, 6, 9]
    """
    return frozenset(degree_parts(d)[0] % OCTAVE for d in degrees.split())


@lru_cache(maxsize=None)
def chord(suffix: str) -> frozenset[PitchClass]:
    """A chord's pitch classes above its root."""
    return pitch_classes(CHORD_DEGREES[suffix])


@lru_cache(maxsize=None)
def usual_scales(suffix: str) -> tuple[frozenset[PitchClass], ...]:
    """The pitch classes of each usual scale over the chord; KeyError for a chord without usual scales."""
    return tuple(pitch_classes(SCALE_DEGREES[name]) for name in USUAL_SCALES[suffix])


def relation(suffix: str, rel: PitchClass) -> str:
    """What the note `rel` semitones above the root is over the chord: a chord tone, a tension, an avoid
    note, or outside every usual scale.

    >>> relation("maj7", 5), relation("maj7", 3), relation("7", 1), relation("m7", 5)
    ('avoid', 'outside', 'tension', 'tension')
    """
    rel %= OCTAVE
    if rel in chord(suffix):
        return CHORD_TONE
    if not any(rel in scale for scale in usual_scales(suffix)):
        return OUTSIDE
    if (rel - 1) % OCTAVE in chord(suffix) and not (suffix == DOMINANT and rel in ALTERED_TENSIONS):
        return AVOID
    return TENSION
