"""Lesson 26's wheels: a family's first mode round a clock, each degree marked by what the catalog's mode there is."""
import xml.etree.ElementTree as ET

from engine.pictures.drawings import draw, mode_wheel
from engine.pictures.mode_wheels import NONE, OTHER, OWN, Wheel
from engine.report.voice import PROGRAM

NS = "{http://www.w3.org/2000/svg}"
PENTATONIC = Wheel("Major Pentatonic", (0, 2, 4, 7, 9), (
    ("Major Pentatonic", "C D E G A", OWN), ("Egyptian", "C D F G Bb", OWN), ("Blues Minor", "C Eb F G Bb", OTHER),
    ("Blues Major", "C E F A Bb", NONE), ("Minor Pentatonic", "C D F G A", OTHER)))


def test_a_badge_per_mode_on_the_wheel_and_in_the_list():
    "Assert each mode's number twice (on the wheel at its degree, in the list), filled only when it is its degree's."
    svg = ET.fromstring(draw(mode_wheel(PENTATONIC), PROGRAM))
    numbers = [t.text for t in svg.iter(f"{NS}text") if t.text and t.text.isdigit()]
    assert sorted(numbers) == sorted([str(k) for k in range(1, 6)] * 2)
    filled = [c for c in svg.iter(f"{NS}circle") if c.get("r") == "11" and c.get("stroke") is None]
    dashed = [c for c in svg.iter(f"{NS}circle") if c.get("stroke-dasharray")]
    slashes = [p for p in svg.iter(f"{NS}path") if p.get("stroke-width") == "1.5"]
    assert (len(filled), len(dashed), len(slashes)) == (4, 2, 4)


def test_the_list_writes_the_catalogs_names_and_notes():
    "Assert the list under the wheel: each mode's name and notes as the catalog writes them."
    words = [t.text for t in ET.fromstring(draw(mode_wheel(PENTATONIC), PROGRAM)).iter(f"{NS}text")]
    assert "Blues Major: C E F A Bb" in words and "Major Pentatonic" in words


def test_a_long_line_puts_the_notes_under_the_name():
    "Assert a mode's line too wide for the picture goes on two (name, then notes), and the picture keeps its width."
    long = Wheel("Neapolitan Major", (0, 1, 3, 5, 7, 9, 11),
                 (("Altered Dominant n2 (Locrian n2 n7)", "C D Eb F Gb Ab B", NONE),))
    svg = ET.fromstring(draw(mode_wheel(long), PROGRAM))
    words = [t.text for t in svg.iter(f"{NS}text")]
    assert "Altered Dominant n2 (Locrian n2 n7):" in words and "C D Eb F Gb Ab B" in words
    assert float(svg.get("viewBox").split()[2]) == 360


def test_a_name_wider_than_the_picture_widens_it():
    "Assert the picture grows to a name longer than its width instead of cutting it."
    long = Wheel("Neapolitan Major", (0, 1, 3, 5, 7, 9, 11),
                 (("Altered Dominant n2 (Locrian n2 n7, also called the Super-Ultra-Locrian)", "C D Eb F Gb Ab B", NONE),))
    assert float(ET.fromstring(draw(mode_wheel(long), PROGRAM)).get("viewBox").split()[2]) > 360
