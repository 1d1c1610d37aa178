"""Keys as a textbook spells them: notes, signature, relative and parallel keys, the usual spelling."""
import pytest

from engine.music.keys import Key, key, usual_keys


@pytest.mark.parametrize("name, notes, signature", [
    ("C major", ("C", "D", "E", "F", "G", "A", "B"), 0),
    ("F# major", ("F#", "G#", "A#", "B", "C#", "D#", "E#"), 6),
    ("Cb major", ("Cb", "Db", "Eb", "Fb", "Gb", "Ab", "Bb"), -7),
    ("Eb minor", ("Eb", "F", "Gb", "Ab", "Bb", "Cb", "Db"), -6),
    ("D# major", ("D#", "E#", "F##", "G#", "A#", "B#", "C##"), 9),
    ("Gb minor", ("Gb", "Ab", "Bbb", "Cb", "Db", "Ebb", "Fb"), -9),
])
def test_notes_and_signature(name, notes, signature):
    "Assert a key's seven notes, a letter each, and its signature as sharps (up) or flats (down)."
    k = key(name)
    assert (k.notes, k.signature) == (notes, signature)


def test_the_usual_keys():
    "Assert fifteen keys of each mode, seven flats to seven sharps in fifths, each the relative of the other mode's."
    for mode in ("major", "minor"):
        keys = usual_keys(mode)
        assert [k.signature for k in keys] == list(range(-7, 8))
    assert [k.relative for k in usual_keys("major")] == list(usual_keys("minor"))
    assert [k.relative for k in usual_keys("minor")] == list(usual_keys("major"))


@pytest.mark.parametrize("name, relative, parallel, usual", [
    ("B major", "G# minor", "B minor", "B major"), ("G# minor", "B major", "G# major", "G# minor"),
    ("D# major", "B# minor", "D# minor", "Eb major"), ("Db minor", "Fb major", "Db major", "C# minor"),
    ("Cb major", "Ab minor", "Cb minor", "Cb major"),
])
def test_related_keys(name, relative, parallel, usual):
    "Assert the relative key (same signature), the parallel one (same tonic) and the usual spelling of a key."
    k = key(name)
    assert (k.relative.name, k.parallel.name, k.usual.name) == (relative, parallel, usual)
    assert k.relative.signature == k.signature


@pytest.mark.parametrize("tonic, mode, message", [("C", "dorian", "not a mode: 'dorian'"), ("H", "major", "not a note name")])
def test_a_key_refuses_what_is_no_key(tonic, mode, message):
    "Assert a clear error for a mode or a tonic that is not one."
    with pytest.raises(ValueError, match=message):
        Key(tonic, mode)
