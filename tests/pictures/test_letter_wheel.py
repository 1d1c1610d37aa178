"""A chord's tones on the wheel of letters (lesson 15)."""
import xml.etree.ElementTree as ET

from engine.pictures.letter_wheel import letter_wheel_svg

NS = "{http://www.w3.org/2000/svg}"


def test_tones_on_their_letters():
    "Assert the seven letters, each tone written with ♯ and ♭, each spelling's name, two tones on one letter apart."
    svg = ET.fromstring(letter_wheel_svg("C7alt", [("ChordInfoSkill", ["C", "Db", "D#"]), ("1 b9", ["C", "Db"])]))
    texts = [t for t in svg.iter(f"{NS}text")]
    words = [t.text for t in texts]
    assert words[:7] == list("CDEFGAB") and "ChordInfoSkill" in words and "1 b9" in words
    on_d = [(float(t.get("x")), float(t.get("y"))) for t in texts if t.text in ("D♭", "D♯")]
    assert len(on_d) == 3 and on_d[0] != on_d[1]
