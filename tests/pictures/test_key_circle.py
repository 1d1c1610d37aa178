"""Lesson 11's circles: the chords at their roots round the circle of fifths, the keys tied at the top, the winner."""
import xml.etree.ElementTree as ET

from engine.pictures.drawings import draw, weighed_keys
from engine.pictures.key_circle import fifths_place
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"
VERSIONS = [("a826864", [("A# minor", 3, 3), ("Bb minor", 3, 3), ("C# major", 3, 3), ("Db major", 3, 3)],
             [("Ab major", 2, 3)]),
            ("6baf32e", [("C# major", 3, 3), ("Db major", 3, 3)], [("Ab major", 2, 3), ("F# major", 2, 3)])]


def test_fifths_order_runs_clockwise_from_c():
    "Assert C at the top, G one step clockwise, F# at the bottom, F one step back from C."
    places = {pc: tuple(round(v) for v in fifths_place(pc, 0, 0, 10)) for pc in (0, 7, 6, 5)}
    assert places == {0: (0, -10), 7: (5, -9), 6: (0, 10), 5: (-5, -9)}


def test_the_winner_is_starred_and_boxed_in_each_version():
    "Assert one starred, boxed key per circle, the chords in bold, the partial matches in one grey line."
    svg = ET.fromstring(draw(weighed_keys(["Db", "Gb", "Ab"], VERSIONS), PROGRAM))
    words = [t.text for t in svg.iter(f"{NS}text")]
    assert [w for w in words if w.startswith("★")] == ["★ A#m 3/3", "★ C# 3/3"]
    assert len([r for r in svg.iter(f"{NS}rect")]) == 2
    assert words.count("Db") == 2 and "Ab 2/3 · F# 2/3" in words
    assert svg.get("viewBox") and not svg.get("width")  # scales to a phone's width
    assert svg.get("aria-label").startswith("Db Gb Ab; a826864: A# minor first, tied with Bb minor, C# major")
