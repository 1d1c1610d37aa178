"""Diagrams in GA's string order and a chart's, and the notes they sound."""
import pytest

from engine.music.fretboard import STANDARD
from engine.music.voicing import chart_diagram, frets_of, index_diagram, midi_notes, to_chart

CASES = [  # frets, string 1 first -> index diagram, chart diagram, MIDI in string order
    ((0, 1, 0, 2, 3, None), "0-1-0-2-3-x", "x-3-2-0-1-0", (64, 60, 55, 52, 48)),
    ((0, 0, 0, None, None, None), "0-0-0-x-x-x", "x-x-x-0-0-0", (64, 59, 55)),
    ((0, 0, 0, 2, 2, 0), "0-0-0-2-2-0", "0-2-2-0-0-0", (64, 59, 55, 52, 47, 40)),
]


@pytest.mark.parametrize("frets, index, chart, midi", CASES)
def test_diagrams_and_notes(frets, index, chart, midi):
    "Assert a voicing's two diagram orders and its MIDI notes, high E first."
    assert (index_diagram(frets), chart_diagram(frets), midi_notes(frets)) == (index, chart, midi)
    assert frets_of(index) == frets == frets_of(chart, low_first=True)
    assert to_chart(index) == chart


def test_standard_tuning_from_string_one():
    "Assert standard tuning lists its open strings from the high E (E4) down to E2."
    assert STANDARD.open_midi == (64, 59, 55, 50, 45, 40)
