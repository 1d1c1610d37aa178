"""Note names as a textbook spells them, and chords built tone by tone (lessons 18 and 20)."""
import pytest

from engine.music.chord_tones import BUILT, OTHERS, chord_name, chord_pcs, spelled, split_symbol
from engine.music.spelling import note_pc, roman_degree, spell


@pytest.mark.parametrize("name, pc", [("C", 0), ("c", 0), ("F#", 6), ("F♯", 6), ("F##", 7), ("Cb", 11), ("B♭", 10),
                                      ("E#", 5), ("Abb", 7)])
def test_note_pc(name, pc):
    "Assert a name's pitch class, from its letter and any sharps and flats."
    assert note_pc(name) == pc


@pytest.mark.parametrize("name", ["H", "C+", "", "Cx"])
def test_note_pc_refuses_what_is_no_note(name):
    "Assert a clear error for a name that is no note."
    with pytest.raises(ValueError, match="not a note name"):
        note_pc(name)


@pytest.mark.parametrize("key, semitones, degree, note", [
    ("C", 2, 2, "D"), ("F#", 7, 5, "C#"), ("F#", 11, 7, "E#"), ("D#", 4, 3, "F##"), ("Eb", 8, 6, "Cb"),
    ("Ab", 8, 6, "Fb"), ("D", 10, 7, "C"), ("D", 8, 6, "Bb"), ("C#", 4, 3, "E#"), ("Gb", 5, 4, "Cb"),
])
def test_spell_by_degree(key, semitones, degree, note):
    "Assert a note written on its degree's letter, with the accidental that reaches it."
    assert spell(key, semitones, degree) == note


def test_spell_refuses_an_unwritable_note():
    "Assert an error when no accidental of up to two signs reaches the note on that letter."
    with pytest.raises(ValueError, match="cannot be written on the letter D"):
        spell("C", 6, 2)


@pytest.mark.parametrize("numeral, degree", [("I", 1), ("ii7", 2), ("iii", 3), ("IV7", 4), ("V7", 5), ("vi7", 6),
                                             ("bVII", 7), ("bVI", 6), ("Imaj7", 1), ("i", 1), ("iv", 4)])
def test_roman_degree(numeral, degree):
    "Assert the scale degree of the templates' Roman numerals."
    assert roman_degree(numeral) == degree


def test_the_table_of_qualities():
    "Assert sixteen qualities built, seven others, each rooted, no tone repeated, degrees ascending in letters."
    assert (len(BUILT), len(OTHERS)) == (16, 7)
    for tones in (*BUILT.values(), *OTHERS.values()):
        assert tones[0] == (0, 1) and len({s for s, _ in tones}) == len(tones)


@pytest.mark.parametrize("symbol, pcs, notes", [
    ("Bbm7b5", (10, 1, 4, 8), ("Bb", "Db", "Fb", "Ab")), ("D#7", (3, 7, 10, 1), ("D#", "F##", "A#", "C#")),
    ("C9", (0, 4, 7, 10, 2), ("C", "E", "G", "Bb", "D")), ("F#m", (6, 9, 1), ("F#", "A", "C#")),
])
def test_chords_built_and_spelled(symbol, pcs, notes):
    "Assert a symbol's pitch classes in the order of its tones, and its notes spelled from the root's letter."
    assert (chord_pcs(symbol), spelled(symbol)) == (pcs, notes)


@pytest.mark.parametrize("pcs, root, name", [((0, 3, 7, 10), "C", "Cm7"), ((5, 9, 0), "F#", "F"), ((9, 1, 4), "A", "A"),
                                             ((7, 11, 2, 5), "G", "G7"), ((0, 1, 2), "C", "C C# D")])
def test_chord_name(pcs, root, name):
    "Assert a set named on the root asked, else on the nearest root above, else by its notes."
    assert chord_name(pcs, root) == name


def test_split_symbol():
    "Assert the root takes a second character only when it is '#' or 'b'."
    assert [split_symbol(s) for s in ("Bbmaj7", "Bm7b5", "C#", "E")] == [("Bb", "maj7"), ("B", "m7b5"), ("C#", ""),
                                                                         ("E", "")]
