"""GA's chord-symbol reader, `ChordPitchClasses.TryParse`: a symbol to its root and pitch classes.

Follows `Common/GA.Business.ML/Search/MusicalQueryEncoder.cs` 157-364 at the pin (snapshot
c781df5c, lines unchanged at a826864): the root (194-207), the slash bass and parentheses
(209-221), then the quality read compositionally (240-351) with its degree table (353-363).
The reader is built from a base triad, a sixth/seventh spine and any sequence of additions,
alterations and omissions; a quality that leaves other letters behind is no chord. Lessons 16,
19 and 21 use it; main's reader is taken to be the same (no main output contradicts it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..music.pitch_class import PitchClass

# Roots GA knows, looked up ignoring case (163-171); there is no E#, Fb or B#.
ROOTS = {
    "c": 0, "c#": 1, "db": 1, "d": 2, "d#": 3, "eb": 3, "e": 4, "f": 5, "f#": 6, "gb": 6,
    "g": 7, "g#": 8, "ab": 8, "a": 9, "a#": 10, "bb": 10, "b": 11, "cb": 11,
}
# Semitones of a degree written natural, flat or sharp (353-363); other degrees give 0.
DEGREE_SEMITONES = {
    2: {"": 2, "b": 2, "#": 2},
    4: {"": 5, "b": 5, "#": 5},
    6: {"": 9, "b": 8, "#": 10},
    9: {"": 2, "b": 1, "#": 3},
    11: {"": 5, "b": 4, "#": 6},
    13: {"": 9, "b": 8, "#": 10},
}
ALTERED = (0, 1, 3, 4, 6, 8, 10)  # "alt" / "7alt": 1 3 b7 b9 #9 #11 b13 (263)
ADDITION = re.compile(r"add(b|#)?(2|4|6|9|11|13)")
ALTERATION = re.compile(r"(b|#)(5|6|9|11|13)")
OMISSION = re.compile(r"(omit|no)(2|3|4|5|6|9|11|13)")
SEPARATORS = re.compile(r"[\s/()+\-]")  # what may remain once the quality is read (335)


def chord_pitch_classes(symbol: str) -> tuple[PitchClass, tuple[PitchClass, ...]] | None:
    """The root and the ascending pitch classes GA reads in a chord symbol, or None.

    Checks only what GA checks: "C-7" reads as C7 because "-" is a separator.

    >>> chord_pitch_classes("G7"), chord_pitch_classes("Bm7b5"), chord_pitch_classes("C6/9")
    ((7, (2, 5, 7, 11)), (11, (2, 5, 9, 11)), (0, (0, 2, 4, 7, 9)))
    >>> chord_pitch_classes("Cmaj7/G"), chord_pitch_classes("bb"), chord_pitch_classes("C-7")
    ((0, (0, 4, 7, 11)), (10, (2, 5, 10)), (0, (0, 4, 7, 10)))
    >>> [chord_pitch_classes(s) for s in ("bass", "Fade", "E#", "Cdom7", "", "H7")]
    [None, None, None, None, None, None]
    """
    symbol = symbol.strip()
    if not symbol:
        return None
    # The root takes two characters when the second is '#' or a lower-case 'b' (202).
    length = 2 if len(symbol) >= 2 and symbol[1] in "#b" else 1
    root = ROOTS.get(symbol[:length].lower())
    offsets = quality_offsets(strip_bass(symbol[length:])) if root is not None else None
    if offsets is None:
        return None
    return root, tuple(sorted({(root + o) % 12 for o in offsets}))


def strip_bass(quality: str) -> str:
    """The quality without a slash bass ("/G", not "/9") and without parentheses.

    >>> strip_bass("maj7/G"), strip_bass("6/9"), strip_bass("7(#9)")
    ('maj7', '6/9', '7#9')
    """
    slash = quality.find("/")
    if 0 <= slash < len(quality) - 1 and quality[slash + 1].isalpha():
        quality = quality[:slash]
    return quality.replace("(", "").replace(")", "")


def normalize(quality: str) -> str:
    """The quality with GA's spellings folded: maj for major sevenths, lower case, dim.

    >>> normalize("M7"), normalize("Δ9"), normalize("ø"), normalize("Min7"), normalize("o7")
    ('maj7', 'maj9', 'm7b5', 'min7', 'dim7')
    """
    w = re.sub("△|Δ", "maj", quality.strip())
    w = re.sub("ø|Ø", "m7b5", w)
    w = re.sub(r"M(?=7|9|11|13|6)", "maj", w)
    for spelling in ("Maj", "MAJ", "Major", "major"):
        w = w.replace(spelling, "maj")
    for spelling in ("Min", "MIN", "minor"):
        w = w.replace(spelling, "min")
    # Case matters until here: any capital M left means major (251).
    w = w.replace("M", "maj").lower()
    return w.replace("°", "dim").replace("o7", "dim7")


@dataclass
class Reading:
    """What the quality says so far: the chord's parts before they are assembled."""

    third: int | None = 4
    fifth: int = 7
    sixth: int | None = None
    seventh: int | None = None
    top: int = 0  # the highest of 7, 9, 11, 13 the spine names
    degrees: dict[int, int] = field(default_factory=dict)  # degree: semitones, added or altered
    omitted: set[int] = field(default_factory=set)


def quality_offsets(quality: str) -> tuple[int, ...] | None:
    """The semitones above the root that a quality names, or None if it is no chord.

    >>> quality_offsets(""), quality_offsets("5"), quality_offsets("m11"), quality_offsets("13no11")
    ((0, 4, 7), (0, 7), (0, 2, 3, 5, 7, 10), (0, 2, 4, 7, 9, 10))
    >>> quality_offsets("7sus4b9"), quality_offsets("add#11"), quality_offsets("ade")
    ((0, 1, 5, 7, 10), (0, 4, 6, 7), None)
    """
    w = normalize(quality)
    if w == "":
        return (0, 4, 7)
    if w == "5":
        return (0, 7)
    if re.fullmatch(r"7?alt", w):
        return ALTERED
    reading = Reading()
    w = read_modifiers(w, reading)
    w = read_triad(w, reading)
    w = read_spine(w, reading)
    if SEPARATORS.sub("", w):
        return None
    return assemble(reading)


def read_modifiers(w: str, reading: Reading) -> str:
    """Take the additions, then the alterations, then the omissions out of `w` (273-299)."""
    # Additions go first, or "add#11" would leave "add" once "#11" is read as an alteration.
    for sign, degree in ADDITION.findall(w):
        reading.degrees[int(degree)] = DEGREE_SEMITONES[int(degree)][sign]
    w = ADDITION.sub("", w)
    for sign, degree in ALTERATION.findall(w):
        degree = int(degree)
        if degree == 5:
            reading.fifth = 6 if sign == "b" else 8
        elif degree == 6:
            reading.sixth = 8 if sign == "b" else 10
        else:
            reading.degrees[degree] = DEGREE_SEMITONES[degree][sign]
    w = ALTERATION.sub("", w)
    reading.omitted |= {int(degree) for _, degree in OMISSION.findall(w)}
    return OMISSION.sub("", w)


def read_triad(w: str, reading: Reading) -> str:
    """Read the base triad, the first rule that applies (301-314), and take its words out."""
    if "sus2" in w:
        reading.third, reading.degrees[2] = None, 2
        w = w.replace("sus2", "")
    elif "sus" in w:
        reading.third, reading.degrees[4] = None, 5
        w = re.sub("sus4|sus", "", w)
    elif "dim" in w:
        reading.third, reading.fifth = 3, 6
    elif "aug" in w or w.startswith("+"):
        reading.fifth = 8
        w = w.replace("aug", "").replace("+", "")
    elif w.startswith("min") or (w.startswith("m") and not w.startswith("maj")):
        reading.third = 3
    major_seventh, diminished = "maj" in w, "dim" in w
    w = w.replace("maj", "").replace("min", "").replace("dim", "")
    w = w[1:] if w.startswith("m") else w
    # A diminished base takes the diminished seventh even beside "maj" (331-332).
    reading.seventh = 9 if diminished else (11 if major_seventh else 10)  # used only from a 7 up
    return w


def read_spine(w: str, reading: Reading) -> str:
    """Read the sixth and the highest extension (316-332), and take them out."""
    if re.search(r"6/9|69", w):
        reading.sixth = reading.sixth if reading.sixth is not None else 9
        reading.degrees.setdefault(9, 2)
        w = re.sub(r"6/9|69", "", w)
    for top in (13, 11, 9, 7):
        if str(top) in w:
            reading.top = top
            return w.replace(str(top), "")
    if "6" in w:
        reading.sixth = reading.sixth if reading.sixth is not None else 9
        w = w.replace("6", "")
    return w


def assemble(reading: Reading) -> tuple[int, ...]:
    """The offsets of the chord the reading describes, ascending (338-350)."""
    out, omitted = {0}, reading.omitted
    if reading.third is not None and 3 not in omitted:
        out.add(reading.third)
    if 5 not in omitted:
        out.add(reading.fifth)
    if reading.sixth is not None and 6 not in omitted:
        out.add(reading.sixth)
    if reading.top >= 7:
        out.add(reading.seventh)
    for degree, default in ((9, 2), (11, 5), (13, 9)):
        if reading.top >= degree and degree not in omitted:
            out.add(reading.degrees.get(degree, default))
    out |= {semis for degree, semis in reading.degrees.items() if degree not in omitted}
    return tuple(sorted({o % 12 for o in out}))
