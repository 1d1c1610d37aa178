"""Guitar tunings as a textbook gives them."""
import pytest

from engine.music.tunings import STANDARD, TUNINGS, GuitarTuning


def test_every_tuning_is_six_strings_of_its_notes():
    "Assert each tuning's notes are its pitches, six strings, low string lowest."
    for tuning in TUNINGS.values():
        assert len(tuning.notes) == 6 and tuning.midi == tuple(sorted(tuning.midi))


@pytest.mark.parametrize("name, moves", [("drop D", (-2, 0, 0, 0, 0, 0)), ("DGCGCD", (-2, -2, -2, 0, 1, -2)),
                                         ("half step down", (-1,) * 6)])
def test_moves_from_standard(name, moves):
    "Assert each string's move in semitones from standard tuning."
    assert TUNINGS[name].moves_from(STANDARD) == moves


def test_notes_must_be_the_pitches():
    "Assert a tuning whose notes are not its pitches is refused."
    with pytest.raises(ValueError):
        GuitarTuning("wrong", ("E",), (41,))


def test_as_the_fretboard_lists_it():
    "Assert the fretboard's order: string 1, the highest, first."
    assert TUNINGS["drop D"].fretboard.open_midi == (64, 59, 55, 50, 45, 38)
