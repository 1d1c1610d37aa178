"""Spelled notes (a letter and an accidental) as a textbook writes them, and chords built tone by tone."""
import pytest

from engine.music.chord_tones import BUILT, OTHERS, chord_name, chord_pcs, spelled, split_symbol
from engine.music.spelling import (LETTERS, SpelledNote, degree_parts, letters_between, note_pc, on_letter, parse_note,
                                   pretty, roman_degree, spell, spell_chord, spell_scale)


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
    "Assert an error when no accidental of up to three signs reaches the note on that letter."
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


@pytest.mark.parametrize("name, letter, alter", [("F##", "F", 2), ("b♭", "B", -1), ("E", "E", 0), ("Fbbb", "F", -3),
                                                 ("C♯", "C", 1)])
def test_parse_note(name, letter, alter):
    "Assert a name read as its letter and its alteration, ASCII or not, either case."
    note = parse_note(name)
    assert (note.letter, note.alter) == (letter, alter)


@pytest.mark.parametrize("name", ["C#b", "C####", " C", "C "])
def test_parse_note_refuses_mixed_or_too_many_signs(name):
    "Assert a clear error for mixed signs, more than three, or spaces around the name."
    with pytest.raises(ValueError, match="not a note name"):
        parse_note(name)


def test_names_round_trip():
    "Assert every letter with up to three sharps or flats is read back as written, and its pitch class is its letter's moved."
    for letter in LETTERS:
        for alter in range(-3, 4):
            note = SpelledNote(letter, alter)
            assert parse_note(note.name) == note and note.pc == (note_pc(letter) + alter) % 12


@pytest.mark.parametrize("letter, pc, name", [("A", 8, "Ab"), ("G", 8, "G#"), ("E", 3, "Eb"), ("B", 0, "B#"),
                                              ("F", 4, "Fb"), ("C", 6, "Cbbbbbb"), ("C", 5, "C#####")])
def test_on_letter_wraps_to_the_nearest_accidental(letter, pc, name):
    "Assert a pitch class written on a letter with the alteration between -6 and +5, as GA and the course wrap it."
    assert on_letter(letter, pc) == name


@pytest.mark.parametrize("low, high, letters", [("C", "E#", 2), ("B", "Cb", 1), ("G#", "G", 0), ("D", "C", 6)])
def test_letters_between(low, high, letters):
    "Assert the letters from one note up to another, whatever their accidentals."
    assert letters_between(low, high) == letters


@pytest.mark.parametrize("degree, parts", [("1", (0, 1)), ("b3", (3, 3)), ("#5", (8, 5)), ("bb7", (9, 7)),
                                           ("9", (14, 9)), ("#11", (18, 11)), ("13", (21, 13)), ("b9", (13, 9))])
def test_degree_parts(degree, parts):
    "Assert a degree's semitones above the root (an octave up past 7) and its number."
    assert degree_parts(degree) == parts


@pytest.mark.parametrize("degree", ["", "b", "3b", "#b3", "0", "x3"])
def test_degree_parts_refuses_what_is_no_degree(degree):
    "Assert a clear error for a degree that is not signs then a number."
    with pytest.raises(ValueError, match="not a degree"):
        degree_parts(degree)


@pytest.mark.parametrize("root, degrees, notes", [
    ("C", "1 b3 5 b7", ("C", "Eb", "G", "Bb")), ("Bb", "1 b3 b5 bb7", ("Bb", "Db", "Fb", "Abb")),
    ("B#", "1 3 #5", ("B#", "D##", "F###")), ("Fb", "1 b3 b5 bb7", ("Fb", "Abb", "Cbb", "Ebbb")),
    ("G", "1 3 5 7 9 11 13", ("G", "B", "D", "F#", "A", "C", "E")), ("C", "1 3 b5 #5 b7 b9 #9",
                                                                     ("C", "E", "Gb", "G#", "Bb", "Db", "D#")),
])
def test_spell_chord(root, degrees, notes):
    "Assert a chord spelled from its root and degrees, a letter per degree, up to triple accidentals."
    assert spell_chord(root, degrees) == notes


@pytest.mark.parametrize("tonic, steps, notes", [
    ("F#", (0, 2, 4, 5, 7, 9, 11), ("F#", "G#", "A#", "B", "C#", "D#", "E#")),
    ("D#", (0, 2, 4, 5, 7, 9, 11), ("D#", "E#", "F##", "G#", "A#", "B#", "C##")),
    ("D", (0, 2, 3, 5, 7, 9, 10), ("D", "E", "F", "G", "A", "B", "C")),
])
def test_spell_scale(tonic, steps, notes):
    "Assert a seven-note scale written a letter per note from the tonic."
    assert spell_scale(tonic, steps) == notes


def test_spell_scale_refuses_other_sizes():
    "Assert a clear error for a scale that is not seven notes, which letters cannot spell one each."
    with pytest.raises(ValueError, match="seven notes, not 6"):
        spell_scale("C", (0, 2, 4, 6, 8, 10))


@pytest.mark.parametrize("name, shown", [("Eb", "E♭"), ("F##", "F♯♯"), ("C", "C"), ("Bbb", "B♭♭"), ("G♯", "G♯")])
def test_pretty(name, shown):
    "Assert a name written for a reader with ♯ and ♭."
    assert pretty(name) == shown
