"""Lesson 17's pictures: the shape above a capo and the chord it sounds; the map of the skill's shapes by fret."""
import xml.etree.ElementTree as ET

from engine.pictures.capo import DECLINED, RIGHT, THEORETICAL, capo_svg, verdict_map_svg

NS = "{http://www.w3.org/2000/svg}"


def test_the_capo_and_the_chord_it_sounds():
    "Assert two charts: the shape above a capo bar marked 3, and the same notes three frets up, an arrow between."
    svg = ET.fromstring(capo_svg("x-3-2-0-1-0", "C shape", 3, "D#"))
    words = [t.text for t in svg.iter(f"{NS}text")]
    assert "C shape" in words and "D#" in words and "3" in words
    assert len([r for r in svg.iter(f"{NS}rect") if r.get("height") == "6"]) == 1  # the capo
    assert svg.get("viewBox").startswith("0 0 ") and "width" not in svg.attrib


def test_each_verdict_has_its_own_mark():
    "Assert a theoretical spelling gets a tint and a corner mark, a refusal a cross, a right answer neither."
    cells = {("E", 1): ("D#", THEORETICAL), ("E", 2): ("D", RIGHT), ("Cb", 1): (None, DECLINED),
             ("Cb", 2): (None, DECLINED), ("G", 1): ("A", "wrong chord"), ("G", 2): ("F", RIGHT)}
    svg = ET.fromstring(verdict_map_svg(["E", "Cb", "G"], [1, 2], cells))
    words = [t.text for t in svg.iter(f"{NS}text")]
    assert words.count("×") == 2 and "D#" in words and "D" in words
    corner_marks = [p for p in svg.iter(f"{NS}path") if p.get("d", "").endswith("h6v6Z")]
    strikes = [p for p in svg.iter(f"{NS}path") if p.get("stroke-width") == "1.4"]
    assert len(corner_marks) == 1 and len(strikes) == 1
    assert "E: 1 D#*, 2 D; Cb: 1 ×, 2 ×; G: 1 A!, 2 F" == svg.get("aria-label")
