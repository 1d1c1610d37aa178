"""Lesson 5's strips: a chord's tones, GA's lead scale, the textbook's scale, foreign notes as squares; labels wrap."""
import xml.etree.ElementTree as ET

from engine.pictures.chord_scales import WIDTH, ScaleRow, chord_scales_svg
from engine.pictures.drawings import chord_scales, draw
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"
ROWS = [ScaleRow("G", (("G", 7), ("B", 11), ("D", 2))),
        ScaleRow("GA: G Ionian (major)", (("G", 7), ("A", 9), ("B", 11), ("C", 0), ("D", 2), ("E", 4), ("F♯", 6)),
                 frozenset({6})),
        ScaleRow("in C major / A minor: G Mixolydian", (("G", 7), ("A", 9), ("B", 11), ("C", 0), ("D", 2), ("E", 4),
                                                         ("F", 5)))]
SVG = ET.fromstring(draw(chord_scales([(r.label, r.notes, r.foreign) for r in ROWS]), PROGRAM))


def test_is_a_labelled_image_that_scales():
    "Assert role img, an aria-label naming every row and the foreign note in brackets, and a viewBox."
    assert SVG.get("role") == "img" and SVG.get("viewBox").startswith(f"0 0 {WIDTH} ")
    assert SVG.get("aria-label") == ("G — G B D; GA: G Ionian (major) — G A B C D E [F♯]; "
                                     "in C major / A minor: G Mixolydian — G A B C D E F")


def test_a_dot_per_note_and_a_square_per_foreign_note():
    "Assert one circle per note that is not foreign, one square per foreign note, twelve cells per row."
    circles = list(SVG.iter(f"{NS}circle"))
    rects = list(SVG.iter(f"{NS}rect"))
    assert len(circles) == 3 + 6 + 7 and len(rects) == 3 * 12 + 1


def test_names_sit_on_their_pitch_class():
    "Assert each name is drawn at its pitch class's column, F♯ in the seventh cell."
    names = {t.text: float(t.get("x")) for t in SVG.iter(f"{NS}text") if t.get("fill") == "#ffffff"}
    assert names["F♯"] > names["F"] and round((names["F♯"] - 10) / 25 - 0.5) == 6


def test_a_label_too_long_takes_a_second_line_and_the_strips_move_down():
    "Assert a label wider than the picture is wrapped on two lines, and the rows under it sit one line lower."
    long = ScaleRow("in a key whose name is far too long for one line: G Mixolydian b6", ROWS[2].notes)
    wrapped = ET.fromstring(chord_scales_svg([*ROWS[:2], long, ROWS[0]], "test"))
    labels = [t for t in wrapped.iter(f"{NS}text") if t.get("text-anchor") == "start"]
    assert len(labels) == 5 and float(labels[3].get("y")) - float(labels[2].get("y")) == 16
    assert float(wrapped.get("viewBox").split()[3]) == float(SVG.get("viewBox").split()[3]) + 54 + 16
