"""Lesson 13's analysis: the chords, each version's key and numerals under them, off-key chords marked."""
import xml.etree.ElementTree as ET

from engine.pictures.drawings import analysis, draw
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"


def test_off_key_chords_get_a_dashed_box_and_a_cross():
    "Assert the mark does not rest on colour: a dashed box and a cross for each off-key chord, none elsewhere."
    drawing = analysis(["C", "Ab", "G", "C"], [("a826864", "C minor", ["i", "VI", "v", "i"], [1, 0, 1, 1]),
                                               ("6baf32e", "C major", ["I", "?", "V", "I"], [0, 1, 0, 0])])
    svg = ET.fromstring(draw(drawing, PROGRAM))
    dashed = [r for r in svg.iter(f"{NS}rect") if r.get("stroke-dasharray")]
    words = [t.text for t in svg.iter(f"{NS}text")]
    assert len(dashed) == 4 and words.count("✕") == 4
    assert words[:4] == ["C", "Ab", "G", "C"] and "C minor" in words and "?" in words
    assert svg.get("aria-label") == ("C Ab G C: a826864: C minor, i VI v i; C, G, C off the key; "
                                     "6baf32e: C major, I ? V I; Ab off the key")
