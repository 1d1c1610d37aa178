"""Chord–scale theory as a textbook gives it: chord tones, scales, a progression's key, each chord's scale."""
import pytest

from engine.music.chord_scale import (CHORD_DEGREES, MODE_NAMES, SCALE_DEGREES, chord_notes, keys_of, major_keys,
                                      mode_name, pitch_classes, scale_notes, steps, textbook_scale)
from engine.music.chord_tones import QUALITIES, chord_pcs, spelled
from engine.music.keys import Key
from engine.music.spelling import note_pc


@pytest.mark.parametrize("suffix", sorted(set(CHORD_DEGREES) & set(QUALITIES)))
def test_chords_agree_with_the_chord_table(suffix):
    "Assert the oracle's chords spell as lesson 18's table does, for every quality both have, on a sharp root."
    assert tuple(n.name for n in chord_notes("F#" + suffix)) == spelled("F#" + suffix)
    assert tuple(n.pc for n in chord_notes("Eb" + suffix)) == chord_pcs("Eb" + suffix)


@pytest.mark.parametrize("symbol, notes", [("Cm7#5", "C Eb G# Bb"), ("Cmaj7#5", "C E G# B"), ("C7#11", "C E G Bb F#"),
                                           ("C5", "C G"), ("Bbdim7", "Bb Db Fb Abb"), ("C7sus4", "C F G Bb")])
def test_chords_the_table_adds(symbol, notes):
    "Assert the qualities lesson 5 writes beyond lesson 18's table."
    assert " ".join(n.name for n in chord_notes(symbol)) == notes


@pytest.mark.parametrize("scale, notes", [("Lydian", "F G A B C D E"), ("Mixolydian b6", "F G A Bb C Db Eb"),
                                          ("Half-Whole Diminished", "F Gb G# A B C D Eb"),
                                          ("Whole-Half Diminished", "F G Ab Bb Cb C# D E"),
                                          ("Whole Tone", "F G A B C# Eb"), ("Minor Pentatonic", "F Ab Bb C Eb")])
def test_scales(scale, notes):
    "Assert a scale spelled from F, each degree on its letter."
    assert " ".join(n.name for n in scale_notes("F", scale)) == notes


def test_the_seven_modes_are_the_major_scale_rotated():
    "Assert the table's first seven names are the seven rotations of the major scale, in order."
    ionian = steps(scale_notes("C", "Ionian"))
    rotations = [tuple((s - ionian[k]) % 12 for s in ionian[k:] + ionian[:k]) for k in range(7)]
    assert list(MODE_NAMES)[:7] == rotations and all(mode_name(scale_notes("D", n)) == n for n in list(MODE_NAMES.values())[:7])


def test_twelve_keys_one_per_pitch_class():
    "Assert the twelve major keys cover the twelve pitch classes, with the course's minor names."
    keys = major_keys()
    assert [note_pc(k.tonic) for k in keys] == list(range(12))
    assert [k.relative.tonic for k in keys] == ["A", "Bb", "B", "C", "C#", "D", "D#", "E", "F", "F#", "G", "G#"]


@pytest.mark.parametrize("chords, keys, outside", [
    (("Am", "F", "C", "G"), ["C major"], 0), (("C", "G"), ["C major", "G major"], 0),
    (("C", "A", "Dm", "G"), ["C major"], 1), (("Bb", "Gm", "Cm", "F"), ["Bb major"], 0),
])
def test_keys_of(chords, keys, outside):
    "Assert the keys that leave the fewest chord tones out, ties kept in the order of the keys."
    found, n = keys_of([chord_notes(c) for c in chords])
    assert ([k.name for k in found], n) == (keys, outside)


@pytest.mark.parametrize("chord, key, scale, name", [
    ("Dm", "C", "D E F G A B C", "Dorian"), ("F", "C", "F G A B C D E", "Lydian"),
    ("A", "C", "A B C# D E F G", "Mixolydian b6"), ("E", "C", "E F G# A B C D", "Phrygian dominant"),
    ("Fm", "C", "F G Ab B C D E", None), ("Bdim", "C", "B C D E F G A", "Locrian"),
])
def test_textbook_scale(chord, key, scale, name):
    "Assert the key's notes with the chord's tones on their letters, from the chord's root, and its name."
    found = textbook_scale(chord_notes(chord), Key(key, "major"))
    assert (" ".join(n.name for n in found), mode_name(found)) == (scale, name)


@pytest.mark.parametrize("chord", ["C", "Am", "A", "E", "Fm", "Bbmaj7", "F#m7b5", "Ebdim7"])
@pytest.mark.parametrize("tonic", ["C", "Eb", "F#"])
def test_the_textbook_scale_holds_the_chord_and_seven_letters(chord, tonic):
    "Assert every chord tone is in the textbook scale, and the scale has each letter once (property)."
    found = textbook_scale(chord_notes(chord), Key(tonic, "major"))
    assert pitch_classes(chord_notes(chord)) <= pitch_classes(found) and len({n.letter for n in found}) == 7


def test_an_unknown_quality_or_scale_raises():
    "Assert the oracle refuses what its tables lack instead of grading a guess."
    with pytest.raises(KeyError):
        chord_notes("C13#11")
    with pytest.raises(KeyError):
        scale_notes("C", "Bebop")
    assert len(SCALE_DEGREES) == 19
