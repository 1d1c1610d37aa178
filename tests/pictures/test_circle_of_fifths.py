"""The circle of fifths with two skills' relative keys (lesson 9)."""
import xml.etree.ElementTree as ET

from engine.pictures.circle_of_fifths import circle_of_fifths_svg, place, short

NS = "{http://www.w3.org/2000/svg}"


def test_places_run_clockwise_from_c():
    "Assert C at the top, the sharps clockwise, the flats counter-clockwise."
    (cx, top), (right, _), (left, _) = place(0, 100), place(1, 100), place(-1, 100)
    assert top < 180 and left < cx < right


def test_a_differing_answer_is_written_and_marked():
    "Assert a skill's other answer is written with ≠ beside the key asked, and named in the label."
    svg = ET.fromstring(circle_of_fifths_svg([("B major", "Ab minor", "G# minor", "G# minor"),
                                              ("G# minor", "B major", "B major", "B major")]))
    texts = [t.text for t in svg.iter(f"{NS}text")]
    assert texts == ["B", "≠Abm", "G#m"]
    assert svg.get("aria-label") == "B: ScaleInfoSkill Abm, G#m"


def test_short_names():
    "Assert keys written as chord symbols: minor with m."
    assert [short(k) for k in ("G# minor", "Cb major")] == ["G#m", "Cb"]
