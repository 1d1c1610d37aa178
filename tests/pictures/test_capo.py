"""Lesson 17's pictures: the shape above a capo and the chord it sounds; the map of the skill's shapes by fret."""
import xml.etree.ElementTree as ET

from engine.lessons.names import key_name
from engine.pictures.capo import DECLINED, RIGHT, THEORETICAL, capo_svg
from engine.pictures.drawings import draw, verdict_map
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"


def test_the_capo_and_the_chord_it_sounds():
    "Assert two charts: the shape above a capo bar marked 3, and the same notes three frets up, an arrow between."
    svg = ET.fromstring(capo_svg("x-3-2-0-1-0", "C shape", 3, "D#"))
    words = [t.text for t in svg.iter(f"{NS}text")]
    assert "C shape" in words and "D#" in words and "3" in words
    assert len([r for r in svg.iter(f"{NS}rect") if r.get("height") == "6"]) == 1  # the capo
    assert svg.get("viewBox").startswith("0 0 ") and "width" not in svg.attrib


def test_each_verdict_has_its_own_mark():
    """Assert a theoretical spelling gets a tint and a corner mark, a refusal a cross, a right answer neither; the
    label says each key and each verdict in words, a key declined on every fret once."""
    cells = {("E", 1): ("D#", THEORETICAL), ("E", 2): ("D", RIGHT), ("Cb", 1): (None, DECLINED),
             ("Cb", 2): (None, DECLINED), ("G", 1): ("A", "wrong chord"), ("G", 2): ("F", RIGHT)}
    keys = [(key, key_name(key, "major")) for key in ("E", "Cb", "G")]
    svg = ET.fromstring(draw(verdict_map(keys, [1, 2], cells), PROGRAM))
    words = [t.text for t in svg.iter(f"{NS}text")]
    assert words.count("×") == 2 and "D#" in words and "D" in words
    corner_marks = [p for p in svg.iter(f"{NS}path") if p.get("d", "").endswith("h6v6Z")]
    strikes = [p for p in svg.iter(f"{NS}path") if p.get("stroke-width") == "1.4"]
    assert len(corner_marks) == 1 and len(strikes) == 1
    assert svg.get("aria-label") == ("E major: 1 D# (theoretical spelling), 2 D; Cb major: declined on every fret; "
                                     "G major: 1 A (wrong), 2 F")
