"""The circle of fifths with two skills' relative keys (lesson 9)."""
import xml.etree.ElementTree as ET

from engine.pictures.circle_of_fifths import CENTRE, circle_of_fifths_svg, place, short

NS = "{http://www.w3.org/2000/svg}"


def test_places_run_clockwise_from_c():
    "Assert C at the top, the sharps clockwise, the flats counter-clockwise."
    (cx, top), (right, _), (left, _) = place(0, 100), place(1, 100), place(-1, 100)
    assert (cx, top) == (CENTRE, CENTRE - 100) and left < cx < right


def test_a_differing_answer_is_framed_outside_the_key_asked():
    "Assert a skill's other answer is framed on the spoke of the key asked, beyond it, and named in the label."
    svg = ET.fromstring(circle_of_fifths_svg([("B major", "Ab minor", "G# minor", "G# minor"),
                                              ("C major", "A minor", "A minor", "A minor")]))
    texts = {t.text: (float(t.get("x")), float(t.get("y"))) for t in svg.iter(f"{NS}text")}
    assert set(texts) == {"B", "G♯m", "A♭m", "C", "Am"}
    centre = place(0, 0)
    distance = {name: ((x - centre[0]) ** 2 + (y - centre[1]) ** 2) ** 0.5 for name, (x, y) in texts.items()}
    assert distance["G♯m"] < distance["B"] < distance["A♭m"]
    assert len(list(svg.iter(f"{NS}rect"))) == 1
    assert svg.get("aria-label") == "ScaleInfoSkill: B → A♭m"


def test_the_second_skill_stands_further_out_and_nothing_differs_without_a_frame():
    "Assert the second skill's other answer one step further than the first's; no frame where both agree."
    both = ET.fromstring(circle_of_fifths_svg([("B major", "Ab minor", "Cb minor", "G# minor")]))
    assert len(list(both.iter(f"{NS}rect"))) == 2
    assert both.get("aria-label") == "ScaleInfoSkill: B → A♭m; RelativeKeySkill: B → C♭m"
    agreed = ET.fromstring(circle_of_fifths_svg([("C major", "A minor", "A minor", "A minor")]))
    assert not list(agreed.iter(f"{NS}rect")) and agreed.get("aria-label") == "ScaleInfoSkill; RelativeKeySkill"


def test_short_names():
    "Assert keys written as chord symbols for a reader: minor with m, ♯ and ♭."
    assert [short(k) for k in ("G# minor", "Cb major")] == ["G♯m", "C♭"]
